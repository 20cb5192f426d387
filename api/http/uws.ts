/**
 * The only file that touches uWebSockets.js. It applies the uWS rules once (STYLE.md practice 6):
 * copy everything out of `req` before any await, register `onAborted` first, copy each `onData` chunk,
 * and make every write go through `respond`, which checks `aborted` and corks.
 */
import { Readable } from 'node:stream';
import uWS from 'uWebSockets.js';

export type BodyMode = 'none' | 'json' | 'stream';

export interface HttpRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  params: Record<string, string>;
  ip: string;
  /** Aborted when the client disconnects before the answer is written. */
  signal: AbortSignal;
  /** Parsed JSON body (body mode 'json'); undefined when empty. */
  json?: unknown;
  /** Raw body bytes as a stream (body mode 'stream'); backpressure pauses the socket. */
  stream?: Readable;
  /** Bytes received so far (stream mode), for tests and limits. */
  bytesReceived(): number;
}

export interface HttpReply {
  status: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Close the connection after answering (e.g. an upload rejected before its body was read). */
  close?: boolean;
}

export type Handler = (req: HttpRequest) => Promise<HttpReply>;

export interface Route {
  method: 'get' | 'post' | 'delete' | 'put' | 'patch';
  /** uWS pattern, e.g. `/v1/documents/:id`. */
  path: string;
  body: BodyMode;
  handler: Handler;
}

export interface ServerOptions {
  routes: Route[];
  /** Answers anything no route matched. */
  notFound: Handler;
  /** Turns a thrown value into a reply; must not throw. */
  onError: (err: unknown, req: HttpRequest) => HttpReply;
  maxJsonBytes: number;
}

export interface RunningServer {
  port: number;
  close(): void;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 301: 'Moved Permanently', 302: 'Found',
  304: 'Not Modified', 400: 'Bad Request', 401: 'Unauthorized', 402: 'Payment Required', 403: 'Forbidden',
  404: 'Not Found', 405: 'Method Not Allowed', 409: 'Conflict', 413: 'Payload Too Large', 415: 'Unsupported Media Type',
  422: 'Unprocessable Entity', 429: 'Too Many Requests', 500: 'Internal Server Error', 503: 'Service Unavailable',
};

class BodyTooLarge extends Error {}

function paramNames(pattern: string): string[] {
  return pattern.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1));
}

function decodeIp(res: uWS.HttpResponse): string {
  return Buffer.from(res.getRemoteAddressAsText()).toString();
}

/** Starts a uWS app on host:port (0 picks a free port) and resolves once it listens. */
export function startServer(host: string, port: number, options: ServerOptions): Promise<RunningServer> {
  const app = uWS.App();
  for (const route of options.routes) {
    const names = paramNames(route.path);
    // uWS names the DELETE registration `del`.
    const register = route.method === 'delete' ? 'del' : route.method;
    app[register](route.path, (res, req) => handle(res, req, route.handler, route.body, names, options));
  }
  app.any('/*', (res, req) => handle(res, req, options.notFound, 'none', [], options));
  return new Promise((resolve, reject) => {
    app.listen(host, port, (socket) => {
      if (!socket) {
        reject(new Error(`could not listen on ${host}:${port}`));
        return;
      }
      resolve({
        port: uWS.us_socket_local_port(socket as unknown as uWS.us_socket),
        close: () => {
          uWS.us_listen_socket_close(socket);
          (app as unknown as { close?: () => void }).close?.();
        },
      });
    });
  });
}

function handle(
  res: uWS.HttpResponse,
  uReq: uWS.HttpRequest,
  handler: Handler,
  bodyMode: BodyMode,
  names: string[],
  options: ServerOptions,
): void {
  // Copy everything out of uReq now: it is invalid after this function returns or awaits.
  const headers: Record<string, string> = {};
  uReq.forEach((k, v) => {
    headers[k] = headers[k] === undefined ? v : `${headers[k]}, ${v}`;
  });
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    params[name] = decodeURIComponent(uReq.getParameter(i) ?? '');
  });
  const controller = new AbortController();
  const state = { aborted: false, done: false, received: 0 };
  res.onAborted(() => {
    state.aborted = true;
    controller.abort(new Error('client disconnected'));
  });
  const req: HttpRequest = {
    method: uReq.getMethod().toUpperCase(),
    path: uReq.getUrl(),
    query: new URLSearchParams(uReq.getQuery() ?? ''),
    headers,
    params,
    ip: decodeIp(res),
    signal: controller.signal,
    bytesReceived: () => state.received,
  };

  const respond = (reply: HttpReply): void => {
    if (state.aborted || state.done) return;
    state.done = true;
    res.cork(() => {
      res.writeStatus(`${reply.status} ${STATUS_TEXT[reply.status] ?? 'Unknown'}`);
      for (const [k, v] of Object.entries(reply.headers ?? {})) res.writeHeader(k, v);
      res.end(reply.body ?? '', reply.close ?? false);
    });
  };
  const fail = (err: unknown): void => respond(options.onError(err, req));

  if (bodyMode === 'stream') {
    let paused = false;
    const stream = new Readable({
      highWaterMark: 1024 * 1024,
      read() {
        if (paused && !state.aborted && !state.done) {
          paused = false;
          res.resume();
        }
      },
    });
    req.stream = stream;
    res.onData((chunk, isLast) => {
      state.received += chunk.byteLength;
      // uWS reuses the chunk's memory after this callback: copy it.
      const more = stream.push(Buffer.from(chunk.slice(0)));
      if (isLast) stream.push(null);
      else if (!more && !paused) {
        paused = true;
        res.pause();
      }
    });
    controller.signal.addEventListener('abort', () => stream.destroy(new Error('client disconnected')), { once: true });
    handler(req).then(respond, fail);
    return;
  }

  if (bodyMode === 'json') {
    const chunks: Buffer[] = [];
    res.onData((chunk, isLast) => {
      if (state.done) return;
      state.received += chunk.byteLength;
      if (state.received > options.maxJsonBytes) {
        fail(new BodyTooLarge());
        return;
      }
      chunks.push(Buffer.from(chunk.slice(0)));
      if (!isLast) return;
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        req.json = text.trim() === '' ? undefined : JSON.parse(text);
      } catch (err) {
        fail(Object.assign(new SyntaxError('Request body is not valid JSON'), { cause: err }));
        return;
      }
      handler(req).then(respond, fail);
    });
    return;
  }

  handler(req).then(respond, fail);
}

export { BodyTooLarge };
