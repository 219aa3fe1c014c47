/**
 * PUT /ops/agents (Authorization: Bearer <OPS_TOKEN>): gives an account the call-centre agent role, so it
 * can open the live chat's console at /account/agent. An unknown e-mail with a password creates a
 * confirmed account for the agent (a local setup's first agent: tools/ops/make-agent.mjs). `role:
 * 'customer'` takes the role away. A sign-up never grants it.
 */
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { users } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { ErrorSchema } from '../http/wire-schemas';
import { EMAIL_PATTERN } from '../auth/account.routes';
import { findUserByEmail } from '../users/account.service';
import { hashPassword } from '../users/password-hash';
import { checkOpsToken } from './ops-token';

const AgentBody = Type.Object(
  {
    email: Type.String({ minLength: 3, maxLength: 320 }),
    password: Type.Optional(Type.String({ minLength: 8, maxLength: 1024 })),
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    role: Type.Optional(Type.Union([Type.Literal('agent'), Type.Literal('customer')])),
  },
  { additionalProperties: false },
);

export function agentsRoutes(app: ApiApp, { db, now }: RouteDeps, opsToken: string | undefined): void {
  if (!opsToken) return;
  app.put(
    '/ops/agents',
    {
      schema: {
        tags: ['ops'],
        summary: 'Give an account the live-chat agent role (Authorization: Bearer <OPS_TOKEN>)',
        security: [{ bearerAuth: [] }],
        body: AgentBody,
        response: {
          200: Type.Object({ email: Type.String(), role: Type.String(), created: Type.Boolean() }),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
      onRequest: async (request) => checkOpsToken(request, opsToken),
    },
    async (request) => {
      const email = request.body.email.trim().toLowerCase();
      const role = request.body.role ?? 'agent';
      if (!EMAIL_PATTERN.test(email))
        throw new ApiHttpError('VALIDATION_ERROR', 'email is not an e-mail address');
      const existing = await findUserByEmail(db, email);
      if (existing) {
        await db.update(users).set({ role }).where(eq(users.id, existing.id));
        return { email, role, created: false };
      }
      if (!request.body.password)
        throw new ApiHttpError(
          'NOT_FOUND',
          'There is no account with this e-mail: send a password to create one',
        );
      await db.insert(users).values({
        email,
        passwordHash: await hashPassword(request.body.password),
        firstName: request.body.firstName ?? 'Agent',
        lastName: request.body.lastName ?? 'Call centre',
        language: 'es',
        emailVerifiedAt: now(),
        role,
      });
      return { email, role, created: true };
    },
  );
}
