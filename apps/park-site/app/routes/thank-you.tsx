import { useEffect } from 'react';
import { data } from 'react-router';
import { cartLanguage } from '@parks/cart/core';
import { matchSitePage } from '@parks/i18n';
import { COOKIE, parseCookieHeader, serializeCookie } from '@parks/site/core';
import type { Route } from './+types/thank-you';
import { pagePathname } from '../page-load/page-pathname';
import { contentIdOf, loadPage } from '../content/content.server';
import { keepThankYouPageOffline } from '../offline/keep-e-tickets-offline';
import { paidSessionCookie, paidSessionCookieName } from '../pages/paid-session-cookie.server';
import { ThankYouView } from '../pages/thank-you-view';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext, responseCookiesContext } from '../server-only/app-services';

const ORDER_ID = /^[0-9a-f-]{36}$/i;
const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * The thank-you page (?order={IdOrder}): the order is read from park-api for the cart session that
 * paid it, and the cart cookie is cleared (the cart no longer exists).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, getOrder, secureCookies } = context.get(appServicesContext);
  const page = matchSitePage(
    pagePathname(request),
    config.parkSlug,
    config.sisterParks.map((park) => park.slug),
  );
  if (page?.id !== 'thank-you') throw data(null, { status: 404 });
  const content = await loadPage(contentIdOf(page), page.language);
  if (!content) throw data(null, { status: 404 });

  const orderId = new URL(request.url).searchParams.get('order') ?? '';
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const sessionId = cookies[COOKIE.shopping] || cookies[paidSessionCookieName(secureCookies)] || '';
  let order = null;
  if (ORDER_ID.test(orderId) && SESSION_ID.test(sessionId)) {
    try {
      order = await getOrder(orderId, sessionId, cartLanguage(page.language));
    } catch {
      order = null;
    }
  }
  if (order) {
    context
      .get(responseCookiesContext)
      .push(
        serializeCookie(COOKIE.shopping, '', { maxAge: 0, secure: secureCookies }),
        paidSessionCookie(sessionId, secureCookies),
      );
  }
  return { page, content, order };
}

/** An order page is personal: no shared cache may keep it. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(loaderData, matches),
  // An order page is personal: never indexed.
  { name: 'robots', content: 'noindex' },
];

export default function ThankYouRoute({ loaderData }: Route.ComponentProps) {
  const orderId = loaderData.order?.IdOrder;
  // The e-tickets stay viewable offline on this device (docs/decisions/007-offline-mode.md).
  useEffect(() => {
    if (orderId) void keepThankYouPageOffline(window.location.href).catch(() => undefined);
  }, [orderId]);
  return <ThankYouView page={loaderData.page} content={loaderData.content} order={loaderData.order} />;
}
