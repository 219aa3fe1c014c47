import { useEffect } from 'react';
import { data, redirect, useLocation } from 'react-router';
import { cartLanguage } from '@parks/cart/core';
import { matchSitePage, type SitePage } from '@parks/i18n';
import type { SiteConfig } from '@parks/site';
import type { Route } from './+types/my-booking';
import { pagePathname } from '../page-load/page-pathname';
import { contentIdOf, loadPage } from '../content/content.server';
import { clearBookingAccessCookie, openedBookingOf } from '../pages/booking-access-cookie.server';
import { hostedBearerOf } from '../pages/account-orders.server';
import { bookingPageAction } from '../pages/booking-page.server';
import { bookingNoticeOf, MyBookingView } from '../pages/my-booking-view';
import { forgetKeptPage, keepThankYouPageOffline } from '../offline/keep-e-tickets-offline';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext, responseCookiesContext } from '../server-only/app-services';
import ChakraScope from '../theme/chakra-scope';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * "Manage my booking" (issue 20; /es/mi-reserva/, /en/my-booking/, /pt/minha-reserva/): the find form, or,
 * with the access a lookup earned (an HttpOnly cookie), the booking read from park-api on every request.
 */
function bookingPageOf(request: Request, config: SiteConfig): SitePage {
  const page = matchSitePage(
    pagePathname(request),
    config.parkSlug,
    config.sisterParks.map((park) => park.slug),
  );
  if (page?.id !== 'my-booking') throw data(null, { status: 404 });
  return page;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, bookings, secureCookies } = context.get(appServicesContext);
  const page = bookingPageOf(request, config);
  const content = await loadPage(contentIdOf(page), page.language);
  if (!content) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const notice = bookingNoticeOf(url.searchParams);
  // A reference typed on the thank-you page's link: only fills the form (it opens nothing by itself).
  const reference = (url.searchParams.get('ref') ?? '').slice(0, 64);
  const opened = openedBookingOf(
    request,
    secureCookies,
    await hostedBearerOf(request, context.get(appServicesContext), context.get(responseCookiesContext)),
  );
  const shown = { page, content, reference, account: null as string | null };
  if (!opened) return { ...shown, booking: null, notice: null, failed: false };
  try {
    const answer = await bookings.get(opened.idOrder, opened.credential, cartLanguage(page.language));
    if (answer.status === 200 && answer.body) {
      return {
        ...shown,
        // The forms of a booking opened from the account page post to it with its `?order=`.
        account: opened.via === 'account' ? opened.idOrder : null,
        booking: answer.body,
        notice,
        failed: false,
      };
    }
    // Expired (2 h), signed out, or no longer this visitor's: forget the access; the visitor finds the
    // booking again.
    if (answer.status === 404 || answer.status === 401) {
      if (opened.via === 'lookup')
        context.get(responseCookiesContext).push(clearBookingAccessCookie(secureCookies));
      return { ...shown, booking: null, notice: null, failed: false };
    }
  } catch {
    // park-api unreachable: said below, the access kept for when it is back.
  }
  return { ...shown, booking: null, notice: null, failed: true };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config, bookings, secureCookies } = context.get(appServicesContext);
  const page = bookingPageOf(request, config);
  let outcome;
  try {
    outcome = await bookingPageAction(request, {
      bookings,
      language: cartLanguage(page.language),
      secureCookies,
      hostedBearer: await hostedBearerOf(
        request,
        context.get(appServicesContext),
        context.get(responseCookiesContext),
      ),
    });
  } catch {
    outcome = { kind: 'shown' as const, status: 502, error: { code: 'generic' } };
  }
  if (outcome.kind === 'redirect') {
    if (outcome.cookie) context.get(responseCookiesContext).push(outcome.cookie);
    return redirect(outcome.location, { status: 303, headers: NO_STORE });
  }
  const { kind: _kind, status, ...shown } = outcome;
  return data(shown, { status, headers: NO_STORE });
}

/** A booking is personal: no shared cache may keep it. */
export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(loaderData, matches),
  // A booking page is personal: never indexed.
  { name: 'robots', content: 'noindex' },
];

export default function MyBookingRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const shown = loaderData.booking !== null;
  const page = loaderData.account ? `${pathname}?order=${encodeURIComponent(loaderData.account)}` : pathname;
  // The booking and its e-tickets stay readable offline on this device once opened; a device that no
  // longer has the access forgets its copy (docs/decisions/007-offline-mode.md).
  useEffect(() => {
    const url = `${window.location.origin}${page}`;
    if (shown) void keepThankYouPageOffline(url).catch(() => undefined);
    else void forgetKeptPage(url).catch(() => undefined);
  }, [shown, page, loaderData.booking]);
  return (
    <ChakraScope>
      <MyBookingView
        page={loaderData.page}
        content={loaderData.content}
        booking={loaderData.booking}
        notice={loaderData.notice}
        reference={loaderData.reference}
        failed={loaderData.failed}
        actionData={actionData}
        formAction={page}
      />
    </ChakraScope>
  );
}
