import { lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type MiddlewareFunction,
} from 'react-router';
import { htmlLang, I18nextProvider, languageFromPath } from '@parks/i18n';
import { currencySet } from '@parks/currency';
import { ChakraScopeProvider, pageLoaded, SiteConfigProvider } from '@parks/site';
import type { Route } from './+types/root';
import { useCspNonce } from './csp-nonce';
import { DocumentTexts, usePageTexts } from './i18n/document-texts';
import { pageI18n } from './i18n/page-texts';
import { markPageHydrated } from './layout/island';
import type { ErrorPageData } from './layout/error-page-data';
import { rendersWithoutScripts } from './offline/no-scripts';
import { PageChrome } from './layout/page-chrome';
import { appendResponseCookies } from './page-load/cookie-writes';
import { loadRoot, type RootData } from './root-loader.server';
import { responseCookiesContext, serverTimingContext } from './server-only/app-services';
import { createHostStore, restorePersistedState } from './state/create-host-store';
import { HostStoreProvider } from './state/host-store-provider';

/** Writes the cookies the page load decided on (SPEC §4 'Cookie writes') onto the response. */
const writeResponseCookies: MiddlewareFunction<Response> = async ({ context }, next) => {
  const cookies: string[] = [];
  context.set(responseCookiesContext, cookies);
  const response = await next();
  appendResponseCookies(response.headers, cookies);
  return response;
};

/** Writes the upstream calls' `Server-Timing` metrics gathered by the loaders onto the response. */
const writeServerTiming: MiddlewareFunction<Response> = async ({ context }, next) => {
  const metrics: string[] = [];
  context.set(serverTimingContext, metrics);
  const response = await next();
  if (metrics.length) response.headers.append('Server-Timing', metrics.join(', '));
  return response;
};

export const middleware = [writeResponseCookies, writeServerTiming];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  return loadRoot(request, context);
}

/** The title of an error page (the page's own meta is not rendered when its loader failed). */
export const meta: Route.MetaFunction = ({ error, location }) => {
  if (!error) return [];
  const es = languageFromPath(location.pathname) === 'es';
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? es
        ? 'Página no encontrada'
        : 'Page not found'
      : es
        ? 'Error Interno'
        : 'Internal Error';
  return [{ title: `${title} | Parque Sensoria` }, { name: 'robots', content: 'noindex' }];
};

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/site.webmanifest' },
];

/** The document shell; rendered for pages and for error screens alike. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const withScripts = !rendersWithoutScripts(useMatches());
  const nonce = useCspNonce();
  const language =
    data?.language ?? languageFromPath(typeof location === 'undefined' ? '/' : location.pathname);
  return (
    <html lang={htmlLang(language)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#106750" />
        <Meta />
        <Links />
        <link rel="stylesheet" href={data?.themeCssHref ?? '/theme.css'} />
        <meta name="emotion-insertion-point" content="" />
      </head>
      <body>
        {children}
        {withScripts && <ScrollRestoration nonce={nonce} />}
        {/* Its modulepreload links and module script are held until the page's first paint: entry.server
            rewrites them (layout/scripts-after-paint.server.ts, issue 16 step 7). */}
        {withScripts && <Scripts nonce={nonce} />}
      </body>
    </html>
  );
}

