/** Health and the cart API's token call. */
import { Type } from 'typebox';
import type { ApiApp, RouteDeps } from './api-app';
import { issueCartToken } from './cart-token';
import { ErrorSchema } from './wire-schemas';

export function systemRoutes(app: ApiApp, { config, now }: RouteDeps, databaseKind: string): void {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: Type.Object({ status: Type.Literal('ok'), database: Type.String() }) },
      },
    },
    async () => ({
      status: 'ok' as const,
      database: databaseKind,
    }),
  );

  app.post(
    '/xapi/token',
    {
      schema: {
        tags: ['system'],
        summary:
          'Issue a short-lived bearer token for the cart API (needs the PrefixProject and SiteCode headers)',
        security: [{ prefixProject: [], siteCode: [] }],
        response: {
          200: Type.Object({
            access_token: Type.String(),
            token_type: Type.Literal('Bearer'),
            expires_in: Type.Integer(),
          }),
          400: ErrorSchema,
        },
      },
    },
    async () => ({
      access_token: issueCartToken(config.tokenSecret, config.tokenTtlSeconds, now()),
      token_type: 'Bearer' as const,
      expires_in: config.tokenTtlSeconds,
    }),
  );
}
