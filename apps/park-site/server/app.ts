import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { join, resolve } from 'node:path';
import { RouterContextProvider } from 'react-router';
import { createSensoriaConfig } from '../app/config/site-config';
import { contentDir } from '../app/content/content-dir.server';
import { loadParkFacts } from '../app/content/content.server';
import { cspNonceContext } from '../app/csp-nonce';
import { documentRequestContext } from '../app/i18n/document-texts-context';
import { appServicesContext, type AppServices } from '../app/server-only/app-services';
import { authRoutes } from './auth/auth.routes';
import { createIdentitySessions } from './auth/identity-session.server';
import { createOidcClient } from './auth/oidc-client.server';
import { createServerBookingApi } from './booking-api.server';
import { createServerCartApi } from './cart-api.server';
import { resolveSiteSecrets } from './secrets.server';
import { installmentWidgetConfig } from '../app/pages/payment-installments.server';
import { ampRoutes } from './amp-routes';
import { proxyToApi } from './api-proxy';
import { paidSessionOnPayment } from './paid-session-on-payment';
import { forwardedForVisitor, rememberVisitorAddress, trustedProxiesOf } from './client-address';
import { API_BODY_LIMIT_BYTES, limitRequestBody, siteRequestGuard } from './request-guard';
import { createErrorReporter, recordHttpErrors } from './error-reporter';
import { ampDocuments, checkoutDocuments } from './document-kinds';
import { CSP_NONCE_LOCAL, securityHeaders } from './security-headers';
import { themeStylesheet as servedStylesheet } from './theme-css.server';
import { staticFiles } from './static-files';
import { renderGate, rendersInFlightOf } from './render-gate';
// Parque Sensoria's stylesheet, generated at build time from its Chakra system (tools/styles/build.mjs).
import sensoriaCss from '../app/theme/generated/sensoria.css?raw';
import { KEYED_COOKIES } from './html-cache/cache-key';
import { htmlCacheConfig } from './html-cache/html-cache-config';
import { htmlMicroCache } from './html-cache/html-micro-cache';
import { isMobileUserAgent } from '@parks/site/core';

const port = Number(process.env['PORT'] ?? 3000);
const apiOrigin = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';
const publicApiOrigin = process.env['PUBLIC_API_ORIGIN'] ?? apiOrigin;
const origin = process.env['SITE_ORIGIN'] ?? `http://localhost:${port}`;
const https = origin.startsWith('https:');
// The browser reaches the parks API and the cart API through this server (same origin: no CORS,
// first-party cookies).
const config = createSensoriaConfig({
  apiOrigin: publicApiOrigin,
  apiBaseUrl: process.env['PUBLIC_API_BASE_URL'] ?? '/api/v1',
  cartApiBaseUrl: process.env['PUBLIC_CART_API_BASE_URL'] ?? '',
});

// park-site's own errors: page-load failures (SSR_ERROR) and 5xx answers (HTTP_ERROR) go to park-api.
const errorReporter = createErrorReporter({ apiOrigin, siteOrigin: origin });

const cartApi = createServerCartApi({
  baseUrl: apiOrigin,
  siteCode: config.siteCode,
  prefixProject: config.cartPrefixProject,
});

const bookingApi = createServerBookingApi({
  baseUrl: apiOrigin,
  siteCode: config.siteCode,
  prefixProject: config.cartPrefixProject,
});

const themeStylesheet = servedStylesheet(sensoriaCss);

// The hosted authentication service (SPEC §7): park-api is the issuer.
const identityProvider = createOidcClient({
  issuer: process.env['OIDC_ISSUER'] ?? publicApiOrigin,
  internalOrigin: apiOrigin,
  clientId: process.env['OIDC_CLIENT_ID'] ?? 'park-site',
  scope: 'openid email phone profile user-admin',
});
// SITE_SESSION_SECRET: required in production, generated into .data/ elsewhere (secrets.server.ts).
const sessionSecret = resolveSiteSecrets(process.env).sessionSecret;
const identitySessions = createIdentitySessions({
  secret: sessionSecret,
  secure: https,
  provider: identityProvider,
});

const services: AppServices = {
  themeCssHref: `/theme.css?v=${themeStylesheet.hash}`,
  config,
  origin,
  apiBaseUrl: `${apiOrigin}/api/v1`,
  // Budgets keep every page under 2.5 s when park-api is slow or gone (issue 9 §4): the root loader's
  // cart fetch and a route's own upstream call run in parallel, each bounded by its budget.
  searchBudgetMs: Number(process.env['SEARCH_BUDGET_MS'] ?? 1500),
  getCart: cartApi.getCart,
  changeCartCurrency: cartApi.changeCartCurrency,
  getPriceFrom: cartApi.getPriceFrom,
  convertFromUsd: cartApi.convertFromUsd,
  getCrowdLevels: cartApi.getCrowdLevels,
  getOrder: cartApi.getOrder,
  applyCoupon: cartApi.applyCoupon,
  bookings: bookingApi,
  hostedAccess: identitySessions.hostedAccess,
  installmentWidget: installmentWidgetConfig(process.env, publicApiOrigin),
  admissionProductId: Number(process.env['ADMISSION_PRODUCT_ID'] ?? 100),
  cartBudgetMs: Number(process.env['CART_BUDGET_MS'] ?? 1500),
  secureCookies: https,
  reportSsrError: errorReporter.reportSsrError,
  visitorHeaders: forwardedForVisitor,
  loadParkFacts,
};

