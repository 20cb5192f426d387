/**
 * What both process endpoints do before any engine work: sniff the type from the bytes and count pages (the
 * name and the client's Content-Type are not trusted), check and charge credits (1 per page, 402 before any row
 * is written), then write the document and job rows. A file the engine cannot read is refused with 400/422 and
 * nothing is charged (RELIABILITY U3).
 */
import type { AppContext, Principal } from '../context.ts';
import { apiError } from '../errors.ts';
import { newId } from '../ids.ts';
import { refund, spend } from '../ledger/ledger.ts';
import { getDocumentById, insertDocument, saveDocumentFile, type DocumentRow } from '../store/documents.ts';
import { insertJob } from '../store/jobs.ts';
import type { AsyncFields, ProcessFields } from './fields.ts';
import { LEASE_MS } from './run.ts';
import type { FileKind } from '../../engine/types.ts';

export interface Inspected {
  fileKind: FileKind;
  mimeType: string;
  pageCount: number;
}

/** Rough time per page used for estimates before a run measures the real rate. */
export const ESTIMATE_MS_PER_PAGE = 2000;

/**
 * Sniffs and counts pages. Unsupported or empty → 400 INVALID_FILE_TYPE; a file of a supported type that cannot
 * be parsed (corrupt, encrypted, no pages, over the page or pixel caps) → 422 VALIDATION_ERROR with details.file.
 */
export async function inspectUpload(ctx: AppContext, bytes: Uint8Array): Promise<Inspected> {
  if (bytes.byteLength === 0) throw apiError('INVALID_FILE_TYPE', 'The uploaded file is empty', { file: 'empty file' });
  const counted = await ctx.engine.countPages(bytes);
  if (counted.ok) {
    if (counted.pageCount < 1) throw apiError('VALIDATION_ERROR', 'The file has no pages', { file: 'no pages' });
    return { fileKind: counted.fileKind, mimeType: counted.mimeType, pageCount: counted.pageCount };
  }
  const { code, message } = counted.error;
  switch (code) {
    case 'UNSUPPORTED_FORMAT':
      throw apiError('INVALID_FILE_TYPE', undefined, { file: message });
    case 'EMPTY_FILE':
      throw apiError('INVALID_FILE_TYPE', 'The uploaded file is empty', { file: 'empty file' });
    case 'CORRUPT_FILE':
    case 'ENCRYPTED_PDF':
    case 'NO_PAGES':
    case 'TOO_MANY_PAGES':
    case 'IMAGE_TOO_LARGE':
    case 'RESOURCE_LIMIT':
      throw apiError('VALIDATION_ERROR', `The file could not be read (${code})`, { file: message });
    default:
      throw apiError('PROCESSING_FAILED', `The file could not be inspected (${code})`, { code, message });
  }
}

/** Charges `pages` credits for a new document id, or throws 402 with what is available. */
export async function charge(ctx: AppContext, principal: Principal, documentId: string, documentType: string, pages: number): Promise<void> {
  const spent = await spend(ctx.db, { organizationId: principal.organizationId, documentId, documentType, pages, description: `Processing ${pages} page(s)` }, ctx.clock.now());
  if (!spent.ok) {
    throw apiError('INSUFFICIENT_CREDITS', `This document needs ${pages} credit(s); ${spent.available} available`, {
      required: pages,
      available: spent.available,
    });
  }
}

export interface Accepted {
  doc: DocumentRow;
  jobId: string;
}

interface NewSubmission {
  principal: Principal;
  fileName: string;
  fileSize: number;
  inspected: Inspected;
  fields: ProcessFields & Partial<AsyncFields>;
  /** Async: bytes stored for the worker and the document queued. Sync: processing at once, bytes kept in memory. */
  mode: 'sync' | 'async';
  bytes: Uint8Array;
  estimatedCompletion: Date;
}

/**
 * Charges the document and writes its rows (document + job, and the bytes for async) in one transaction.
 * If the rows cannot be written, the charge is refunded before the error propagates.
 */
export async function acceptDocument(ctx: AppContext, s: NewSubmission): Promise<Accepted> {
  const documentId = newId('doc');
  const jobId = newId('job');
  const { principal, fields, inspected } = s;
  await charge(ctx, principal, documentId, fields.documentType, inspected.pageCount);
  const at = ctx.clock.now();
  try {
    await ctx.db.tx(async (sql) => {
      await insertDocument(sql, {
        id: documentId,
        organizationId: principal.organizationId,
        fileName: s.fileName,
        fileType: inspected.mimeType,
        fileSize: s.fileSize,
        documentType: fields.documentType,
        requestedDocumentType: fields.documentType,
        status: s.mode === 'sync' ? 'processing' : 'queued',
        pageCount: inspected.pageCount,
        options: { language: fields.language, detectLanguage: fields.detectLanguage, extractTables: fields.extractTables, ocrFallback: fields.ocrFallback },
        progress: { currentPage: 0, totalPages: inspected.pageCount, percentComplete: 0, estimatedCompletionTime: s.estimatedCompletion.toISOString() },
        webhookUrl: fields.webhookUrl ?? null,
        webhookSecret: fields.webhookSecret ?? null,
        callbackMetadata: fields.callbackMetadata ?? null,
        priority: fields.priority ?? 'normal',
        createdAt: at,
      });
      await insertJob(sql, {
        id: jobId,
        organizationId: principal.organizationId,
        documentId,
        status: s.mode === 'sync' ? 'processing' : 'pending',
        documentType: fields.documentType,
        // A sync run is held for its whole time budget; if this process dies, recovery fails and refunds it.
        leaseUntil: s.mode === 'sync' ? new Date(at.getTime() + ctx.config.engine.documentTimeoutMs + LEASE_MS) : null,
        at,
      });
      if (s.mode === 'async') await saveDocumentFile(sql, documentId, s.bytes, at);
    });
  } catch (err) {
    await refund(ctx.db, { organizationId: principal.organizationId, documentId, description: 'Refund: document could not be stored' }, ctx.clock.now()).catch(() => {});
    throw err;
  }
  const doc = await getDocumentById(ctx.db, documentId);
  if (!doc) throw new Error(`document ${documentId} vanished after insert`);
  return { doc, jobId };
}
