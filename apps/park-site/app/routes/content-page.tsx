import { data } from 'react-router';
import type { Route } from './+types/content-page';
import { notFoundResponse } from '../layout/not-found.server';
import { ContentPageView } from '../pages/content-page-view';
import { contentPageData } from '../pages/content-page-data.server';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext, serverTimingContext } from '../server-only/app-services';

export async function loader({ request, context }: Route.LoaderArgs) {
  const loaded = await contentPageData(
    request,
    context.get(appServicesContext),
    context.get(serverTimingContext),
  );
  if (!loaded) throw await notFoundResponse(request);
  // A page missing what the cart API could not answer (the live box, a price in its text) is shown,
  // never kept: not by the HTML micro-cache (decision 009), a CDN or the service worker, so the next
  // visitor gets the whole page once it is back.
  return loaded.degraded
    ? data(loaded.data, { headers: { 'Cache-Control': DEGRADED_PAGE_CACHE_CONTROL } })
    : loaded.data;
}

const DEGRADED_PAGE_CACHE_CONTROL = 'no-store';

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPageView
      page={loaderData.page}
      content={loaderData.content}
      sitemap={loaderData.sitemap}
      priceFrom={loaderData.priceFrom}
      bookingProductIds={loaderData.bookingProductIds}
      packagePieceIds={loaderData.packagePieceIds}
      hotelProductId={loaderData.hotelProductId}
      eligibilityProof={loaderData.eligibilityProof}
      sensoryGuide={loaderData.sensoryGuide}
      calmDays={loaderData.calmDays}
      sensoryGuidePath={loaderData.sensoryGuidePath}
    />
  );
}
