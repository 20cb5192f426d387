/**
 * Webhook signatures. Two schemes go out on every delivery (RELIABILITY 1.2):
 * - the spec's `X-Service-Signature`: hex HMAC-SHA256 over the raw JSON payload, keyed with webhookSecret;
 * - Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`), HMAC-SHA256 over
 *   `${id}.${unixSeconds}.${body}`, so receivers can verify with the standardwebhooks or svix libraries.
 */
import { createHmac } from 'node:crypto';

/** Standard Webhooks secrets are `whsec_<base64>`; any other string is used as raw UTF-8 key bytes. */
export function secretKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

/** `v1,<base64 HMAC-SHA256(key, "${id}.${timestamp}.${body}")>` (Standard Webhooks). */
export function standardSignature(id: string, unixSeconds: number, body: string, secret: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${unixSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The spec's X-Service-Signature: hex HMAC-SHA256 of the raw body keyed with the secret's UTF-8 bytes. */
export function serviceSignature(body: string, secret: string): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(body).digest('hex');
}

/**
 * All headers of one attempt. The spec's headers describe the event: `X-Service-Timestamp` is the time of the
 * event (`eventAt`, the payload's `timestamp`, the same on every attempt), `X-Service-Signature` covers the JSON
 * payload, which carries that timestamp. `X-Service-Retry-Count` is 0 on the first attempt and 1..5 on the
 * retries (RELIABILITY.md W5: a receiver can tell a first delivery from a retry without missing headers). The Standard Webhooks
 * headers are per attempt: `webhook-timestamp` is the attempt time (`at`) and `webhook-signature` is computed
 * afresh over it, so receivers with a 5-minute tolerance accept retries sent hours after the event.
 */
export function deliveryHeaders(
  args: { deliveryId: string; event: string; body: string; secret: string | null; at: Date; eventAt: Date; retryCount: number },
): Record<string, string> {
  const unix = Math.floor(args.at.getTime() / 1000);
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': 'document-extraction-service-webhooks/1',
    'X-Service-Event': args.event,
    'X-Service-Timestamp': args.eventAt.toISOString(),
    'X-Service-Delivery-Id': args.deliveryId,
    'X-Service-Retry-Count': String(args.retryCount),
    'webhook-id': args.deliveryId,
    'webhook-timestamp': String(unix),
  };
  if (args.secret) {
    headers['X-Service-Signature'] = serviceSignature(args.body, args.secret);
    headers['webhook-signature'] = standardSignature(args.deliveryId, unix, args.body, args.secret);
  }
  return headers;
}
