import type { AppContext } from '../context.ts';
import { ok } from '../http/reply.ts';
import type { RouteDef } from '../http/pipeline.ts';

/** Liveness and readiness for load balancers and the Docker healthcheck. */
export function healthRoutes(ctx: AppContext): RouteDef[] {
  return [
    {
      method: 'get',
      path: '/health',
      body: 'none',
      auth: 'none',
      handler: async () => {
        await ctx.db.query('SELECT 1');
        return ok({ status: 'ok', store: ctx.db.kind, modelVersion: ctx.engine.modelVersion });
      },
    },
  ];
}
