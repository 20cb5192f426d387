/**
 * The uWS wrapper never lets a request take the process down: malformed percent-encoding in a path parameter,
 * a handler that throws synchronously or rejects, an onError that itself throws, a reply with a header that would split the response,
 * and a client that disconnects before the handler has started reading its upload all end in an answer (or a
 * closed connection), and the server keeps serving. Runs on the bare wrapper (port 0, loopback).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Handler, type RunningServer } from '../../api/http/uws.ts';

let server: RunningServer;
let url: string;
const errors: unknown[] = [];

const throwsSync: Handler = (() => {
  throw new Error('sync kaboom');
}) as unknown as Handler;

beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, {
    maxJsonBytes: 1024,
    routes: [
      {
        method: 'get',
        path: '/things/:id',
        body: 'none',
        handler: async (req) => ({ status: 200, body: JSON.stringify({ id: req.params.id, invalid: req.invalidParams ?? [] }) }),
      },
      {
        method: 'get',
        path: '/pairs/:a/:b',
        body: 'none',
        handler: async (req) => ({ status: 200, body: JSON.stringify({ params: req.params, invalid: req.invalidParams ?? [] }) }),
      },
      { method: 'get', path: '/sync-throw', body: 'none', handler: throwsSync },
      { method: 'post', path: '/sync-throw-json', body: 'json', handler: throwsSync },
      { method: 'post', path: '/sync-throw-stream', body: 'stream', handler: throwsSync },
      { method: 'get', path: '/reject', body: 'none', handler: () => Promise.reject(new Error('rejected')) },
      { method: 'get', path: '/reject-value', body: 'none', handler: () => Promise.reject('a string') },
      { method: 'get', path: '/onerror-throws', body: 'none', handler: async () => { throw new Error('make onError throw'); } },
      { method: 'get', path: '/bad-header', body: 'none', handler: async () => ({ status: 200, headers: { 'X-Bad': 'a\r\nb' }, body: 'x' }) },
      {
        method: 'post',
        path: '/slow-reader',
        body: 'stream',
        handler: async (req) => {
          // The client is gone before this handler attaches any listener to the body stream.
          await new Promise((r) => setTimeout(r, 300));
          let n = 0;
          for await (const chunk of req.stream!) n += (chunk as Buffer).length;
          return { status: 200, body: JSON.stringify({ n }) };
        },
      },
    ],
    notFound: async () => ({ status: 404, body: '{"nf":true}' }),
    onError: (err) => {
      errors.push(err);
      if (err instanceof Error && err.message === 'make onError throw') throw new Error('onError failed too');
      return { status: 500, body: JSON.stringify({ err: String(err) }) };
    },
  });
  url = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

async function alive(): Promise<void> {
  const r = await fetch(`${url}/things/ok`);
  expect(r.status).toBe(200);
  expect(await r.json()).toEqual({ id: 'ok', invalid: [] });
}

describe('the uWS wrapper under hostile input', () => {
  it('marks a path parameter with malformed percent-encoding or NUL as invalid instead of throwing', async () => {
    for (const raw of ['%E0%A4%A', '%', '%ZZ', '%ED%A0%80', 'a%00b', '%00']) {
      const r = await fetch(`${url}/things/${raw}`);
      expect(r.status, raw).toBe(200);
      const body: any = await r.json();
      expect(body.invalid, raw).toEqual(['id']);
      expect(body.id, raw).not.toContain('\u0000');
    }
    const two = await (await fetch(`${url}/pairs/ok%20x/%E0%A4%A`)).json();
    expect(two).toEqual({ params: { a: 'ok x', b: '%E0%A4%A' }, invalid: ['b'] });
    await alive();
  });

  it('answers 500 through onError for handlers that throw synchronously or reject, in every body mode', async () => {
    for (const [method, path] of [['GET', '/sync-throw'], ['POST', '/sync-throw-json'], ['POST', '/sync-throw-stream'], ['GET', '/reject'], ['GET', '/reject-value']]) {
      const r = await fetch(url + path, { method, body: method === 'POST' ? '{}' : undefined });
      expect(r.status, path).toBe(500);
      await r.text();
    }
    await alive();
  });

  it('answers a plain 500 when onError itself throws, or when a reply carries a header that would split the response', async () => {
    const r = await fetch(`${url}/onerror-throws`);
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ success: false, error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
    // A header value with CR/LF would split the response (uWS writes it as it is): a plain 500 goes out instead.
    const split = await fetch(`${url}/bad-header`);
    expect(split.status).toBe(500);
    expect(split.headers.get('x-bad')).toBeNull();
    expect(((await split.json()) as any).error.code).toBe('INTERNAL_ERROR');
    await alive();
  });

  it('survives clients that disconnect before the handler reads their upload', async () => {
    for (let i = 0; i < 3; i++) {
      const ctl = new AbortController();
      const stream = new ReadableStream({
        start(c) {
          c.enqueue(new Uint8Array(16 * 1024));
          setTimeout(() => ctl.abort(), 30);
        },
      });
      // The client's own abort ends its request: what is checked is that the server lives on (below).
      await fetch(`${url}/slow-reader`, { method: 'POST', body: stream, signal: ctl.signal, duplex: 'half' } as RequestInit).catch(() => undefined);
    }
    await new Promise((r) => setTimeout(r, 500)); // the handlers wake up and read the destroyed streams
    await alive();
  });
});
