import { createI18n, routePath, type Language } from '@parks/i18n';
import { OfflinePage, uiHeaderI18n } from '@parks/ui-header';
import type { Route } from './+types/offline-page';
import { pagePathname } from '../page-load/page-pathname';
import { appServicesContext } from '../server-only/app-services';
import { OFFLINE_CONTENT_PARAM } from '../../service-worker/offline-pages';
import { noScriptsHandle } from '../offline/no-scripts';

/**
 * The offline page (docs/decisions/007-offline-mode.md): the service worker precaches it and answers
 * with it when the visitor is offline and has no copy of the page asked for. It is served in place of
 * other URLs, so it carries no scripts: hydrating it there would ask the server for that URL's data.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(appServicesContext);
  const language: Language = pagePathname(request).startsWith('/es/') ? 'es' : 'en';
  const dynamic = new URL(request.url).searchParams.get(OFFLINE_CONTENT_PARAM) === 'dynamic';
  const { t } = createI18n(language, [uiHeaderI18n]);
  return {
    content: dynamic ? ('dynamic' as const) : ('page' as const),
    homeHref: routePath('home', language, { park: config.parkSlug }) ?? '/',
    title: t(dynamic ? 'errors.offline.dynamicTitle' : 'errors.offline.title'),
  };
}

export const handle = noScriptsHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? 'Offline' },
  { name: 'robots', content: 'noindex' },
];

export default function OfflineRoute({ loaderData }: Route.ComponentProps) {
  return <OfflinePage content={loaderData.content} homeHref={loaderData.homeHref} />;
}
