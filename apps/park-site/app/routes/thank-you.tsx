import { useEffect } from 'react';
import { data } from 'react-router';
import { cartLanguage } from '@parks/cart/core';
import { matchSitePage } from '@parks/i18n';
import { COOKIE, parseCookieHeader, serializeCookie } from '@parks/site/core';
import type { Route } from './+types/thank-you';
import { pagePathname } from '../page-load/page-pathname';
import { contentIdOf, loadPage } from '../content/content.server';
import { keepThankYouPageOffline } from '../offline/keep-e-tickets-offline';
import {
  isCartSessionId,
  paidSessionCookie,
  paidSessionCookieName,
} from '../pages/paid-session-cookie.server';
import { ThankYouView } from '../pages/thank-you-view';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext, responseCookiesContext } from '../server-only/app-services';
import ChakraScope from '../theme/chakra-scope';

const ORDER_ID = /^[0-9a-f-]{36}$/i;

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
  // The session that paid is remembered when the order is created (server/paid-session-on-payment.ts);
  // `_shopping` is the fallback. Each is tried, so a new cart started meanwhile hides nothing.
  const sessions = [
    ...new Set([cookies[paidSessionCookieName(secureCookies)] ?? '', cookies[COOKIE.shopping] ?? '']),
  ].filter(isCartSessionId);
  let order = null;
  let sessionId = '';
  if (ORDER_ID.test(orderId)) {
    for (const candidate of sessions) {
      order = await getOrder(orderId, candidate, cartLanguage(page.language)).catch(() => null);
      if (order) {
        sessionId = candidate;
        break;
      }
    }
  }
  if (order) {
    const responseCookies = context.get(responseCookiesContext);
    responseCookies.push(paidSessionCookie(sessionId, secureCookies));
    // The cart that paid no longer exists; a cart started since is the visitor's and stays.
    if (cookies[COOKIE.shopping] === sessionId)
      responseCookies.push(serializeCookie(COOKIE.shopping, '', { maxAge: 0, secure: secureCookies }));
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
  return (
    <ChakraScope>
      <ThankYouView page={loaderData.page} content={loaderData.content} order={loaderData.order} />
    </ChakraScope>
  );
}
