/**
 * GET /v1/documents, GET /v1/documents/:id, DELETE /v1/documents/:id (spec "Documents"). Another
 * organization's document reads as 404 DOCUMENT_NOT_FOUND, never as its data. DELETE removes the stored file
 * too, so signed page-image URLs already handed out answer 404 from then on.
 */
import type { AppContext } from '../context.ts';
import { apiError } from '../errors.ts';
import type { RouteDef } from '../http/pipeline.ts';
import { parseDate, parseEnum, parseLimit, parsePage, single } from '../http/query.ts';
import { ok } from '../http/reply.ts';
import { DOCUMENT_TYPE_VALUES, parseDocumentType } from '../processing/fields.ts';
import { documentListItem, documentView } from '../processing/present.ts';
import { deleteDocument, getDocument, listDocuments, type DocumentFilters } from '../store/documents.ts';
import { pageImageLinks } from './files.ts';

const STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
const SORTS = ['createdAt', 'processedAt', 'fileName', 'confidence'] as const;

function flag(query: URLSearchParams, name: string): boolean {
  const raw = single(query, name);
  if (raw === null) return false;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw apiError('INVALID_PARAMETER', `${name} must be true or false`);
}

function parseFilters(query: URLSearchParams): { filters: DocumentFilters; echo: Record<string, string | null> } {
  const rawType = single(query, 'documentType');
  // A query filter: the spec's errors for this endpoint are INVALID_PARAMETER and INVALID_DATE_FORMAT (as on
  // GET /v1/jobs); INVALID_DOCUMENT_TYPE belongs to the process endpoints' form field.
  if (rawType !== null && !DOCUMENT_TYPE_VALUES.includes(rawType)) {
    throw apiError('INVALID_PARAMETER', `documentType must be one of ${DOCUMENT_TYPE_VALUES.join(', ')}, got ${JSON.stringify(rawType.slice(0, 64))}`);
  }
  const start = parseDate(query, 'startDate');
  const end = parseDate(query, 'endDate');
  // A plain end date covers its whole UTC day.
  const endDate = end ? new Date(end.date.getTime() + (end.dateOnly ? 86_400_000 - 1 : 0)) : null;
  if (start && endDate && endDate < start.date) throw apiError('INVALID_DATE_RANGE');
  const search = single(query, 'search');
  if (search !== null && search.length > 255) throw apiError('INVALID_PARAMETER', 'search must be at most 255 characters');
  const filters: DocumentFilters = {
    documentType: rawType === null ? null : parseDocumentType(rawType),
    status: parseEnum(query, 'status', STATUSES, null),
    startDate: start?.date ?? null,
    endDate,
    search,
    sortBy: parseEnum(query, 'sortBy', SORTS, 'createdAt'),
    sortOrder: parseEnum(query, 'sortOrder', ['asc', 'desc'] as const, 'desc'),
    page: parsePage(query),
    limit: parseLimit(query),
  };
  const echo = {
    documentType: filters.documentType,
    status: filters.status,
    startDate: single(query, 'startDate'),
    endDate: single(query, 'endDate'),
  };
  return { filters, echo };
}

/** The document routes. */
export function documentRoutes(ctx: AppContext): RouteDef[] {
  return [
    {
      method: 'get',
      path: '/v1/documents',
      body: 'none',
      auth: 'key',
      handler: async (req, principal) => {
        const { filters, echo } = parseFilters(req.query);
        const { rows, total } = await listDocuments(ctx.db, principal.organizationId, filters);
        const totalPages = Math.ceil(total / filters.limit);
        return ok({
          documents: rows.map(documentListItem),
          pagination: {
            page: filters.page,
            limit: filters.limit,
            total,
            totalPages,
            hasNextPage: filters.page < totalPages,
            hasPreviousPage: filters.page > 1,
          },
          filters: echo,
        });
      },
    },
    {
      method: 'get',
      path: '/v1/documents/:id',
      body: 'none',
      auth: 'key',
      handler: async (req, principal) => {
        const includeRawText = flag(req.query, 'includeRawText');
        const includePageImages = flag(req.query, 'includePageImages');
        const row = await getDocument(ctx.db, principal.organizationId, req.params.id);
        if (!row) throw apiError('DOCUMENT_NOT_FOUND', `Document ${req.params.id} not found`);
        const data = documentView(row, { includeRawText });
        // Signed URLs served by api/routes/files.ts; [] unless the document is completed and its file stored.
        if (includePageImages) data.pageImages = await pageImageLinks(ctx, req, row);
        return ok(data);
      },
    },
    {
      method: 'delete',
      path: '/v1/documents/:id',
      body: 'none',
      auth: 'key',
      handler: async (req, principal) => {
        const id = req.params.id;
        const outcome = await ctx.db.tx((sql) => deleteDocument(sql, principal.organizationId, id));
        if (outcome === 'missing') throw apiError('DOCUMENT_NOT_FOUND', `Document ${id} not found`);
        if (outcome === 'processing') throw apiError('DOCUMENT_PROCESSING');
        return ok({ id, deleted: true, deletedAt: ctx.clock.now().toISOString() }, 'Document deleted permanently; credits are not refunded');
      },
    },
  ];
}
