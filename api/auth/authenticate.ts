import type { AppContext, Principal } from '../context.ts';
import { apiError } from '../errors.ts';
import type { HttpRequest } from '../http/uws.ts';

// PLACEHOLDER (lead): replaced by the auth helper.
export async function authenticate(_ctx: AppContext, _req: HttpRequest): Promise<Principal> {
  throw apiError('UNAUTHORIZED');
}
