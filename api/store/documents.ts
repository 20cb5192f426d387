/**
 * SQL for the documents table and the uploaded bytes of documents (documents_files: kept as long as the document,
 * for the worker that runs a queued one and for page images of a processed one). Every timestamp
 * is passed in from ctx.clock; json columns are written as text cast to jsonb so both drivers agree.
 */
import { errorBody } from '../errors.ts';
import type { Sql } from './db.ts';
import { replaceIdempotentAnswer } from './idempotency.ts';
import type { JsonText } from './json-text.ts';

export type DocumentStatus = 'queued' | 'processing' | 'completed' | 'failed';

export interface DocumentRow {
  id: string;
  organization_id: string;
  file_name: string;
  file_type: string;
  file_size: number;
  document_type: string;
  requested_document_type: string;
  status: DocumentStatus;
  page_count: number;
  pages_processed: number;
  confidence: number | null;
  extracted_data: Record<string, unknown> | null;
  metadata: Record<string, unknown>;
  raw_text: { pages: Array<{ pageNumber: number; text: string }> } | null;
  error: { code: string; message: string; details: string } | null;
  progress: { currentPage: number; totalPages: number; percentComplete: number; estimatedCompletionTime?: string } | null;
  options: Record<string, unknown>;
  storage_path: string | null;
  webhook_url: string | null;
  webhook_secret: string | null;
  callback_metadata: Record<string, unknown> | null;
  priority: 'normal' | 'high';
  created_at: Date;
  started_at: Date | null;
  processed_at: Date | null;
}

export interface NewDocument {
  id: string;
  organizationId: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  documentType: string;
  requestedDocumentType: string;
  status: 'queued' | 'processing';
  pageCount: number;
  options: Record<string, unknown>;
  progress: DocumentRow['progress'];
  webhookUrl: string | null;
  webhookSecret: string | null;
  callbackMetadata: Record<string, unknown> | null;
  priority: 'normal' | 'high';
  createdAt: Date;
}

// jsonb parameters are passed as objects: both drivers serialise them by the parameter's described type (a
// pre-serialised string would be stored by postgres.js as a JSON string). Top-level values are never arrays.
const json = (v: unknown): unknown => (v === undefined ? null : v);

/** Inserts a new document row. */
export async function insertDocument(sql: Sql, d: NewDocument): Promise<void> {
  await sql.query(
    `INSERT INTO documents (id, organization_id, file_name, file_type, file_size, document_type, requested_document_type,
       status, page_count, options, progress, webhook_url, webhook_secret, callback_metadata, priority, created_at, started_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10::jsonb,$11::jsonb,$12,$13,$14::jsonb,$15,$16,$17)`,
    [
      d.id, d.organizationId, d.fileName, d.fileType, d.fileSize, d.documentType, d.requestedDocumentType, d.status,
      d.pageCount, json(d.options), json(d.progress), d.webhookUrl, d.webhookSecret, json(d.callbackMetadata), d.priority,
      d.createdAt, d.status === 'processing' ? d.createdAt : null,
    ],
  );
}

/** One document of one organization, or null (another organization's id reads as null). */
export async function getDocument(sql: Sql, organizationId: string, id: string): Promise<DocumentRow | null> {
  const rows = await sql.query<DocumentRow>('SELECT * FROM documents WHERE id = $1 AND organization_id = $2', [id, organizationId]);
  return rows[0] ?? null;
}

