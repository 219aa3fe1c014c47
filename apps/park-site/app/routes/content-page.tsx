import { data } from 'react-router';
import { matchSitePage, type Language } from '@parks/i18n';
import type { Route } from './+types/content-page';
import { pagePathname } from '../page-load/page-pathname';
import { contentIdOf, loadPage } from '../content/content.server';
import { notFoundResponse } from '../layout/not-found.server';
import { ContentPageView } from '../pages/content-page-view';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext, serverTimingContext } from '../server-only/app-services';
import { sitemapGroups } from '../seo/sitemap-groups';
import { admissionPriceFrom } from '../pages/admission-price.server';
import { serverTimingMetric } from '../server-only/server-timing';
import {
  bookingProductsOf,
  eligibilityProofOf,
  hotelProductOf,
  packagePiecesOf,
} from '../pages/booking-products';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(appServicesContext);
  const { config } = services;
  const page = matchSitePage(
    pagePathname(request),
    config.parkSlug,
    config.sisterParks.map((park) => park.slug),
  );
  if (!page) throw await notFoundResponse(request);
  // Portuguese exists only for the cart routes; they show their English texts until translated.
  const contentLanguage = page.language === 'es' ? 'es' : 'en';
  const content = await loadPage(contentIdOf(page), contentLanguage);
  if (!content) throw await notFoundResponse(request);
  const sitemap =
    page.id === 'sitemap'
      ? await Promise.all(
          sitemapGroups(config, page.language as Language).map(async (link) => ({
            path: link.path,
            label: (await loadPage(contentIdOf(link), contentLanguage))?.navLabel ?? link.path,
          })),
        )
      : null;
  const priceStarted = performance.now();
  const priceFrom = page.id === 'admission' ? await admissionPriceFrom(request, services) : null;
  if (page.id === 'admission')
    context
      .get(serverTimingContext)
      .push(serverTimingMetric('price', priceFrom ? 'ok' : 'unavailable', performance.now() - priceStarted));
  const loaded = {
    page,
    content,
    sitemap,
    priceFrom,
    bookingProductIds: bookingProductsOf(page),
    packagePieceIds: packagePiecesOf(page),
    hotelProductId: hotelProductOf(page),
    eligibilityProof: eligibilityProofOf(page),
  };
  // A page missing what the cart API could not answer is shown, never kept: not by the HTML micro-cache
  // (decision 009), a CDN or the service worker, so the next visitor gets the whole page once it is back.
  return page.id === 'admission' && !priceFrom
    ? data(loaded, { headers: { 'Cache-Control': DEGRADED_PAGE_CACHE_CONTROL } })
    : loaded;
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
    />
  );
}
