/**
 * Builds the park-api Fastify app without listening (tests use inject or port 0; main.ts listens).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { cartRoutes } from './cart/cart.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import type { AppConfig } from './config/app-config';
import { openDatabase, type DatabaseHandle } from './db/database';
import type { ApiApp, RouteDeps } from './http/api-app';
import { checkBearer, checkSiteHeaders } from './http/cart-api-guard';
import { registerErrorHandling } from './http/error-handler';
import { registerErrorLog } from './http/error-log';
import { systemRoutes } from './http/system.routes';
import { paymentRoutes } from './payments/payment.routes';
import { paymentOptionsRoutes } from './payments/payment-options.routes';

export interface BuildAppOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

export type ParkApi = ApiApp & { database: DatabaseHandle };

export async function buildApp({
  config,
  logger,
  now = () => new Date(),
}: BuildAppOptions): Promise<ParkApi> {
  const database = await openDatabase(config.database, config.migrationsDir, now());
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: 64 * 1024,
    // Behind a load balancer the client address comes from X-Forwarded-For.
    trustProxy: true,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onClose', async () => database.close());

  registerErrorHandling(app);
  registerErrorLog(app, database.db);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'park-api',
        version: '0.1.0',
        description:
          'Cart API (SPEC §7): get a token from POST /xapi/token, then send Authorization: Bearer, PrefixProject and SiteCode: XS.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          prefixProject: { type: 'apiKey', in: 'header', name: 'PrefixProject' },
          siteCode: { type: 'apiKey', in: 'header', name: 'SiteCode' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  // Headers first, before body validation, so a call without them is refused with its own code.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/xapi/')) return;
    checkSiteHeaders(request);
    if (request.url !== '/xapi/token') checkBearer(request, config.tokenSecret, now());
  });

  const deps: RouteDeps = { db: database.db, config, now };
  systemRoutes(app, deps, database.kind);
  catalogRoutes(app, deps);
  cartRoutes(app, deps);
  paymentOptionsRoutes(app);
  paymentRoutes(app, deps);

  return Object.assign(app, { database });
}