function Providers({ data, children }: { data: RootData; children: ReactNode }) {
  // Marks the page interactive: end-to-end journeys wait for it before they type or click. Here, above the
  // providers, so it runs after every effect of the page below (a parent's effects run after its children's).
  useEffect(() => {
    markPageHydrated();
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  // No ChakraProvider here (issue 16 step 2): the layout's shell renders with build-time classes; a part
  // made of Chakra components gets Chakra's runtime with its own code (islands, routes, lazy panels).
  // The i18n instance and the store are made by two components of their own, not in this one: React
  // hydrates one component at a time and yields between them, and the two together took 40–56 ms of one
  // task under 4× CPU throttling (issue 16, Total Blocking Time).
  return (
    <ChakraScopeProvider scope={LazyChakraScope}>
      <SiteConfigProvider config={data.config}>
        <PageI18nProvider language={data.language} texts={data.texts}>
          <PageStoreProvider preloadedState={data.preloadedState}>{children}</PageStoreProvider>
        </PageI18nProvider>
      </SiteConfigProvider>
    </ChakraScopeProvider>
  );
}

function PageI18nProvider({
  language,
  texts: sent,
  children,
}: {
  language: RootData['language'];
  texts: RootData['texts'];
  children: ReactNode;
}) {
  // The texts are in the page's language only: the first page's in the document, a later page's in its
  // loader data; a page in another language brings its own (a new instance, as the language changes).
  const texts = usePageTexts(sent);
  // On the server, the instance every render of these texts shares (entry.server's).
  const onServer = useContext(DocumentTexts)?.i18n;
  const i18n = useMemo(
    () => onServer ?? pageI18n(language, texts),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one instance per language; the texts of a language never change while the site runs
    [language],
  );
  // A later page of the same language may use a namespace the first did not (the payments lib's).
  for (const [namespace, own] of Object.entries(texts))
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, own);
  // The instance is made in the page's language (initialised synchronously): changing to the same
  // language would still emit 'languageChanged' and re-render every translated component in one
  // synchronous task right after hydration (≈ 300 ms under 4× CPU throttling on an attraction list).
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

function PageStoreProvider({
  preloadedState,
  children,
}: {
  preloadedState: RootData['preloadedState'];
  children: ReactNode;
}) {
  // One store per request on the server; once per page view in the browser (STYLE 'State and data').
  // Later page loads reach it through the effect below, never by building a new store.
  const [store] = useState(() => createHostStore(preloadedState));
  // The store was built from the first load's state: only a later load has anything to hand over.
  const [firstState] = useState(() => preloadedState);
  useEffect(() => restorePersistedState(store), [store]);
  // Later page loads (navigations, the revalidation after a currency change) bring the server's new
  // view of the page and the cart; the store created on the first load takes it over.
  useEffect(() => {
    if (preloadedState === firstState) return;
    store.dispatch(pageLoaded(preloadedState.site));
    store.dispatch(currencySet(preloadedState.currency.code));
  }, [store, firstState, preloadedState]);
  return <HostStoreProvider store={store}>{children}</HostStoreProvider>;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Providers data={loaderData}>
      <PageChrome data={loaderData}>
        <Outlet />
      </PageChrome>
    </Providers>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const source = typeof document === 'undefined' || isRouteErrorResponse(error) ? 'server' : 'client';
  if (!data) {
    // The page load itself failed: no store or config, only the language of the path.
    return (
      <Suspense>
        <BareErrorScreen />
      </Suspense>
    );
  }
  return (
    <Providers data={data}>
      <PageChrome data={data}>
        <Suspense>
          <ErrorScreen
            status={status}
            source={source}
            withSearch
            relatedLinksHtml={isRouteErrorResponse(error) ? relatedLinksOf(error.data) : undefined}
          />
        </Suspense>
      </PageChrome>
    </Providers>
  );
}

function relatedLinksOf(errorData: unknown): string | undefined {
  const links = (errorData as ErrorPageData | null)?.relatedLinksHtml;
  return typeof links === 'string' ? links : undefined;
}

// Chakra's provider with the site's system, for the lazily loaded parts that need it (the chat panel).
const LazyChakraScope = lazy(() => import('./theme/chakra-scope'));

// The error pages (general, 500) and their related links' sanitiser: only a page that failed loads them
// (issue 16). The server waits for the whole page (entry.server's onAllReady), so they are in its HTML; the
// browser hydrates them once their chunk has come.
const ErrorScreen = lazy(() =>
  import('./layout/error-screen').then((module) => ({ default: module.ErrorScreen })),
);

// Only when the page load itself failed: its texts (every language of the layout's namespace) load with it.
const BareErrorScreen = lazy(() => import('./layout/bare-error-screen'));
