/**
 * POST /v1/documents/process (sync) and POST /v1/documents/process/async (spec "Documents").
 *
 * Decisions (documented in the README's API notes):
 * - Structural problems of the multipart body (not multipart, malformed, no file, two files, too many parts,
 *   oversized field) answer 400 INVALID_REQUEST; bad field values answer the spec's code for them
 *   (INVALID_DOCUMENT_TYPE, INVALID_WEBHOOK_URL, INVALID_PARAMETER); priority=high on the free plan 403 FORBIDDEN.
 * - The file type is sniffed from the bytes: PNG bytes named .pdf are processed as PNG. A supported type that
 *   cannot be parsed (corrupt PDF, encrypted, over the page/pixel caps) answers 422 VALIDATION_ERROR with
 *   details.file; nothing is charged.
 * - A sync document whose processing fails is stored as failed, its credits are refunded, and the answer is
 *   500 PROCESSING_FAILED with details {documentId, jobId, code}; the document stays readable.
 * - Idempotency-Key (optional, ≤ 255 printable characters): the first answer is replayed for 24 h; same key
 *   with a different request → 422 IDEMPOTENCY_KEY_REUSED; while the first is running → 409 IDEMPOTENCY_IN_PROGRESS.
 */
import { createHash } from 'node:crypto';
import type { AppContext, Principal } from '../context.ts';
import { ApiError, apiError, errorBody } from '../errors.ts';
import { checkContentLength, parseMultipart, processLimits, type MultipartResult } from '../http/multipart.ts';
import { errorReply, type RouteDef } from '../http/pipeline.ts';
import { ok, rawJson } from '../http/reply.ts';
import type { HttpReply, HttpRequest } from '../http/uws.ts';
import { acceptDocument, ESTIMATE_MS_PER_PAGE, inspectUpload } from '../processing/accept.ts';
import { parseAsyncFields, parseProcessFields, type AsyncFields, type ProcessFields } from '../processing/fields.ts';
import { sanitizeFileName } from '../processing/names.ts';
import { documentView } from '../processing/present.ts';
import { runDocument } from '../processing/run.ts';
import { beginIdempotent, finishIdempotent, releaseIdempotent } from '../store/idempotency.ts';

type Mode = 'sync' | 'async';

/** Reads the body; any failure is answered at once with the connection closed (the rest is never read). */
async function readUpload(ctx: AppContext, req: HttpRequest): Promise<MultipartResult | HttpReply> {
  try {
    checkContentLength(req.headers, ctx.config.maxUploadBytes);
    if (!req.stream) throw apiError('INVALID_REQUEST', 'Request body missing');
    return await parseMultipart(req.stream, req.headers, processLimits(ctx.config.maxUploadBytes));
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // How much was read before refusing: U1 asserts an oversized upload is not read to its end.
    ctx.log.info('upload rejected', { code: err.code, bytesReceived: req.bytesReceived() });
    return { ...errorReply(ctx, err, req), close: true };
  }
}

