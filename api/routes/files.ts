/**
 * GET /v1/files/page-images/:id/:page.png — page images behind signed URLs (ARCHITECTURE "Page images").
 *
 * The URL is the credential, so the route has no API-key auth: `expires` (unix seconds) and `sig` (hex
 * HMAC-SHA256 with ctx.urlSecret over "<docId>/<pageNumber>/<expires>") must match, compared in constant time.
 * Pages are rendered on request from the stored upload at ENGINE_PAGE_IMAGE_DPI; nothing is cached server-side.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { apiError } from '../errors.ts';
import type { RouteDef } from '../http/pipeline.ts';
import type { HttpRequest } from '../http/uws.ts';
import { getDocumentById, hasDocumentFile, loadDocumentFile, type DocumentRow } from '../store/documents.ts';

/** Lifetime of a signed page-image URL. */
export const PAGE_IMAGE_TTL_SECONDS = 15 * 60;

const PATH_PREFIX = '/v1/files/page-images';

function signature(secret: Buffer, documentId: string, pageNumber: number, expires: number): string {
  return createHmac('sha256', secret).update(`${documentId}/${pageNumber}/${expires}`).digest('hex');
}

/** A signed path (no origin) for one page, valid until `expires` (unix seconds). */
export function signPageImagePath(secret: Buffer, documentId: string, pageNumber: number, expires: number): string {
  const sig = signature(secret, documentId, pageNumber, expires);
  return `${PATH_PREFIX}/${encodeURIComponent(documentId)}/${pageNumber}.png?expires=${expires}&sig=${sig}`;
}

/**
 * The origin to put in front of signed paths: from the request's Host (and X-Forwarded-Proto behind a proxy),
 * so that the URL works from where the client reached us; null (relative URLs) without a usable Host.
 */
export function requestOrigin(req: HttpRequest): string | null {
  const host = req.headers.host?.trim();
  // Host names, IPv4, [IPv6], optional port: anything else is not echoed into a URL.
  if (!host || !/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/.test(host)) return null;
  const forwarded = req.headers['x-forwarded-proto']?.split(',')[0]?.trim().toLowerCase();
  const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : 'http';
  return `${proto}://${host}`;
}

export interface PageImageLink {
  pageNumber: number;
  url: string;
  expiresAt: string;
}

/**
 * The `pageImages` of a document read: one signed URL per page of a completed document whose file is stored,
 * expiring PAGE_IMAGE_TTL_SECONDS from now; [] for documents in progress, failed, or without a stored file.
 */
export async function pageImageLinks(ctx: AppContext, req: HttpRequest, row: DocumentRow): Promise<PageImageLink[]> {
  if (row.status !== 'completed' || row.page_count < 1) return [];
  if (!(await hasDocumentFile(ctx.db, row.id))) return [];
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + PAGE_IMAGE_TTL_SECONDS;
  const expiresAt = new Date(expires * 1000).toISOString();
  const origin = requestOrigin(req) ?? '';
  return Array.from({ length: row.page_count }, (_, i) => ({
    pageNumber: i + 1,
    url: origin + signPageImagePath(ctx.urlSecret, row.id, i + 1, expires),
    expiresAt,
  }));
}

/** Checks the signature first, then the expiry; returns the seconds the URL has left. */
function verify(ctx: AppContext, documentId: string, pageNumber: number, query: URLSearchParams): number {
  const rawExpires = query.get('expires') ?? '';
  const sig = query.get('sig') ?? '';
  if (!/^\d{1,12}$/.test(rawExpires) || !/^[0-9a-f]{64}$/i.test(sig)) {
    throw apiError('FORBIDDEN', 'Page image URL is not signed: it needs the expires and sig parameters of a URL from GET /v1/documents/:id?includePageImages=true');
  }
  const expires = Number(rawExpires);
  const expected = Buffer.from(signature(ctx.urlSecret, documentId, pageNumber, expires), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(sig, 'hex'))) {
    throw apiError('FORBIDDEN', 'Page image URL signature is invalid; request a new URL from GET /v1/documents/:id?includePageImages=true');
  }
  const left = expires - Math.floor(ctx.clock.now().getTime() / 1000);
  if (left <= 0) {
    throw apiError('FORBIDDEN', `Page image URL expired at ${new Date(expires * 1000).toISOString()}; request a new URL from GET /v1/documents/:id?includePageImages=true`);
  }
  return left;
}

/** The signed page-image route. */
export function fileRoutes(ctx: AppContext): RouteDef[] {
  return [
    {
      method: 'get',
      path: `${PATH_PREFIX}/:id/:file`,
      body: 'none',
      auth: 'none',
      handler: async (req) => {
        const documentId = req.params.id;
        const m = /^([1-9]\d{0,5})\.png$/.exec(req.params.file);
        if (!m) throw apiError('NOT_FOUND', 'Page images are addressed as <pageNumber>.png');
        const pageNumber = Number(m[1]);
        const left = verify(ctx, documentId, pageNumber, req.query);
        const doc = await getDocumentById(ctx.db, documentId);
        const bytes = doc ? await loadDocumentFile(ctx.db, documentId) : null;
        if (!doc || !bytes) throw apiError('DOCUMENT_NOT_FOUND', `Document ${documentId} or its file no longer exists`);
        const page = await ctx.engine.renderPage(bytes, pageNumber, ctx.config.engine.pageImageDpi);
        if (!page.ok) {
          if (page.error.code === 'PAGE_NOT_FOUND') throw apiError('NOT_FOUND', `Document ${documentId} has no page ${pageNumber}`);
          throw apiError('INTERNAL_ERROR', `Page ${pageNumber} could not be rendered (${page.error.code})`);
        }
        return {
          status: 200,
          headers: {
            'Content-Type': 'image/png',
            'Cache-Control': `private, max-age=${left}`,
            'X-Content-Type-Options': 'nosniff',
            'Content-Disposition': `inline; filename="${documentId}-page-${pageNumber}.png"`,
          },
          body: page.png,
        };
      },
    },
  ];
}
