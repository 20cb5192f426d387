import type { AppContext } from '../context.ts';
import type { RouteDef } from '../http/pipeline.ts';

// PLACEHOLDER (lead): replaced by the helper that owns this resource.
export function documentRoutes(_ctx: AppContext): RouteDef[] {
  return [];
}
