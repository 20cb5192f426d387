/** Turns stored rows into the spec's Document and Job objects (API-SPEC "Resources and their fields"). */
import type { DocumentRow } from '../store/documents.ts';
import type { JobRow } from '../store/jobs.ts';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** The list item form of a document. */
export function documentListItem(row: DocumentRow): Record<string, unknown> {
  return {
    id: row.id,
    fileName: row.file_name,
    fileType: row.file_type,
    fileSize: Number(row.file_size),
    documentType: row.document_type,
    status: row.status,
    pagesProcessed: row.pages_processed,
    confidence: row.status === 'completed' ? row.confidence : null,
    createdAt: iso(row.created_at),
    processedAt: iso(row.processed_at),
  };
}

/** The full Document; rawText only when asked for, progress only while in progress, error only when failed. */
export function documentView(row: DocumentRow, opts: { includeRawText: boolean }): Record<string, unknown> {
  const completed = row.status === 'completed';
  // The list item's fields, with organizationId after id and the timestamps moved to the end.
  const { id, createdAt, processedAt, ...item } = documentListItem(row);
  const out: Record<string, unknown> = {
    id,
    organizationId: row.organization_id,
    ...item,
    extractedData: completed ? row.extracted_data : null,
    metadata: row.metadata ?? {},
  };
  if (row.status === 'failed' && row.error) out.error = row.error;
  if (row.status === 'queued' || row.status === 'processing') {
    const p = row.progress ?? { currentPage: 0, totalPages: row.page_count, percentComplete: 0 };
    out.progress = { currentPage: p.currentPage, totalPages: p.totalPages, percentComplete: p.percentComplete };
    if (p.estimatedCompletionTime) out.estimatedCompletionTime = p.estimatedCompletionTime;
  }
  if (opts.includeRawText) out.rawText = completed ? (row.raw_text ?? { pages: [] }) : null;
  out.createdAt = createdAt;
  out.processedAt = processedAt;
  return out;
}

/** The Job object; `result` only on the single read of a completed job. */
export function jobView(row: JobRow, opts: { single: boolean }): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: row.id,
    status: row.status,
    progress: row.progress,
    documentType: row.document_type,
  };
  if (row.status === 'completed') {
    out.documentId = row.document_id;
    if (opts.single && row.result) out.result = row.result;
  }
  if (row.status === 'failed' && row.error) out.error = row.error;
  out.createdAt = iso(row.created_at);
  out.updatedAt = iso(row.updated_at);
  if (row.status === 'completed') out.completedAt = iso(row.completed_at);
  if (row.status === 'failed') out.failedAt = iso(row.failed_at);
  return out;
}
