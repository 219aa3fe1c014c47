/**
 * Builds the park-api Fastify app without listening (tests use inject or port 0; main.ts listens).
 */
import { performance } from 'node:perf_hooks';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { accountRoutes } from './auth/account.routes';
import { purgeExpiredOidcPayloads } from './auth/oidc-adapter';
import { hostedAccountOf } from './auth/oidc-access-token';
import { createOidcProvider } from './auth/oidc-provider';
import { oidcRoutes } from './auth/oidc.routes';
import { cartRoutes } from './cart/cart.routes';
import { sweepExpiredHolds } from './cart/holds';
import { agentConsoleRoutes } from './chat/agent-console.routes';
import { chatRoutes } from './chat/chat.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import type { AppConfig } from './config/app-config';
import { openDatabase, type DatabaseHandle } from './db/database';
import type { ApiApp, RouteDeps } from './http/api-app';
import { checkBearer, checkSiteHeaders } from './http/cart-api-guard';
import { parseFormBodies } from './http/form-body';
import { registerErrorHandling } from './http/error-handler';
import { registerNulGuard } from './http/nul-guard';
import { registerErrorLog } from './http/error-log';
import { checkParksApiRequest, isParksApiPath } from './http/parks-api-guard';
import { registerServerTiming } from './http/server-timing';
import { registerSecurityHeaders } from './http/security-headers';
import { systemRoutes } from './http/system.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { errorLogsRoutes } from './ops/error-logs.routes';
import { bookingRoutes } from './orders/booking.routes';
import { orderRoutes } from './orders/order.routes';
import { installmentProviderRoutes } from './payments/installment-provider.routes';
import { paymentRoutes } from './payments/payment.routes';
import { paymentOptionsRoutes } from './payments/payment-options.routes';
import { reportingRoutes } from './reporting/reporting.routes';
import { personalisationRoutes } from './personalisation/personalisation.routes';
import { loadCatalogRows } from './search/catalog-documents';
import { loadSearchIndex } from './search/search-index';
import { searchRoutes } from './search/search.routes';
import { createAccountMailer } from './users/account-mail';
import { BANK_NOTIFICATIONS_PATH } from './payments/bank-notification';
import { bankNotificationRoutes } from './payments/bank-notification.routes';
import { inventoryRoutes } from './ops/inventory.routes';
import { orderCancelRoutes } from './ops/order-cancel.routes';
import { agentsRoutes } from './ops/agents.routes';
import { expireDueOrders } from './orders/order-lifecycle';
import { testOutboxRoutes } from './users/test-outbox.routes';
import { usersRoutes } from './users/users.routes';

export interface BuildAppOptions {
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
}

export type ParkApi = ApiApp & { database: DatabaseHandle };

/** The OpenAPI document at /docs/json and the Swagger UI at /docs (config.apiDocs). */
async function registerApiDocs(app: ApiApp): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'park-api',
        version: '0.1.0',
        description:
          'Cart API (SPEC §7): get a token from POST /xapi/token, then send Authorization: Bearer, PrefixProject and SiteCode: XS. ' +
          'Parks API (/api/v1): every call sends HostNamePath (base64 of the page host + pathname); the search service ' +
          'also needs Authorization: Bearer from POST /api/v1/discovery/token.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          hostNamePath: { type: 'apiKey', in: 'header', name: 'HostNamePath' },
          prefixProject: { type: 'apiKey', in: 'header', name: 'PrefixProject' },
          siteCode: { type: 'apiKey', in: 'header', name: 'SiteCode' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}

