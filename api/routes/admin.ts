/**
 * The admin API under /admin/v1 (ARCHITECTURE "Organizations, users, purchases"): enabled only when ADMIN_TOKEN
 * is set; the pipeline checks `Authorization: Bearer <ADMIN_TOKEN>` in constant time. It is the seam a billing
 * system or an operator (cli/main.ts) uses to create organizations and users and to record purchases.
 */
import { hashPassword, MIN_PASSWORD_LENGTH } from '../auth/passwords.ts';
import { normalizeEmail } from '../auth/sessions.ts';
import { bodyObject, FieldErrors, oneOf, pagination, parsePagination, ROLES, text } from '../auth/validate.ts';
import type { AppContext } from '../context.ts';
import { apiError } from '../errors.ts';
import type { RouteDef } from '../http/pipeline.ts';
import { ok } from '../http/reply.ts';
import { newId } from '../ids.ts';
import { addCredits, getBalance } from '../ledger/ledger.ts';
import { createOrganization, getOrganization, listOrganizations, type Plan } from '../store/organizations.ts';
import { insertUser } from '../store/users.ts';

const PLANS: readonly Plan[] = ['free', 'paid'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_CREDITS_PER_CALL = 100_000_000;

async function requireOrganization(ctx: AppContext, id: string): Promise<void> {
  if (!(await getOrganization(ctx.db, id))) throw apiError('NOT_FOUND', `Organization ${id} not found`);
}

/** The admin routes. */
export function adminRoutes(ctx: AppContext): RouteDef[] {
  return [
    {
      method: 'post', path: '/admin/v1/organizations', body: 'json', auth: 'admin',
      handler: async (req) => {
        const body = bodyObject(req.json);
        const errors = new FieldErrors();
        const name = text(errors, body, 'name', 1, 100);
        const plan = oneOf(errors, body, 'plan', PLANS, 'free');
        errors.done();
        const org = await createOrganization(ctx, { name: name!, plan: plan! });
        return ok(org, 'Organization created with 50 free-tier credits. Store the owner API key now: it is shown only once.', 201);
      },
    },
    {
      method: 'get', path: '/admin/v1/organizations', body: 'none', auth: 'admin',
      handler: async (req) => {
        const { page, limit } = parsePagination(req.query);
        const { organizations, total } = await listOrganizations(ctx.db, page, limit);
        const items = [];
        for (const o of organizations) {
          const b = await getBalance(ctx.db, o.id);
          items.push({
            id: o.id, name: o.name, plan: o.plan, createdAt: new Date(o.createdAt).toISOString(),
            balance: { total: b.total, used: b.used, available: b.available },
          });
        }
        return ok({ organizations: items, pagination: pagination(page, limit, total) });
      },
    },
    {
      method: 'post', path: '/admin/v1/organizations/:id/credits', body: 'json', auth: 'admin',
      handler: async (req) => {
        const body = bodyObject(req.json);
        const errors = new FieldErrors();
        const amount = body.amount;
        if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1 || amount > MAX_CREDITS_PER_CALL) {
          errors.add('amount', `amount must be a positive integer up to ${MAX_CREDITS_PER_CALL}`);
        }
        const type = oneOf(errors, body, 'type', ['purchase', 'bonus'] as const);
        let paymentId: string | null = null;
        if (body.paymentId !== undefined && body.paymentId !== null) {
          paymentId = text(errors, body, 'paymentId', 1, 200) ?? null;
        } else if (type === 'purchase') {
          errors.add('paymentId', 'paymentId is required for purchases');
        }
        let description: string | undefined;
        if (body.description !== undefined) description = text(errors, body, 'description', 1, 200);
        errors.done();
        await requireOrganization(ctx, req.params.id);
        const result = await addCredits(
          ctx.db,
          { organizationId: req.params.id, type: type!, amount: amount as number, paymentId, description },
          ctx.clock.now(),
        );
        // A repeated paymentId (a billing retry) gets the original transaction back and credits nothing.
        return result.duplicate
          ? ok(result.transaction, 'This paymentId was already credited; returning the original transaction', 200)
          : ok(result.transaction, 'Credits added', 201);
      },
    },
    {
      method: 'post', path: '/admin/v1/organizations/:id/users', body: 'json', auth: 'admin',
      handler: async (req) => {
        const body = bodyObject(req.json);
        const errors = new FieldErrors();
        const email = text(errors, body, 'email', 3, 254);
        if (email !== undefined && !EMAIL.test(email)) errors.add('email', 'email must be an email address');
        if (typeof body.password !== 'string' || body.password.length < MIN_PASSWORD_LENGTH || body.password.length > 1024) {
          errors.add('password', `password must be ${MIN_PASSWORD_LENGTH} to 1024 characters long`);
        }
        const role = oneOf(errors, body, 'role', ROLES, 'member');
        errors.done();
        await requireOrganization(ctx, req.params.id);
        const user = await insertUser(ctx.db, {
          id: newId('usr'), organizationId: req.params.id, email: normalizeEmail(email!),
          passwordHash: await hashPassword(body.password as string), role: role!, createdAt: ctx.clock.now(),
        });
        if (!user) throw apiError('VALIDATION_ERROR', undefined, { email: 'a user with this email already exists' });
        return ok(
          { id: user.id, organizationId: user.organizationId, email: user.email, role: user.role, createdAt: new Date(user.createdAt).toISOString() },
          'User created',
          201,
        );
      },
    },
  ];
}
