/**
 * A loopback HTTPS receiver for webhook tests: a throwaway self-signed certificate for 127.0.0.1, which the
 * service's webhook transport is told to trust (and 127.0.0.1 to allow) until `close()`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTransportOptionsForTests } from '../../api/webhooks/transport.ts';

export interface WebhookReceiver {
  port: number;
  /** `https://127.0.0.1:<port>/hook` */
  url: string;
  /** Ends open connections, stops the server, restores the transport and removes the certificate. */
  close(): void;
}

/** Starts the receiver; `onRequest` gets each request with its whole body and answers it (or holds `res`). */
export async function startWebhookReceiver(onRequest: (req: IncomingMessage, body: string, res: ServerResponse) => void): Promise<WebhookReceiver> {
  const dir = mkdtempSync(join(tmpdir(), 'des-hook-'));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'k.pem'), '-out', join(dir, 'c.pem'),
    '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
  ], { stdio: 'ignore' });
  const cert = readFileSync(join(dir, 'c.pem'));
  const server = createServer({ key: readFileSync(join(dir, 'k.pem')), cert }, (req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => onRequest(req, body, res));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  const restore = setTransportOptionsForTests({ allowHosts: ['127.0.0.1'], ca: cert });
  return {
    port,
    url: `https://127.0.0.1:${port}/hook`,
    close: () => {
      restore();
      server.closeAllConnections();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits (up to 10 s, polling every 25 ms) until `ok` holds; fails naming `what` otherwise. */
export async function until(what: string, ok: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 400; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}