export async function buildApp({
  config,
  logger,
  now = () => new Date(),
}: BuildAppOptions): Promise<ParkApi> {
  const database = await openDatabase(config.database, config.migrationsDir, now());
  // Built before the server answers anything: the first search must not pay for the index.
  const indexStart = performance.now();
  const searchIndex = await loadSearchIndex(config.contentDir, await loadCatalogRows(database.db));
  const indexMs = Math.round(performance.now() - indexStart);
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization'] },
    bodyLimit: 64 * 1024,
    // request.ip is the nearest address that is not a configured proxy (park-site, the load balancers):
    // trusting every hop would let a visitor's own X-Forwarded-For pick the address the limits count.
    trustProxy: config.trustedProxies,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onClose', async () => database.close());
  app.log.info({ documents: searchIndex.documentCount, ms: indexMs }, 'search index ready');

  registerErrorHandling(app);
  registerNulGuard(app);
  registerErrorLog(app, database.db);
  parseFormBodies(app);

  registerSecurityHeaders(app);
  if (config.apiDocs) await registerApiDocs(app);

  if (config.serverTiming) registerServerTiming(app);

  // Headers first, before body validation, so a call without them is refused with its own code.
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (isParksApiPath(path)) return checkParksApiRequest(request, path, config, now());
    if (!request.url.startsWith('/xapi/')) return;
    // The bank is not a site: its notification carries a signature instead (payments/bank-notification.ts).
    if (path === BANK_NOTIFICATIONS_PATH) return;
    checkSiteHeaders(request);
    if (request.url !== '/xapi/token') checkBearer(request, config.tokenSecret, now());
  });

  const deps: RouteDeps = { db: database.db, config, now };
  systemRoutes(app, deps, database.kind);
  catalogRoutes(app, deps);
  cartRoutes(app, deps);
  paymentOptionsRoutes(app);
  paymentRoutes(app, deps);
  bankNotificationRoutes(app, deps);
  orderRoutes(app, deps);
  const oidcProvider = createOidcProvider(database.db, config.auth);
  bookingRoutes(app, deps, hostedAccountOf(oidcProvider));
  installmentProviderRoutes(app);
  newsletterRoutes(app, deps);
  searchRoutes(app, deps, searchIndex);
  reportingRoutes(app, deps);
  personalisationRoutes(app, deps);
  errorLogsRoutes(app, deps);
  inventoryRoutes(app, deps);
  orderCancelRoutes(app, deps);
  usersRoutes(app, deps);
  oidcRoutes(app, oidcProvider, config.auth);
  accountRoutes(app, deps, oidcProvider, createAccountMailer(database.db, config.auth));
  chatRoutes(app, deps);
  agentConsoleRoutes(app, deps);
  agentsRoutes(app, deps, config.opsToken);
  if (config.auth.exposeOutboxForTests) testOutboxRoutes(app, deps);
  // Expired provider rows (codes, sessions, tokens) are dead weight: cleared hourly on every node.
  const purge = setInterval(
    () =>
      void purgeExpiredOidcPayloads(database.db).catch((err: unknown) =>
        app.log.warn({ err }, 'oidc purge failed'),
      ),
    60 * 60 * 1000,
  );
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
  // Pending bank-transfer / cash-deposit orders past their 72 hours give their seats back. Every node
  // sweeps; a conditional UPDATE lets exactly one of them take each order (orders/order-lifecycle.ts).
  const sweep = setInterval(
    () =>
      void expireDueOrders(database.db, now()).catch((err: unknown) =>
        app.log.warn({ err }, 'order expiry sweep failed'),
      ),
    60 * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // Cart holds that ended give their seats back (issue 17 §1). Every node sweeps; each due line is claimed
  // by one transaction (FOR UPDATE SKIP LOCKED), and reads expire their own cart's holds meanwhile.
  const holdSweep = setInterval(
    () =>
      void sweepExpiredHolds(database.db, now()).catch((err: unknown) =>
        app.log.warn({ err }, 'cart hold sweep failed'),
      ),
    config.cartHolds.sweepSeconds * 1000,
  );
  holdSweep.unref();
  app.addHook('onClose', async () => clearInterval(holdSweep));

  return Object.assign(app, { database });
}
