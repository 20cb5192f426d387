import type { AppContext } from '../context.ts';

// PLACEHOLDER (lead): replaced by the auth helper.
export async function ensureDefaultOrganization(_ctx: AppContext): Promise<{ organizationId: string; name: string; apiKey: string } | null> {
  return null;
}
