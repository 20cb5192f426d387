/**
 * One outbound webhook POST with the RELIABILITY 1.2/1.3 guards: https only, the resolved address checked at
 * connect time through a custom `lookup` (DNS rebinding, names resolving to private space), literal IPs checked
 * before connecting (Node skips `lookup` for them), no redirects followed (3xx is a failure), one 30 s deadline
 * for connect + TLS + headers + body, at most 64 KB of the response read, no connection reuse.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { classifyAddress, validateWebhookUrl } from './ssrf.ts';

export interface TransportOptions {
  /** Exact host names / IP literals exempt from the public-address rule. Empty in production; tests add 127.0.0.1. */
  allowHosts: string[];
  /** Extra CA certificate(s) to trust (tests use a self-signed loopback receiver). */
  ca?: string | Buffer;
  /** DNS resolver (tests inject one; production uses the system resolver). */
  resolve?: (host: string) => Promise<LookupAddress[]>;
  timeoutMs: number;
  maxResponseBytes: number;
}

const defaults: TransportOptions = { allowHosts: [], timeoutMs: 30_000, maxResponseBytes: 64 * 1024 };
let current: TransportOptions = { ...defaults };

/** The options in force (production: empty allow-list, system DNS, 30 s, 64 KB). */
export function transportOptions(): Readonly<TransportOptions> {
  return current;
}

/** Test seam: overrides transport options for this process; returns a function restoring the previous ones. */
export function setTransportOptionsForTests(patch: Partial<TransportOptions>): () => void {
  const previous = current;
  current = { ...current, ...patch };
  return () => {
    current = previous;
  };
}

export interface SendResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  /** Seconds from a Retry-After header on 429/503, if any. */
  retryAfterSeconds: number | null;
  durationMs: number;
}

function systemResolve(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) => {
    dnsLookup(host, { all: true }, (err, addresses) => (err ? reject(err) : resolve(addresses)));
  });
}

/** A `lookup` for node:net that refuses when any answer is not public (unless the host is allow-listed). */
function guardedLookup(opts: TransportOptions): LookupFunction {
  return (hostname, options, callback) => {
    const resolve = opts.resolve ?? systemResolve;
    resolve(hostname).then(
      (addresses) => {
        const allowed = opts.allowHosts.includes(hostname.toLowerCase());
        const bad = addresses.find((a) => !allowed && !opts.allowHosts.includes(a.address) && classifyAddress(a.address) !== 'public');
        if (bad || addresses.length === 0) {
          const err = Object.assign(new Error(`refused: ${hostname} resolves to a non-public address ${bad?.address ?? '(none)'}`), { code: 'ESSRF' });
          callback(err, '', 4);
          return;
        }
        if ((options as { all?: boolean }).all) callback(null, addresses as never);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 4),
    );
  };
}

/** POSTs `body` to `rawUrl` once. Never throws: failures come back as `{ ok: false, error }`. */
export function sendWebhook(rawUrl: string, headers: Record<string, string>, body: string): Promise<SendResult> {
  const opts = current;
  const started = Date.now();
  const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({ ...r, durationMs: Date.now() - started });
  let url: URL;
  try {
    url = validateWebhookUrl(rawUrl, opts.allowHosts);
  } catch (err) {
    return Promise.resolve(done({ ok: false, status: null, error: (err as Error).message, retryAfterSeconds: null }));
  }
  return new Promise((resolve) => {
    let finished = false;
    const finish = (r: Omit<SendResult, 'durationMs'>) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      req.destroy();
      resolve(done(r));
    };
    const req = https.request(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      agent: false,
      lookup: guardedLookup(opts),
      ca: opts.ca,
    });
    const timer = setTimeout(() => finish({ ok: false, status: null, error: `timed out after ${opts.timeoutMs} ms`, retryAfterSeconds: null }), opts.timeoutMs);
    req.on('error', (err) => finish({ ok: false, status: null, error: err.message, retryAfterSeconds: null }));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      const retryAfter = Number(res.headers['retry-after']);
      const result = {
        ok: status >= 200 && status < 300,
        status,
        error: status >= 200 && status < 300 ? null : `receiver answered ${status}`,
        retryAfterSeconds: (status === 429 || status === 503) && Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      };
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        // The receiver's body is irrelevant beyond a small cap: stop reading and close.
        if (read >= opts.maxResponseBytes) finish(result);
      });
      res.on('end', () => finish(result));
      res.on('error', () => finish(result));
    });
    req.end(body);
  });
}
