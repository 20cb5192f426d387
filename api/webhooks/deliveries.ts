/**
 * Completion webhooks of async submissions (spec "Events"): one delivery row per event in webhook_deliveries
 * (the source of truth), a first attempt at once, then retries after 1 m, 5 m, 30 m, 2 h and 24 h (±10 % jitter)
 * on anything but 2xx, driven by next_attempt_at and a periodic sweep, so a restart loses nothing. The delivery
 * id, the payload and X-Service-Timestamp (the event time, stored as event_timestamp) are the same on every
 * attempt; X-Service-Retry-Count counts 0..5; the Standard Webhooks timestamp and signature are fresh on
 * each attempt (sign.ts). 410 Gone stops retries; Retry-After on 429/503 is honoured when longer than the schedule.
 *
 * Deleting a document deletes its deliveries in the same transaction (store/documents.ts deleteDocument): an
 * attempt reads its delivery row again just before sending and sends nothing once the row is gone, and its
 * outcome update then matches no row, so no retry of a deleted document's payload is ever scheduled or sent.
 */
import type { AppContext } from '../context.ts';
import { newId } from '../ids.ts';
import type { DocumentRow } from '../store/documents.ts';
import { deliveryHeaders } from './sign.ts';
import { sendWebhook } from './transport.ts';

/** Delays before retries 1..5, in seconds. */
export const RETRY_DELAYS_S = [60, 300, 1800, 7200, 86400];
const CLAIM_MS = 90_000;

interface DeliveryRow {
  id: string;
  organization_id: string;
  document_id: string;
  event: string;
  url: string;
  payload: string;
  attempts: number;
  secret: string | null;
  /** The time of the event (the payload's `timestamp`); rows written before it was recorded fall back to created_at. */
  event_timestamp: Date | string;
}

/** What a claim returns: the payload is read by the attempt itself, just before it sends. */
type Claimed = Pick<DeliveryRow, 'id' | 'document_id'>;

const DELIVERY_COLUMNS = 'id, organization_id, document_id, event, url, payload, attempts, secret, COALESCE(event_timestamp, created_at) AS event_timestamp';

/** The spec's payload for a finished document. */
export function webhookPayload(row: DocumentRow, at: Date): { event: string; body: string } {
  const event = row.status === 'completed' ? 'document.completed' : 'document.failed';
  const meta = row.metadata as { processingTimeMs?: number; modelVersion?: string };
  const data =
    row.status === 'completed'
      ? {
          id: row.id,
          organizationId: row.organization_id,
          fileName: row.file_name,
          documentType: row.document_type,
          status: row.status,
          pagesProcessed: row.pages_processed,
          confidence: row.confidence,
          extractedData: row.extracted_data,
          metadata: { processingTimeMs: meta.processingTimeMs ?? 0, modelVersion: meta.modelVersion ?? '' },
          processedAt: row.processed_at ? new Date(row.processed_at).toISOString() : null,
        }
      : { id: row.id, organizationId: row.organization_id, status: row.status, error: row.error };
  const body = JSON.stringify({ event, timestamp: at.toISOString(), data, callbackMetadata: row.callback_metadata ?? {} });
  return { event, body };
}

/**
 * Records the delivery of a finished document's webhook and makes the first attempt in the background.
 * One delivery per document and event, even when called twice. Nothing is recorded for a document deleted in the
 * meantime: the document row is share-locked while the delivery is inserted, so a concurrent deletion (which
 * locks it for update) either commits first, and there is nothing to deliver, or waits and deletes the delivery.
 */