export const app = express();
app.disable('x-powered-by');
// The visitor's address is the nearest hop that is not one of our proxies (docs/deploy.md, 'Client
// addresses'): loopback by default; behind a CDN and a load balancer TRUSTED_PROXIES lists their networks.
const trustedProxies = trustedProxiesOf(process.env['TRUSTED_PROXIES']);
try {
  app.set('trust proxy', trustedProxies);
} catch (error) {
  throw new Error(`TRUSTED_PROXIES must list addresses, CIDRs, loopback, linklocal or uniquelocal`, {
    cause: error,
  });
}
app.use(rememberVisitorAddress());
app.use(compression());
app.use(
  securityHeaders({
    https,
    // The newsletter form posts to the mail-marketing service (SPEC §7 'Newsletter'); sign-in is a link.
    formActionOrigins: [new URL(config.newsletter.action).origin],
    documentKinds: [
      ampDocuments,
      checkoutDocuments(
        config,
        services.installmentWidget.apiKey ? services.installmentWidget.scriptUrl : undefined,
      ),
    ],
  }),
);
app.use(recordHttpErrors(errorReporter));
app.use(['/api/v1', '/xapi'], limitRequestBody(API_BODY_LIMIT_BYTES));
app.use('/api/v1', proxyToApi(apiOrigin));
app.use('/xapi', proxyToApi(apiOrigin, undefined, paidSessionOnPayment(https)));
// Everything below is the site's own: the auth routes, /api/cart-currency, every React Router action.
app.use(siteRequestGuard({ siteOrigin: origin }));
// Sign-in (SPEC §7 'Same-origin calls', 'Hosted authentication service'): park-api is the issuer.
app.use(
  authRoutes({
    siteOrigin: origin,
    apiOrigin,
    identityProvider,
    secret: sessionSecret,
    identities: identitySessions,
  }),
);

// The brand's stylesheet (reset, tokens, the read-only parts' classes), built at build time: a versioned URL is cached for a year, the bare one briefly.
app.get('/theme.css', (request, response) => {
  const versioned = request.query['v'] === themeStylesheet.hash;
  response.setHeader('Content-Type', 'text/css; charset=utf-8');
  response.setHeader(
    'Cache-Control',
    versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
  );
  response.send(themeStylesheet.css);
});

const clientDir = resolve(import.meta.dirname, '../client');
// Hashed build assets never change: cache them for a year.
app.use(
  '/assets',
  express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }),
);
app.use(
  '/content-images',
  express.static(resolve(import.meta.dirname, '../content-images'), { maxAge: '30d', index: false }),
);
app.use('/content-images', express.static(join(contentDir(), 'images'), { maxAge: '30d', index: false }));
// The service worker's script is checked on every visit, so a new build reaches visitors at once.
app.get('/sw.js', (_request, response) => {
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Service-Worker-Allowed', '/');
  response.sendFile(join(clientDir, 'sw.js'), (error) => {
    if (error && !response.headersSent) response.status(404).end();
  });
});
app.use(staticFiles(clientDir, { maxAge: '1h', index: false }));
app.use(ampRoutes({ origin, config, pricing: services }));

// Anonymous pages are answered from a few seconds' memory of their HTML, each with a fresh nonce
// (issue 10 §2, docs/decisions/009-html-micro-cache.md). HTML_CACHE_TTL_MS=0 turns it off.
const htmlCache = htmlMicroCache({
  ...htmlCacheConfig(process.env),
  keyPolicy: { keyedCookies: KEYED_COOKIES, geoHeader: config.geoHeader, isMobile: isMobileUserAgent },
  nonceOf: (response) => response.locals[CSP_NONCE_LOCAL] as string | undefined,
});
app.use(htmlCache.handler);

// Given as a value, not as `() => import(…)`: React Router derives its handler from a build function on
// every request (route tables flattened and ranked, the static handler built: ~3 % of an uncached
// render, issue 16), which only development's module reloading needs. This build never changes.
const serverBuild = await import('virtual:react-router/server-build');

// A few renders at once, the rest in line: memory follows the renders in flight (render-gate.ts).
app.use(renderGate(rendersInFlightOf(process.env)));
app.use(
  createRequestHandler({
    build: serverBuild,
    getLoadContext(request, response) {
      const context = new RouterContextProvider();
      context.set(appServicesContext, services);
      // React Router answers a path ending in `.data` with the loaders' data (a client navigation, a
      // revalidation), any other with a document, which carries the page's texts itself.
      context.set(documentRequestContext, !request.path.endsWith('.data'));
      context.set(cspNonceContext, response.locals[CSP_NONCE_LOCAL] as string | undefined);
      return context;
    },
  }),
);
