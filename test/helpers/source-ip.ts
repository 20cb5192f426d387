/**
 * HTTP calls from a chosen loopback source address (any 127.x.y.z works on Linux). Lockout tests give each case
 * its own client IP, so counters never leak between cases, runs, or apps sharing one Redis.
 */
import { request } from 'node:http';
import { randomInt } from 'node:crypto';

export interface IpResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  text: string;
}

/** A random loopback address other than 127.0.0.1. */
export function randomLoopbackIp(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Sends one request to `baseUrl + path` from `ip`, with JSON body when given. */
export function callFrom(
  ip: string,
  baseUrl: string,
  method: string,
  path: string,
  opts: { key?: string; headers?: Record<string, string>; json?: unknown } = {},
): Promise<IpResponse> {
  const url = new URL(path, baseUrl);
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers['X-API-Key'] = opts.key;
  let payload: string | undefined;
  if (opts.json !== undefined) {
    payload = JSON.stringify(opts.json);
    headers['Content-Type'] = 'application/json';
    headers['Content-Length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, method, headers, localAddress: ip, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = text;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
