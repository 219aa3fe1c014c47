import { data, redirect, useLocation } from 'react-router';
import { cartLanguage } from '@parks/cart/core';
import { languageFromPath, linkPath, matchSitePage } from '@parks/i18n';
import type { Route } from './+types/payment-details';
import { pagePathname } from '../page-load/page-pathname';
import { contentIdOf, loadPage } from '../content/content.server';
import { PaymentDetailsView } from '../pages/payment-details-view';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext } from '../server-only/app-services';
import { paymentPageAction } from '../pages/payment-page-action.server';
import ChakraScope from '../theme/chakra-scope';

/**
 * The payment details pages, with and without coupon (SPEC §2 'Cart and checkout', es / en / pt). The
 * cart comes from the root loader's page load (with USD amounts on these pages); currencies, methods
 * and banks are read in the browser, under the SPEC §8 loading labels.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, installmentWidget } = context.get(appServicesContext);
  const page = matchSitePage(
    pagePathname(request),
    config.parkSlug,
    config.sisterParks.map((park) => park.slug),
  );
  if (page?.id !== 'payment-details' && page?.id !== 'payment-details-coupon')
    throw data(null, { status: 404 });
  const content = await loadPage(contentIdOf(page), page.language);
  if (!content) throw data(null, { status: 404 });
  // The terms of use exist in es and en; the Portuguese page links to the English ones (decision 013).
  const termsHref = linkPath('terms', page.language, { park: config.parkSlug });
  return { page, content, installmentWidget, termsHref };
}

/**
 * The page's forms posted by the browser itself (before the scripts ran): the coupon is applied on the
 * server, then the page again (303); the payment form only goes back, unread (payment-page-action.server.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const outcome = await paymentPageAction(request, {
    applyCoupon: services.applyCoupon,
    language: cartLanguage(languageFromPath(pagePathname(request))),
  });
  const noStore = { 'Cache-Control': 'private, no-store' };
  if (outcome.kind === 'back') return redirect(outcome.location, { status: 303, headers: noStore });
  return data({ coupon: outcome.coupon }, { status: outcome.status, headers: noStore });
}

/** A payment page is per visitor (their cart) and holds a card form: never cached. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function PaymentDetailsRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <ChakraScope>
      <PaymentDetailsView
        page={loaderData.page}
        content={loaderData.content}
        installmentWidget={loaderData.installmentWidget}
        termsHref={loaderData.termsHref}
        formAction={pathname}
        couponState={actionData?.coupon}
      />
    </ChakraScope>
  );
}
