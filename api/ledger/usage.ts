/**
 * Usage statistics (GET /v1/credits/usage, API-SPEC.md "Usage statistics").
 *
 * Usage is net of refunds: a document whose charge was refunded (failed processing, dispute) contributes nothing,
 * neither credits nor pages nor a document count, so averagePerDocument describes documents actually paid for.
 * The refund is looked up whenever it happened, so a later refund also removes the document from past periods.
 * One credit is one page (spec: "1 credit per page processed"), so pages equal credits.
 * A document counts under the type it was processed as once it has completed (with `generic` the detected type,
 * ARCHITECTURE "Document types"), recorded in document_usage_types; until then, and for a document that never
 * completed, under the type requested at charge time, which the ledger's append-only usage row keeps.
 * All periods are UTC: daily YYYY-MM-DD, weekly the Monday that starts the ISO week, monthly YYYY-MM; every period
 * touching the range is listed, zeros included, in ascending order.
 */
import type { Db } from '../store/db.ts';

export type UsagePeriod = 'daily' | 'weekly' | 'monthly';
export type UsageGroupBy = 'date' | 'documentType' | 'both';

export interface UsageQuery {
  period: UsagePeriod;
  groupBy: UsageGroupBy;
  /** Inclusive start of the range. */
  start: Date;
  /** Exclusive end of the range. */
  end: Date;
}

export interface UsageBucket {
  credits: number;
  pages: number;
  documents: number;
}

export interface UsageStatistics {
  summary: {
    totalCredits: number;
    totalPages: number;
    totalDocuments: number;
    averagePerDocument: number;
    period: { start: string; end: string };
  };
  byPeriod?: Array<{ date: string } & UsageBucket>;
  byDocumentType?: Record<string, UsageBucket & { percentage: number }>;
}

const DAY_MS = 86_400_000;

const round2 = (x: number) => Math.round(x * 100) / 100;

function dayStart(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** The first instant of the period containing `d`. */
export function periodStart(period: UsagePeriod, d: Date): Date {
  const day = dayStart(d);
  if (period === 'daily') return day;
  if (period === 'monthly') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS);
}

/** The label of the period starting at `start` (as returned by periodStart). */
export function periodLabel(period: UsagePeriod, start: Date): string {
  const iso = start.toISOString();
  return period === 'monthly' ? iso.slice(0, 7) : iso.slice(0, 10);
}

function nextPeriod(period: UsagePeriod, start: Date): Date {
  if (period === 'daily') return new Date(start.getTime() + DAY_MS);
  if (period === 'weekly') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** Labels of every period that overlaps [start, end), ascending. */
export function periodLabels(period: UsagePeriod, start: Date, end: Date): string[] {
  const labels: string[] = [];
  const last = new Date(end.getTime() - 1);
  for (let p = periodStart(period, start); p <= last; p = nextPeriod(period, p)) labels.push(periodLabel(period, p));
  return labels;
}

interface DayRow {
  day: string;
  document_type: string;
  credits: number;
  documents: number;
}

/**
 * Aggregates an organization's net usage over [start, end). The database groups by UTC day and document type
 * (at most 366 × types rows for the 1-year maximum range); weeks and months are folded from days here.
 */
export async function getUsage(db: Db, organizationId: string, q: UsageQuery): Promise<UsageStatistics> {
  const rows = await db.query<DayRow>(
    `SELECT to_char(u.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
            COALESCE(t.document_type, u.document_type, 'unknown') AS document_type,
            sum(-u.amount) AS credits, count(*) AS documents
       FROM credit_transactions u
       LEFT JOIN document_usage_types t ON t.document_id = u.document_id AND t.organization_id = u.organization_id
      WHERE u.organization_id = $1 AND u.type = 'usage' AND u.created_at >= $2 AND u.created_at < $3
        AND NOT EXISTS (SELECT 1 FROM credit_transactions r WHERE r.document_id = u.document_id AND r.type = 'refund')
      GROUP BY 1, 2`,
    [organizationId, q.start, q.end],
  );
  let totalCredits = 0;
  let totalDocuments = 0;
  const byLabel = new Map<string, UsageBucket>();
  const byType = new Map<string, UsageBucket>();
  for (const r of rows) {
    const credits = Number(r.credits);
    const documents = Number(r.documents);
    totalCredits += credits;
    totalDocuments += documents;
    const label = periodLabel(q.period, periodStart(q.period, new Date(`${r.day}T00:00:00Z`)));
    for (const [map, key] of [[byLabel, label], [byType, r.document_type]] as const) {
      const b = map.get(key) ?? { credits: 0, pages: 0, documents: 0 };
      b.credits += credits;
      b.pages += credits;
      b.documents += documents;
      map.set(key, b);
    }
  }
  const stats: UsageStatistics = {
    summary: {
      totalCredits,
      totalPages: totalCredits,
      totalDocuments,
      averagePerDocument: totalDocuments === 0 ? 0 : round2(totalCredits / totalDocuments),
      period: { start: q.start.toISOString(), end: new Date(q.end.getTime() - 1).toISOString() },
    },
  };
  if (q.groupBy !== 'documentType') {
    stats.byPeriod = periodLabels(q.period, q.start, q.end).map((date) => ({
      date,
      ...(byLabel.get(date) ?? { credits: 0, pages: 0, documents: 0 }),
    }));
  }
  if (q.groupBy !== 'date') {
    stats.byDocumentType = {};
    for (const [type, b] of [...byType].sort(([a], [b]) => a.localeCompare(b))) {
      stats.byDocumentType[type] = { ...b, percentage: totalCredits === 0 ? 0 : round2((b.credits / totalCredits) * 100) };
    }
  }
  return stats;
}
