/**
 * GET /v1/jobs and GET /v1/jobs/:id (spec "Jobs"). Jobs that ended more than JOB_RETENTION_DAYS ago read as
 * 404 JOB_NOT_FOUND and are left out of lists (the maintenance sweep deletes them). `limit` above 100 is capped.
 */
import type { AppContext } from '../context.ts';
import { apiError } from '../errors.ts';
import type { RouteDef } from '../http/pipeline.ts';
import { parseDate, parseEnum, parseIntParam, parsePage } from '../http/query.ts';
import { ok } from '../http/reply.ts';
import { DOCUMENT_TYPE_VALUES, parseDocumentType } from '../processing/fields.ts';
import { jobView } from '../processing/present.ts';
import { getJob, listJobs, type JobFilters } from '../store/jobs.ts';

const STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

function retainedAfter(ctx: AppContext): Date {
  return new Date(ctx.clock.now().getTime() - ctx.config.jobRetentionDays * 86_400_000);
}

function parseFilters(query: URLSearchParams): JobFilters {
  const start = parseDate(query, 'startDate');
  const end = parseDate(query, 'endDate');
  // Inclusive: a plain end date covers its whole UTC day.
  const endDate = end ? new Date(end.date.getTime() + (end.dateOnly ? 86_400_000 - 1 : 0)) : null;
  if (start && endDate && endDate < start.date) throw apiError('INVALID_DATE_RANGE');
  const rawType = parseEnum(query, 'documentType', DOCUMENT_TYPE_VALUES as readonly string[], null);
  return {
    status: parseEnum(query, 'status', STATUSES, null),
    documentType: rawType === null ? null : parseDocumentType(rawType),
    startDate: start?.date ?? null,
    endDate,
    sortBy: parseEnum(query, 'sortBy', ['createdAt', 'updatedAt'] as const, 'createdAt'),
    sortOrder: parseEnum(query, 'sortOrder', ['asc', 'desc'] as const, 'desc'),
    page: parsePage(query),
    limit: Math.min(100, parseIntParam(query, 'limit', 20, 1, Number.MAX_SAFE_INTEGER)),
  };
}

/** The job routes. */
export function jobRoutes(ctx: AppContext): RouteDef[] {
  return [
    {
      method: 'get',
      path: '/v1/jobs',
      body: 'none',
      auth: 'key',
      handler: async (req, principal) => {
        const f = parseFilters(req.query);
        const { rows, total } = await listJobs(ctx.db, principal.organizationId, f, retainedAfter(ctx));
        const totalPages = Math.ceil(total / f.limit);
        return ok({
          jobs: rows.map((r) => jobView(r, { single: false })),
          pagination: { page: f.page, limit: f.limit, total, totalPages, hasNextPage: f.page < totalPages, hasPrevPage: f.page > 1 },
        });
      },
    },
    {
      method: 'get',
      path: '/v1/jobs/:id',
      body: 'none',
      auth: 'key',
      handler: async (req, principal) => {
        const row = await getJob(ctx.db, principal.organizationId, req.params.id, retainedAfter(ctx));
        if (!row) throw apiError('JOB_NOT_FOUND', `Job ${req.params.id} not found`);
        return ok(jobView(row, { single: true }));
      },
    },
  ];
}