/** A document by id alone (queue workers). */
export async function getDocumentById(sql: Sql, id: string): Promise<DocumentRow | null> {
  const rows = await sql.query<DocumentRow>('SELECT * FROM documents WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Moves a queued document to processing. */
export async function markDocumentProcessing(sql: Sql, id: string, progress: DocumentRow['progress'], at: Date): Promise<void> {
  await sql.query(
    `UPDATE documents SET status = 'processing', started_at = $2, progress = $3::jsonb
      WHERE id = $1 AND status IN ('queued', 'processing')`,
    [id, at, json(progress)],
  );
}

/** Puts a document whose run was interrupted (shutdown) back in the queue. */
export async function markDocumentQueued(sql: Sql, id: string): Promise<void> {
  await sql.query(`UPDATE documents SET status = 'queued' WHERE id = $1 AND status = 'processing'`, [id]);
}

/** Writes progress of a document being processed. */
export async function updateDocumentProgress(sql: Sql, id: string, progress: NonNullable<DocumentRow['progress']>): Promise<void> {
  await sql.query(`UPDATE documents SET progress = $2::jsonb WHERE id = $1 AND status = 'processing'`, [id, json(progress)]);
}

export interface CompletedFields {
  documentType: string;
  fileType: string;
  pagesProcessed: number;
  confidence: number;
  extractedData: JsonText<DocumentRow['extracted_data']>;
  metadata: JsonText<DocumentRow['metadata']>;
  rawText: JsonText<DocumentRow['raw_text']>;
  processedAt: Date;
}

/**
 * Stores a result. Only a document still in progress changes: completed results never change afterwards. The
 * statement also records the type the document was processed as in document_usage_types (once per document), so
 * usage statistics report the detected type rather than the requested one (the ledger's usage row, written at
 * charge time and append-only, keeps the requested type).
 */
export async function completeDocument(sql: Sql, id: string, r: CompletedFields): Promise<boolean> {
  const rows = await sql.query(
    `WITH done AS (
       UPDATE documents SET status = 'completed', document_type = $2, file_type = $3, pages_processed = $4, confidence = $5,
         extracted_data = $6::text::jsonb, metadata = $7::text::jsonb, raw_text = $8::text::jsonb, progress = NULL, error = NULL, processed_at = $9
       WHERE id = $1 AND status IN ('queued', 'processing') RETURNING id, organization_id, document_type
     ), typed AS (
       INSERT INTO document_usage_types (document_id, organization_id, document_type, created_at)
       SELECT id, organization_id, document_type, $9 FROM done
       ON CONFLICT (document_id) DO NOTHING
     )
     SELECT id FROM done`,
    [id, r.documentType, r.fileType, r.pagesProcessed, r.confidence, r.extractedData, r.metadata, r.rawText, r.processedAt],
  );
  return rows.length === 1;
}

/** Marks a document failed with its error object. Returns false when it had already ended. */
export async function failDocument(sql: Sql, id: string, error: NonNullable<DocumentRow['error']>, metadata: Record<string, unknown>, at: Date): Promise<boolean> {
  const rows = await sql.query(
    `UPDATE documents SET status = 'failed', error = $2::jsonb, metadata = metadata || $3::jsonb, progress = NULL,
       pages_processed = 0, processed_at = $4
     WHERE id = $1 AND status IN ('queued', 'processing') RETURNING id`,
    [id, json(error), json(metadata), at],
  );
  return rows.length === 1;
}

/**
 * Deletes a document unless it is processing. Returns 'deleted', 'processing' or 'missing'. Its job's result is
 * cleared and its webhook deliveries (whose payloads carry the extracted data) are removed too, pending retries
 * included, since deletion removes the extracted data permanently. Run it in a transaction: the row lock taken
 * here is what scheduleDocumentWebhook waits on, so no delivery of the document can be recorded after it.
 */
export async function deleteDocument(sql: Sql, organizationId: string, id: string): Promise<'deleted' | 'processing' | 'missing'> {
  const rows = await sql.query<{ status: DocumentStatus }>(
    'SELECT status FROM documents WHERE id = $1 AND organization_id = $2 FOR UPDATE',
    [id, organizationId],
  );
  if (rows.length === 0) return 'missing';
  if (rows[0].status === 'processing') return 'processing';
  await deleteDocumentFile(sql, id);
  await sql.query('UPDATE jobs SET result = NULL WHERE document_id = $1', [id]);
  await sql.query('DELETE FROM webhook_deliveries WHERE document_id = $1', [id]);
  // A replay of the request that created the document would hand its data back: the stored answer becomes the
  // not-found one. The key stays bound, so a retry with it is not processed (and charged) again.
  await replaceIdempotentAnswer(sql, organizationId, id, 404, errorBody('DOCUMENT_NOT_FOUND', 'The document this request created has been deleted'));
  await sql.query('DELETE FROM documents WHERE id = $1', [id]);
  return 'deleted';
}

export interface DocumentFilters {
  documentType: string | null;
  status: DocumentStatus | null;
  startDate: Date | null;
  endDate: Date | null;
  search: string | null;
  sortBy: 'createdAt' | 'processedAt' | 'fileName' | 'confidence';
  sortOrder: 'asc' | 'desc';
  page: number;
  limit: number;
}

const SORT_COLUMNS: Record<DocumentFilters['sortBy'], string> = {
  createdAt: 'created_at',
  processedAt: 'processed_at',
  fileName: 'file_name',
  confidence: 'confidence',
};

/** One page of an organization's documents and the total count under the filters. */
export async function listDocuments(sql: Sql, organizationId: string, f: DocumentFilters): Promise<{ rows: DocumentRow[]; total: number }> {
  const where = ['organization_id = $1'];
  const params: unknown[] = [organizationId];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (f.documentType) add((n) => `document_type = ${n}`, f.documentType);
  if (f.status) add((n) => `status = ${n}`, f.status);
  if (f.startDate) add((n) => `created_at >= ${n}`, f.startDate);
  if (f.endDate) add((n) => `created_at <= ${n}`, f.endDate);
  if (f.search) {
    const pattern = '%' + f.search.replace(/[\\%_]/g, (c) => '\\' + c) + '%';
    params.push(pattern, f.search);
    where.push(`(file_name ILIKE $${params.length - 1} OR id = $${params.length})`);
  }
  const whereSql = where.join(' AND ');
  const order = `${SORT_COLUMNS[f.sortBy]} ${f.sortOrder === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, id ${f.sortOrder === 'asc' ? 'ASC' : 'DESC'}`;
  const count = await sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM documents WHERE ${whereSql}`, params);
  const rows = await sql.query<DocumentRow>(
    `SELECT id, organization_id, file_name, file_type, file_size, document_type, status, pages_processed, confidence, created_at, processed_at
       FROM documents WHERE ${whereSql} ORDER BY ${order} LIMIT ${f.limit} OFFSET ${(f.page - 1) * f.limit}`,
    params,
  );
  return { rows, total: count[0]?.n ?? 0 };
}

/** Stores the bytes of a document in the database (scaled mode: shared by api and worker machines). */
export async function saveDocumentFile(sql: Sql, documentId: string, bytes: Uint8Array, at: Date): Promise<void> {
  await sql.query('INSERT INTO documents_files (document_id, bytes, created_at) VALUES ($1, $2, $3)', [documentId, bytes, at]);
}

/** The stored bytes of a document, or null. */
export async function loadDocumentFile(sql: Sql, documentId: string): Promise<Uint8Array | null> {
  const rows = await sql.query<{ bytes: Uint8Array }>('SELECT bytes FROM documents_files WHERE document_id = $1', [documentId]);
  return rows[0]?.bytes ?? null;
}

/** Whether the bytes of a document are stored (documents processed before files were kept have none). */
export async function hasDocumentFile(sql: Sql, documentId: string): Promise<boolean> {
  const rows = await sql.query('SELECT 1 FROM documents_files WHERE document_id = $1', [documentId]);
  return rows.length > 0;
}

/**
 * Stores the bytes of a document unless they already are (queued documents were stored on upload): checked first
 * so that the bytes are not sent to the database a second time.
 */
export async function keepDocumentFile(sql: Sql, documentId: string, bytes: Uint8Array, at: Date): Promise<void> {
  if (await hasDocumentFile(sql, documentId)) return;
  await sql.query('INSERT INTO documents_files (document_id, bytes, created_at) VALUES ($1, $2, $3) ON CONFLICT (document_id) DO NOTHING', [documentId, bytes, at]);
}

/** Drops the stored bytes of a document (the document is being deleted). */
export async function deleteDocumentFile(sql: Sql, documentId: string): Promise<void> {
  await sql.query('DELETE FROM documents_files WHERE document_id = $1', [documentId]);
}
