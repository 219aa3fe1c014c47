import { useMemo, useState } from 'react';
import { data, redirect, useLocation } from 'react-router';
import { cartLanguage } from '@parks/cart/core';
import { languageFromPath, linkPath, matchSitePage } from '@parks/i18n';
import { PaymentDetailsEmpty, type PaymentDetailsProps } from '@parks/payments';
import { selectShopping } from '@parks/site';
import type { Route } from './+types/payment-details';
import { pagePathname } from '../page-load/page-pathname';
import { contentIdOf, loadPage } from '../content/content.server';
import { PaymentDetailsView } from '../pages/payment-details-view';
import { PaymentDetailsPropsContext } from '../pages/payment-details-props';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext } from '../server-only/app-services';
import { paymentPageAction } from '../pages/payment-page-action.server';
import { island } from '../layout/island';
import { useAppSelector } from '../state/app-hooks';

/**
 * A cart with lines: the payment details of @parks/payments (Chakra), server-rendered whole and hydrated
 * as soon as the page has, its code and Chakra's runtime loaded then; a press or a submit meanwhile is
 * held and made again (layout/island.tsx). An empty cart's page is static (issue 16 step 2).
 */
const PaymentDetailsIsland = island(
  () => import('../pages/payment-details-island').then((module) => module.PaymentDetailsFromRoute),
  'payment-details',
  { chakra: true, wakeAtOnce: () => true },
);

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
  const { page, installmentWidget, termsHref } = loaderData;
  const couponState = actionData?.coupon;
  const props = useMemo<PaymentDetailsProps>(
    () => ({
      variant: page.id === 'payment-details-coupon' ? 'coupon' : 'standard',
      installmentWidget,
      termsHref,
      formAction: pathname,
      couponState,
    }),
    [page.id, installmentWidget, termsHref, pathname, couponState],
  );
  const hasLines = (useAppSelector(selectShopping)?.Lines.length ?? 0) > 0;
  const [hadLines, setHadLines] = useState(hasLines);
  if (hasLines && !hadLines) setHadLines(true);
  return (
    <PaymentDetailsPropsContext.Provider value={props}>
      <PaymentDetailsView
        page={page}
        content={loaderData.content}
        details={hasLines || hadLines ? <PaymentDetailsIsland /> : <PaymentDetailsEmpty />}
      />
    </PaymentDetailsPropsContext.Provider>
  );
}
