/**
 * Credits endpoints (API-SPEC.md "Credits"): balance, transaction history, usage statistics. Read-only: credits
 * change only through api/ledger/ledger.ts, called by processing and (later) payments.
 */
import type { AppContext } from '../context.ts';
import { apiError } from '../errors.ts';
import type { RouteDef } from '../http/pipeline.ts';
import { parseDate, parseEnum, parseLimit, parsePage, type ParsedDate } from '../http/query.ts';
import { ok } from '../http/reply.ts';
import { getBalance } from '../ledger/ledger.ts';
import { TRANSACTION_TYPES } from '../ledger/rows.ts';
import { listTransactions } from '../ledger/transactions.ts';
import { getUsage } from '../ledger/usage.ts';

const DAY_MS = 86_400_000;

/** The exclusive upper bound meant by an endDate: the next midnight for a plain date (whole day inclusive). */
function endBound(end: ParsedDate): Date {
  return end.dateOnly ? new Date(end.date.getTime() + DAY_MS) : end.date;
}

function oneYearAfter(d: Date): Date {
  const t = new Date(d.getTime());
  t.setUTCFullYear(t.getUTCFullYear() + 1);
  return t;
}

/** Routes under /v1/credits, all authenticated with an API key or session. */
export function creditRoutes(ctx: AppContext): RouteDef[] {
  return [
    {
      method: 'get',
      path: '/v1/credits/balance',
      body: 'none',
      auth: 'key',
      handler: async (_req, principal) => ok(await getBalance(ctx.db, principal.organizationId)),
    },
    {
      method: 'get',
      path: '/v1/credits/transactions',
      body: 'none',
      auth: 'key',
      handler: async (req, principal) => {
        const q = req.query;
        const page = parsePage(q);
        const limit = parseLimit(q);
        const type = parseEnum(q, 'type', TRANSACTION_TYPES, null);
        const sortBy = parseEnum(q, 'sortBy', ['createdAt', 'amount', 'type'] as const, 'createdAt');
        const sortOrder = parseEnum(q, 'sortOrder', ['asc', 'desc'] as const, 'desc');
        const start = parseDate(q, 'startDate');
        const end = parseDate(q, 'endDate');
        if (start && end && end.date < start.date) {
          throw apiError('INVALID_DATE_RANGE', 'endDate must not be before startDate');
        }
        const { items, totalItems } = await listTransactions(ctx.db, principal.organizationId, {
          page, limit, type, sortBy, sortOrder,
          from: start?.date ?? null,
          // A date-time endDate is inclusive; a plain date covers its whole day.
          to: end ? endBound(end) : null,
          toInclusive: end !== null && !end.dateOnly,
        });
        const totalPages = Math.ceil(totalItems / limit);
        // Page 1 of an empty history is an empty page, not an error.
        if (page > Math.max(totalPages, 1)) {
          throw apiError('PAGE_OUT_OF_RANGE', `page ${page} is beyond the last page (${totalPages})`, { totalPages, totalItems });
        }
        return ok({
          transactions: items,
          pagination: { page, limit, totalPages, totalItems, hasNext: page < totalPages, hasPrev: page > 1 },
        });
      },
    },
    {
      method: 'get',
      path: '/v1/credits/usage',
      body: 'none',
      auth: 'key',
      handler: async (req, principal) => {
        const q = req.query;
        const period = parseEnum(q, 'period', ['daily', 'weekly', 'monthly'] as const, 'monthly');
        const groupBy = parseEnum(q, 'groupBy', ['date', 'documentType', 'both'] as const, 'date');
        const startParam = parseDate(q, 'startDate');
        const endParam = parseDate(q, 'endDate');
        const now = ctx.clock.now();
        // Exclusive bound; a date-time (or the default, now) is inclusive: timestamps here have ms precision.
        const end = endParam?.dateOnly ? endBound(endParam) : new Date((endParam?.date ?? now).getTime() + 1);
        const endGiven = endParam?.date ?? now;
        // Default start: 30 days before endDate (before now when endDate is absent too).
        const start = startParam?.date ?? new Date((endParam?.dateOnly ? end : endGiven).getTime() - 30 * DAY_MS);
        if (start >= endGiven) throw apiError('INVALID_DATE_RANGE', 'startDate must be before endDate');
        // Judged on the dates as given, so 2025-06-15..2026-06-15 is one year, not one year and a day.
        if (endGiven > oneYearAfter(start)) {
          throw apiError('DATE_RANGE_TOO_LARGE', 'The range from startDate to endDate must not exceed 1 year');
        }
        return ok(await getUsage(ctx.db, principal.organizationId, { period, groupBy, start, end }));
      },
    },
  ];
}