export async function scheduleDocumentWebhook(ctx: AppContext, row: DocumentRow): Promise<void> {
  if (!row.webhook_url) return;
  const at = ctx.clock.now();
  const { event, body } = webhookPayload(row, at);
  const id = newId('dlv');
  const webhookUrl = row.webhook_url;
  const inserted = await ctx.db.tx(async (sql) => {
    const present = await sql.query('SELECT 1 FROM documents WHERE id = $1 FOR SHARE', [row.id]);
    if (present.length === 0) return [];
    return sql.query<Claimed>(
      `INSERT INTO webhook_deliveries (id, organization_id, document_id, event, url, payload, attempts, status, next_attempt_at, secret, event_timestamp, created_at, updated_at)
       SELECT $1, $2, $3, $4, $5, $6, 0, 'pending', $7, $8, $9, $9, $9
        WHERE NOT EXISTS (SELECT 1 FROM webhook_deliveries WHERE document_id = $3 AND event = $4)
       RETURNING id, document_id`,
      [id, row.organization_id, row.id, event, webhookUrl, body, new Date(at.getTime() + CLAIM_MS), row.webhook_secret, at],
    );
  });
  // The row is claimed for CLAIM_MS, so the sweeper leaves this first attempt to us unless we die first.
  if (inserted[0]) void attempt(ctx, inserted[0]).catch((err) => ctx.log.error('webhook attempt failed', { err: String(err) }));
}

function jitter(seconds: number): number {
  return seconds * (0.9 + Math.random() * 0.2);
}

/**
 * Sends one attempt of a claimed delivery and records its outcome and the next attempt time. The row is read
 * again first: a delivery removed since it was claimed (its document was deleted) is not sent, and the payload
 * sent is the one stored now.
 */
async function attempt(ctx: AppContext, claimed: Claimed): Promise<void> {
  const current = await ctx.db.query<DeliveryRow>(`SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries WHERE id = $1 AND status = 'pending'`, [claimed.id]);
  const d = current[0];
  if (!d) {
    ctx.log.info('webhook attempt skipped: delivery removed', { deliveryId: claimed.id, documentId: claimed.document_id });
    return;
  }
  const at = ctx.clock.now();
  const headers = deliveryHeaders({
    deliveryId: d.id, event: d.event, body: d.payload, secret: d.secret, at, eventAt: new Date(d.event_timestamp), retryCount: d.attempts,
  });
  const result = await sendWebhook(d.url, headers, d.payload);
  const attempts = d.attempts + 1;
  const now = ctx.clock.now();
  let status: 'delivered' | 'pending' | 'failed';
  let next: Date | null = null;
  if (result.ok) status = 'delivered';
  else if (result.status === 410 || attempts > RETRY_DELAYS_S.length) status = 'failed';
  else {
    status = 'pending';
    const delay = Math.max(jitter(RETRY_DELAYS_S[attempts - 1]), result.retryAfterSeconds ?? 0);
    next = new Date(now.getTime() + delay * 1000);
  }
  // Matches no row when the document (and so the delivery) was deleted while this attempt was in flight.
  await ctx.db.query(
    `UPDATE webhook_deliveries SET attempts = $2, status = $3, next_attempt_at = $4, last_status = $5, last_error = $6, updated_at = $7
      WHERE id = $1`,
    [d.id, attempts, status, next, result.status, result.error, now],
  );
  ctx.log.info('webhook attempt', { deliveryId: d.id, attempt: attempts, status: result.status, outcome: status, ms: result.durationMs });
}

/**
 * Claims the deliveries due at the clock's now and attempts them. Returns how many were attempted.
 * Claiming pushes next_attempt_at forward first, so two sweepers (or processes) never send the same attempt.
 */
export async function runDueDeliveries(ctx: AppContext, limit = 20): Promise<number> {
  const now = ctx.clock.now();
  const due = await ctx.db.query<Claimed>(
    `UPDATE webhook_deliveries SET next_attempt_at = $2
      WHERE id IN (SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= $1
                    ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING id, document_id`,
    [now, new Date(now.getTime() + CLAIM_MS)],
  );
  await Promise.all(due.map((d) => attempt(ctx, d).catch((err) => ctx.log.error('webhook attempt failed', { err: String(err) }))));
  return due.length;
}