function requestHash(mode: Mode, upload: MultipartResult): string {
  const h = createHash('sha256');
  h.update(`${mode}\n`);
  const fields = [...upload.fields.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  h.update(JSON.stringify(fields));
  h.update(`\n${upload.file?.fileName ?? ''}\n`);
  if (upload.file) h.update(upload.file.bytes);
  return h.digest('hex');
}

function idempotencyKey(req: HttpRequest): string | null {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return null;
  const key = raw.trim();
  if (key === '' || key.length > 255 || !/^[\x21-\x7e]+$/.test(key)) {
    throw apiError('INVALID_REQUEST', 'Idempotency-Key must be 1 to 255 printable ASCII characters');
  }
  return key;
}

/** Charges and records the upload (see acceptDocument) under its sanitised name. */
function accept(
  ctx: AppContext,
  principal: Principal,
  upload: MultipartResult,
  inspected: Awaited<ReturnType<typeof inspectUpload>>,
  fields: ProcessFields,
  mode: 'sync' | 'async',
  estimatedCompletion: Date,
) {
  const file = upload.file!;
  return acceptDocument(ctx, {
    principal,
    fileName: sanitizeFileName(file.fileName),
    fileSize: file.bytes.byteLength,
    inspected,
    fields,
    mode,
    bytes: file.bytes,
    estimatedCompletion,
  });
}

/** A process route's answer, with the document it created (for the idempotency record). */
type Processed = HttpReply & { documentId?: string };

async function processSync(ctx: AppContext, req: HttpRequest, principal: Principal, upload: MultipartResult, fields: ProcessFields): Promise<Processed> {
  const file = upload.file!;
  const inspected = await inspectUpload(ctx, file.bytes);
  const eta = new Date(ctx.clock.now().getTime() + inspected.pageCount * ESTIMATE_MS_PER_PAGE);
  const { doc, jobId } = await accept(ctx, principal, upload, inspected, fields, 'sync', eta);
  const out = await runDocument(ctx, doc, jobId, 1, file.bytes, { signal: req.signal });
  if (out.kind === 'completed') {
    return { ...ok({ ...documentView(out.row, { includeRawText: fields.includeRawText }), jobId }, 'Document processed successfully'), documentId: doc.id };
  }
  const code = out.kind === 'failed' ? (out.error?.code ?? 'INTERNAL') : 'INTERNAL';
  const message = out.kind === 'failed' && out.error ? `Document processing failed: ${out.error.message}` : 'Document processing was interrupted';
  return { ...rawJson(500, errorBody('PROCESSING_FAILED', message, { documentId: doc.id, jobId, code })), documentId: doc.id };
}

async function processAsync(ctx: AppContext, principal: Principal, upload: MultipartResult, fields: AsyncFields): Promise<Processed> {
  const file = upload.file!;
  const inspected = await inspectUpload(ctx, file.bytes);
  const waiting = await ctx.queue.waiting().catch(() => 0);
  const workers = Math.max(1, ctx.config.engine.workers);
  const etaMs = (Math.floor(waiting / workers) + 1) * inspected.pageCount * ESTIMATE_MS_PER_PAGE;
  const eta = new Date(ctx.clock.now().getTime() + etaMs);
  const { doc, jobId } = await accept(ctx, principal, upload, inspected, fields, 'async', eta);
  try {
    await ctx.queue.enqueue({ jobId, documentId: doc.id, organizationId: principal.organizationId, priority: fields.priority });
  } catch (err) {
    // The job is safely in Postgres; the maintenance sweep dispatches it once the queue is reachable again.
    ctx.log.warn('enqueue failed; job left for recovery', { jobId, err: String(err) });
  }
  const reply = ok(
    {
      id: doc.id,
      jobId,
      status: 'queued',
      estimatedCompletionTime: eta.toISOString(),
      queuePosition: waiting + 1,
      webhookConfigured: fields.webhookUrl !== null,
      createdAt: new Date(doc.created_at).toISOString(),
    },
    'Document accepted for processing; poll GET /v1/documents/:id or wait for the webhook',
    202,
  );
  return { ...reply, documentId: doc.id };
}

async function handle(ctx: AppContext, req: HttpRequest, principal: Principal, mode: Mode): Promise<HttpReply> {
  const key = idempotencyKey(req);
  const upload = await readUpload(ctx, req);
  if ('status' in upload) return upload;
  if (!upload.file) throw apiError('INVALID_REQUEST', 'A file is required in the form field "file"', { field: 'file' });
  const fields = mode === 'sync' ? parseProcessFields(upload.fields) : parseAsyncFields(upload.fields, principal);
  const run = () => (mode === 'sync' ? processSync(ctx, req, principal, upload, fields) : processAsync(ctx, principal, upload, fields as AsyncFields));
  if (key === null) return run();

  const org = principal.organizationId;
  const begun = await beginIdempotent(ctx.db, org, key, requestHash(mode, upload), ctx.clock.now());
  if (begun.kind === 'mismatch') throw apiError('IDEMPOTENCY_KEY_REUSED');
  if (begun.kind === 'in_progress') throw apiError('IDEMPOTENCY_IN_PROGRESS', undefined, undefined, { 'Retry-After': '1' });
  if (begun.kind === 'replay') return rawJson(begun.status, begun.body, { 'Idempotent-Replayed': 'true' });
  let reply: Processed;
  try {
    reply = await run();
  } catch (err) {
    // Client errors are final answers and are replayed; unexpected failures free the key for a retry, and so
    // does a 402: nothing was charged or stored, and the same request is to run once the credits are topped up.
    if (err instanceof ApiError && err.status < 500 && err.code !== 'INSUFFICIENT_CREDITS') reply = errorReply(ctx, err, req);
    else {
      await releaseIdempotent(ctx.db, org, key).catch(() => {});
      throw err;
    }
  }
  await finishIdempotent(ctx.db, org, key, reply.status, typeof reply.body === 'string' ? reply.body : Buffer.from(reply.body ?? '').toString('utf8'), reply.documentId ?? null);
  return reply;
}

/** The two process routes (rate-limit bucket 'process', body streamed). */
export function processRoutes(ctx: AppContext): RouteDef[] {
  return [
    { method: 'post', path: '/v1/documents/process', body: 'stream', auth: 'key', limit: 'process', handler: (req, p) => handle(ctx, req, p, 'sync') },
    { method: 'post', path: '/v1/documents/process/async', body: 'stream', auth: 'key', limit: 'process', handler: (req, p) => handle(ctx, req, p, 'async') },
  ];
}
