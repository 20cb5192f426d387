/** Calls the service's admin API (/admin/v1) with `Authorization: Bearer <ADMIN_TOKEN>`. */

export class AdminApiError extends Error {
  override name = 'AdminApiError';
  constructor(readonly status: number, readonly code: string, message: string, readonly details?: unknown) {
    super(message);
  }
}

export interface AdminClient {
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; data: any; message?: string }>;
}

/** A client for the admin API at `baseUrl`. */
export function adminClient(baseUrl: string, token: string): AdminClient {
  return {
    async request(method, path, body) {
      const res = await fetch(new URL(path, baseUrl), {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: any;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new AdminApiError(res.status, 'BAD_RESPONSE', `unexpected answer (HTTP ${res.status}): ${text.slice(0, 200)}`);
      }
      if (!res.ok || parsed?.success !== true) {
        const e = parsed?.error ?? {};
        throw new AdminApiError(res.status, e.code ?? 'UNKNOWN', e.message ?? `HTTP ${res.status}`, e.details);
      }
      return { status: res.status, data: parsed.data, message: parsed.message };
    },
  };
}
