/**
 * The only file that touches uWebSockets.js. It applies the uWS rules once (STYLE.md practice 6):
 * copy everything out of `req` before any await, register `onAborted` first, copy each `onData` chunk,
 * and make every write go through `respond`, which checks `aborted` and corks.
 */
import { Readable } from 'node:stream';
import uWS from 'uWebSockets.js';
import { hasNul } from './nul.ts';

export type BodyMode = 'none' | 'json' | 'stream';

export interface HttpRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  params: Record<string, string>;
  /**
   * Names of path parameters whose raw value names no resource (malformed percent-encoding or a NUL character);
   * their `params` entry is the undecoded text. Absent when every parameter decoded cleanly.
   */
  invalidParams?: string[];
  ip: string;
  /** Aborted when the client disconnects before the answer is written. */
  signal: AbortSignal;
  /** Parsed JSON body (body mode 'json'); undefined when empty. */
  json?: unknown;
  /**
   * Whether the JSON text spells a `\u0000` escape: the only way a NUL reaches a parsed string (JSON.parse refuses
   * raw control characters), so a body without one needs no walk for NULs.
   */
  jsonMayHoldNul?: boolean;
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
  /** Runs before notFound (the host's checks every route makes first, such as an IP block); a throw answers through onError. */
  guard?: (req: HttpRequest) => Promise<void>;
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
  const { guard } = options;
  const notFound: Handler = guard
    ? async (req) => {
        await guard(req);
        return options.notFound(req);
      }
    : options.notFound;
  app.any('/*', (res, req) => handle(res, req, notFound, 'none', [], options));
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

/** The answer when even onError fails: the envelope of INTERNAL_ERROR, built without any other code. */
const LAST_RESORT: HttpReply = {
  status: 500,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: '{"success":false,"error":{"code":"INTERNAL_ERROR","message":"Internal server error"}}',
};

const UNSAFE_HEADER = /[\r\n\u0000]/;

/**
 * Decodes the path parameters. A value with malformed percent-encoding (`%E0%A4%A`, a lone `%`, an encoded
 * lone surrogate) or a NUL character names no resource: it is kept undecoded, with its NUL characters removed,
 * and listed in `invalid` for the pipeline to answer (decodeURIComponent's URIError must never escape a uWS
 * callback: it would take the process down).
 */
function readParams(uReq: uWS.HttpRequest, names: string[]): { params: Record<string, string>; invalid: string[] } {
  const params: Record<string, string> = {};
  const invalid: string[] = [];
  names.forEach((name, i) => {
    const raw = uReq.getParameter(i) ?? '';
    let value: string | null;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = null;
    }
    if (value === null || hasNul(value)) {
      invalid.push(name);
      params[name] = raw.replace(/\u0000/g, '');
    } else {
      params[name] = value;
    }
  });
  return { params, invalid };
}

/**
 * Serves one request. Nothing thrown or rejected here may escape into uWS (an exception in a uWS callback ends
 * the process): every handler call goes through `run`, every error through `fail` (which falls back to a fixed
 * 500 when onError throws), and every write through `respond` (which never sends a header that would split the
 * response, and closes the connection when uWS refuses the reply).
 */
function handle(
  res: uWS.HttpResponse,
  uReq: uWS.HttpRequest,
  handler: Handler,
  bodyMode: BodyMode,
  names: string[],
  options: ServerOptions,
): void {
  const controller = new AbortController();
  const state = { aborted: false, done: false, received: 0 };
  // First, so that an answer written later (after an await) is always allowed by uWS.
  res.onAborted(() => {
    state.aborted = true;
    controller.abort(new Error('client disconnected'));
  });
  const req: HttpRequest = {
    method: '',
    path: '',
    query: new URLSearchParams(),
    headers: {},
    params: {},
    ip: '',
    signal: controller.signal,
    bytesReceived: () => state.received,
  };

  const respond = (given: HttpReply): void => {
    if (state.aborted || state.done) return;
    state.done = true;
    // uWS writes header text as it is: CR, LF or NUL in one would split the response. Never send such a reply.
    const reply = Object.entries(given.headers ?? {}).some(([k, v]) => UNSAFE_HEADER.test(k) || UNSAFE_HEADER.test(v)) ? LAST_RESORT : given;
    try {
      res.cork(() => {
        res.writeStatus(`${reply.status} ${STATUS_TEXT[reply.status] ?? 'Unknown'}`);
        for (const [k, v] of Object.entries(reply.headers ?? {})) res.writeHeader(k, v);
        res.end(reply.body ?? '', reply.close ?? false);
      });
    } catch {
      // uWS refused to write the reply: drop this connection, never the process.
      try {
        res.close();
      } catch {
        // Already closed.
      }
    }
  };
  const fail = (err: unknown): void => {
    let reply: HttpReply;
    try {
      reply = options.onError(err, req);
    } catch {
      reply = LAST_RESORT;
    }
    respond(reply);
  };
  const run = (): void => {
    let pending: Promise<HttpReply>;
    try {
      pending = Promise.resolve(handler(req));
    } catch (err) {
      fail(err);
      return;
    }
    pending.then(respond, fail).catch(() => {
      // respond and fail do not throw; this only keeps a rejection from ever going unhandled.
    });
  };

  try {
    // Copy everything out of uReq now: it is invalid after this function returns or awaits.
    uReq.forEach((k, v) => {
      req.headers[k] = req.headers[k] === undefined ? v : `${req.headers[k]}, ${v}`;
    });
    const { params, invalid } = readParams(uReq, names);
    req.params = params;
    if (invalid.length > 0) req.invalidParams = invalid;
    req.method = uReq.getMethod().toUpperCase();
    req.path = uReq.getUrl();
    req.query = new URLSearchParams(uReq.getQuery() ?? '');
    req.ip = decodeIp(res);
  } catch (err) {
    fail(err);
    return;
  }

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
    // A disconnect destroys the stream with an error; without a listener of its own, one that comes before the
    // handler reads the body (or after it gave up on it) would be an unhandled 'error' event: a crash.
    stream.on('error', () => {});
    req.stream = stream;
    res.onData((chunk, isLast) => {
      try {
        state.received += chunk.byteLength;
        // uWS reuses the chunk's memory after this callback: copy it.
        const more = stream.push(Buffer.from(chunk.slice(0)));
        if (isLast) stream.push(null);
        else if (!more && !paused) {
          paused = true;
          res.pause();
        }
      } catch (err) {
        stream.destroy(err as Error);
      }
    });
    controller.signal.addEventListener('abort', () => stream.destroy(new Error('client disconnected')), { once: true });
    run();
    return;
  }

  if (bodyMode === 'json') {
    const chunks: Buffer[] = [];
    res.onData((chunk, isLast) => {
      try {
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
          req.jsonMayHoldNul = text.includes('\\u0000');
        } catch (err) {
          fail(Object.assign(new SyntaxError('Request body is not valid JSON'), { cause: err }));
          return;
        }
        run();
      } catch (err) {
        fail(err);
      }
    });
    return;
  }

  run();
}

export { BodyTooLarge };
