import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../api/http/uws.ts';

let server: RunningServer;
let url: string;
const seen: { streamed: number[] } = { streamed: [] };

beforeAll(async () => {
  server = await startServer('127.0.0.1', 0, {
    maxJsonBytes: 1024,
    routes: [
      { method: 'post', path: '/echo', body: 'json', handler: async (req) => ({ status: 200, body: JSON.stringify({ got: req.json ?? null }) }) },
      {
        method: 'get',
        path: '/things/:id',
        body: 'none',
        handler: async (req) => {
          // Awaiting first proves the request data was copied out before uWS invalidated it.
          await new Promise((r) => setTimeout(r, 5));
          return { status: 200, headers: { 'X-Id': req.params.id }, body: JSON.stringify({ id: req.params.id, q: req.query.get('q'), h: req.headers['x-test'], ip: req.ip }) };
        },
      },
      {
        method: 'post',
        path: '/stream',
        body: 'stream',
        handler: async (req) => {
          let n = 0;
          for await (const chunk of req.stream!) n += (chunk as Buffer).length;
          seen.streamed.push(n);
          return { status: 200, body: JSON.stringify({ n }) };
        },
      },
      { method: 'get', path: '/boom', body: 'none', handler: async () => { throw new Error('kaboom'); } },
    ],
    notFound: async () => ({ status: 404, body: '{"nf":true}' }),
    onError: (err) => ({ status: err instanceof SyntaxError ? 400 : 500, body: JSON.stringify({ err: String(err) }) }),
  });
  url = `http://127.0.0.1:${server.port}`;
});
afterAll(() => server.close());

describe('uWS wrapper', () => {
  it('copies params, query, headers and the client address before any await', async () => {
    const res = await fetch(`${url}/things/a%20b?q=1`, { headers: { 'X-Test': 'yes' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-id')).toBe('a b');
    expect(await res.json()).toEqual({ id: 'a b', q: '1', h: 'yes', ip: expect.stringMatching(/127\.0\.0\.1|::1|0000:0000/) });
  });

  it('parses a JSON body, and an empty body as undefined', async () => {
    const a = await fetch(`${url}/echo`, { method: 'POST', body: '{"x":1}' });
    expect(await a.json()).toEqual({ got: { x: 1 } });
    const b = await fetch(`${url}/echo`, { method: 'POST' });
    expect(await b.json()).toEqual({ got: null });
  });

  it('turns malformed and oversized JSON into errors through onError', async () => {
    expect((await fetch(`${url}/echo`, { method: 'POST', body: '{nope' })).status).toBe(400);
    expect((await fetch(`${url}/echo`, { method: 'POST', body: JSON.stringify({ s: 'x'.repeat(5000) }) })).status).toBe(500);
  });

  it('streams a large body with every byte delivered once', async () => {
    const body = Buffer.alloc(8 * 1024 * 1024 + 17, 7);
    const res = await fetch(`${url}/stream`, { method: 'POST', body });
    expect(await res.json()).toEqual({ n: body.length });
  });

  it('answers unknown routes through notFound and thrown errors through onError', async () => {
    expect((await fetch(`${url}/nope`)).status).toBe(404);
    const boom = await fetch(`${url}/boom`);
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ err: 'Error: kaboom' });
  });

  it('survives a client that disconnects mid-upload', async () => {
    const ctl = new AbortController();
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new Uint8Array(64 * 1024));
        setTimeout(() => ctl.abort(), 20);
      },
    });
    await expect(fetch(`${url}/stream`, { method: 'POST', body: stream, signal: ctl.signal, duplex: 'half' } as RequestInit)).rejects.toThrow();
    // The server is still serving.
    expect((await fetch(`${url}/things/x`)).status).toBe(200);
  });
});
