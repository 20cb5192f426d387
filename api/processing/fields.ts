/**
 * Validation of the process endpoints' form fields (spec: POST /v1/documents/process[/async]). Each bad value
 * answers with the spec's code for it: INVALID_DOCUMENT_TYPE, INVALID_WEBHOOK_URL, or INVALID_PARAMETER naming
 * the field. `priority=high` on the free plan answers 403 FORBIDDEN (a plan permission, not a malformed value).
 */
import type { Principal } from '../context.ts';
import { apiError } from '../errors.ts';
import { findNul, hasNul } from '../http/nul.ts';
import { validateWebhookUrl } from '../webhooks/ssrf.ts';
import { transportOptions } from '../webhooks/transport.ts';

/** Every document type value the spec names (ARCHITECTURE "Document types"); `general` is read as `generic`. */
export const DOCUMENT_TYPES = [
  'generic', 'invoice', 'receipt', 'contract', 'bill_of_lading', 'packing_list', 'customs_declaration',
  'certificate_of_origin', 'delivery_order', 'freight_invoice', 'air_waybill', 'sea_waybill', 'shipping_manifest',
] as const;

/** Accepted request values, including the alias. */
export const DOCUMENT_TYPE_VALUES: readonly string[] = [...DOCUMENT_TYPES, 'general'];

export interface ProcessFields {
  documentType: string;
  language: string;
  /** No language was sent: 'en' stands unless a scanned page shows another (engine ProcessOptions). */
  detectLanguage: boolean;
  extractTables: boolean;
  ocrFallback: boolean;
  includeRawText: boolean;
}

export interface AsyncFields extends ProcessFields {
  webhookUrl: string | null;
  webhookSecret: string | null;
  callbackMetadata: Record<string, unknown> | null;
  priority: 'normal' | 'high';
}

const SYNC_FIELDS = new Set(['documentType', 'language', 'extractTables', 'ocrFallback', 'includeRawText']);
const ASYNC_FIELDS = new Set([...SYNC_FIELDS, 'webhookUrl', 'webhookSecret', 'callbackMetadata', 'priority']);

function bool(fields: Map<string, string>, name: string, def: boolean): boolean {
  const raw = fields.get(name);
  if (raw === undefined || raw === '') return def;
  const v = raw.trim().toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw apiError('INVALID_PARAMETER', `${name} must be true or false`, { field: name });
}

/** Normalises a document type value; throws 400 INVALID_DOCUMENT_TYPE for unknown values. */
export function parseDocumentType(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return 'generic';
  const v = raw.trim();
  if (!DOCUMENT_TYPE_VALUES.includes(v)) {
    throw apiError('INVALID_DOCUMENT_TYPE', `documentType must be one of ${DOCUMENT_TYPE_VALUES.join(', ')}`, { field: 'documentType' });
  }
  return v === 'general' ? 'generic' : v;
}

/**
 * Refuses a form field holding a NUL character (Postgres stores neither text nor jsonb with one): 400
 * INVALID_PARAMETER naming the field, before anything is charged or stored.
 */
function refuseNul(fields: Map<string, string>, allowed: Set<string>): void {
  for (const [name, value] of fields) {
    if (allowed.has(name) && hasNul(value)) {
      throw apiError('INVALID_PARAMETER', `${name} must not contain the NUL character (U+0000)`, { field: name });
    }
  }
}

/** Validates the fields of the synchronous endpoint. */
export function parseProcessFields(fields: Map<string, string>, allowed: Set<string> = SYNC_FIELDS): ProcessFields {
  // Unknown fields are ignored (clients of the spec's short variant send e.g. `options`).
  refuseNul(fields, allowed);
  const sent = (fields.get('language') ?? '').trim();
  const language = sent || 'en';
  if (!/^[a-zA-Z]{2}$/.test(language)) {
    throw apiError('INVALID_PARAMETER', 'language must be an ISO 639-1 code (two letters, e.g. en)', { field: 'language' });
  }
  return {
    documentType: parseDocumentType(fields.get('documentType')),
    language: language.toLowerCase(),
    detectLanguage: sent === '',
    extractTables: bool(fields, 'extractTables', true),
    ocrFallback: bool(fields, 'ocrFallback', true),
    includeRawText: bool(fields, 'includeRawText', false),
  };
}

/** Validates the fields of the asynchronous endpoint (adds webhook, metadata and priority). */
export function parseAsyncFields(fields: Map<string, string>, principal: Principal): AsyncFields {
  const base = parseProcessFields(fields, ASYNC_FIELDS);
  const rawUrl = fields.get('webhookUrl')?.trim() || null;
  const webhookUrl = rawUrl === null ? null : validateWebhookUrl(rawUrl, transportOptions().allowHosts).toString();
  const webhookSecret = fields.get('webhookSecret') || null;
  if (webhookSecret !== null && (webhookSecret.length < 8 || webhookSecret.length > 256)) {
    throw apiError('INVALID_PARAMETER', 'webhookSecret must be 8 to 256 characters', { field: 'webhookSecret' });
  }
  if (webhookSecret !== null && webhookUrl === null) {
    throw apiError('INVALID_PARAMETER', 'webhookSecret needs a webhookUrl', { field: 'webhookSecret' });
  }
  let callbackMetadata: Record<string, unknown> | null = null;
  const rawMeta = fields.get('callbackMetadata');
  if (rawMeta !== undefined && rawMeta.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawMeta);
    } catch {
      throw apiError('INVALID_PARAMETER', 'callbackMetadata must be a JSON object', { field: 'callbackMetadata' });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw apiError('INVALID_PARAMETER', 'callbackMetadata must be a JSON object', { field: 'callbackMetadata' });
    }
    // "\u0000" escapes decode to NUL, which a jsonb column refuses: checked here, before the charge in accept.ts.
    const at = findNul(parsed);
    if (at !== null) {
      throw apiError('INVALID_PARAMETER', `callbackMetadata must not contain the NUL character (U+0000) (at ${JSON.stringify(at.replace(/\u0000/g, ''))})`, {
        field: 'callbackMetadata',
      });
    }
    callbackMetadata = parsed as Record<string, unknown>;
  }
  const rawPriority = (fields.get('priority') ?? '').trim() || 'normal';
  if (rawPriority !== 'normal' && rawPriority !== 'high') {
    throw apiError('INVALID_PARAMETER', 'priority must be normal or high', { field: 'priority' });
  }
  if (rawPriority === 'high' && principal.plan !== 'paid') {
    throw apiError('FORBIDDEN', 'priority=high is available on paid plans only', { field: 'priority' });
  }
  return { ...base, webhookUrl, webhookSecret, callbackMetadata, priority: rawPriority };
}
