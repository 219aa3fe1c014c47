import { linkedVisitDate, parkDayIn, VISIT_DATE_PARAM, type ParkDay } from '@parks/booking/core';
import { linkPath, matchSitePage, type Language, type SitePage } from '@parks/i18n';
import { contentPriceTexts, resolveContentPrices } from '../content/content-prices.server';
import { contentIdOf, loadPage, type RenderedPage } from '../content/content.server';
import { pagePathname } from '../page-load/page-pathname';
import { sitemapGroups } from '../seo/sitemap-groups';
import type { AppServices, PriceFrom } from '../server-only/app-services';
import { serverTimingMetric } from '../server-only/server-timing';
import { admissionPriceFrom, visitorCurrency } from './admission-price.server';
import {
  bookingProductsOf,
  eligibilityProofOf,
  hotelProductOf,
  packagePiecesOf,
  type EligibilityProof,
} from './booking-products';
import type { CalmDay, SitemapEntry } from './content-page-view';
import { sensoryGuideData, type SensoryGuideData } from './sensory-guide.server';
import { loadCalmDays } from '../sensory-guide/calm-days.server';
import { sensoryLabels } from '../seo/sensory-labels.server';
import type { SensoryLabels } from '../seo/sensory-structured-data';

/** Parque Sensoria's time zone: where a visit day begins (the booking widget's `timeZone`, its default). */
const PARK_TIME_ZONE = 'America/Cancun';

export interface ContentPageData {
  page: SitePage;
  content: RenderedPage;
  sitemap: SitemapEntry[] | null;
  priceFrom: PriceFrom | null;
  bookingProductIds: readonly number[] | null;
  /**
   * The visit date the page's link chose (`?date=YYYY-MM-DD`, the sensory guide's calm days), on a page
   * with the booking widget, when it can be booked; null otherwise (a bad date is ignored).
   */
  visitDate: string | null;
  /**
   * The park's day and when it ends, on a page with the booking widget: the widget knows its today from its
   * first render, with no time-zone formatting in the browser (issue 16); null otherwise.
   */
  parkDay: ParkDay | null;
  packagePieceIds: readonly number[] | null;
  hotelProductId: number | null;
  eligibilityProof: EligibilityProof | null;
  /** The sensory guide's filters and matches, on the guide page (issue 21 §2). */
  sensoryGuide: SensoryGuideData | null;
  /**
   * The calmest days ahead, on the guide page once loaded (issue 21 §3; contract-21.md); absent when park-api
   * could not tell: the list then says it cannot show them now.
   */
  calmDays?: CalmDay[];
  /** Where the cards' sensory profiles link to in full. */
  sensoryGuidePath: string | null;
  /** The profile table's words in the page's language, for the JSON-LD, when the page shows profiles. */
  sensoryLabels: SensoryLabels | null;
}

/**
 * What a content page shows for a request, or null when the path is no content page. `degraded` is
 * true when the cart API could not price what the page shows (the live box or a price in its text):
 * the page is then shown but never kept (decision 009).
 */
export async function contentPageData(
  request: Request,
  services: Pick<
    AppServices,
    'config' | 'getPriceFrom' | 'convertFromUsd' | 'admissionProductId' | 'getCrowdLevels'
  >,
  serverTiming: string[],
): Promise<{ data: ContentPageData; degraded: boolean } | null> {
  const { config } = services;
  const page = matchSitePage(
    pagePathname(request),
    config.parkSlug,
    config.sisterParks.map((park) => park.slug),
  );
  if (!page) return null;
  // Portuguese exists only for the cart routes; they show their English texts until translated.
  const contentLanguage = page.language === 'es' ? 'es' : 'en';
  const source = await loadPage(contentIdOf(page), contentLanguage);
  if (!source) return null;
  const sitemap =
    page.id === 'sitemap'
      ? await Promise.all(
          sitemapGroups(config, page.language as Language).map(async (link) => ({
            path: link.path,
            label: (await loadPage(contentIdOf(link), contentLanguage))?.navLabel ?? link.path,
          })),
        )
      : null;
  const sensoryGuide =
    page.id === 'sensory-guide'
      ? await sensoryGuideData(request, page.language as Language, contentLanguage, config.parkSlug)
      : null;
  const currency = visitorCurrency(request, services);
  const priceStarted = performance.now();
  // The live box and the prices in the page's text ({{price adult admission}}) at once, in one currency.
  const [priceFrom, prices, calmDays] = await Promise.all([
    page.id === 'admission' ? admissionPriceFrom(request, services) : null,
    resolveContentPrices(source, currency, services, contentPriceTexts(contentLanguage)),
    // The guide's calmest days ahead (issue 21 §3): absent when park-api cannot tell, and the section with it.
    page.id === 'sensory-guide' ? loadCalmDays(services) : undefined,
  ]);
  if (page.id === 'admission')
    serverTiming.push(
      serverTimingMetric('price', priceFrom ? 'ok' : 'unavailable', performance.now() - priceStarted),
    );
  const parkDay = bookingProductsOf(page) ? parkDayIn(PARK_TIME_ZONE) : null;
  return {
    data: {
      page,
      content: prices.value,
      sitemap,
      priceFrom,
      bookingProductIds: bookingProductsOf(page),
      visitDate: parkDay
        ? linkedVisitDate(new URL(request.url).searchParams.get(VISIT_DATE_PARAM), parkDay.date)
        : null,
      parkDay,
      packagePieceIds: packagePiecesOf(page),
      hotelProductId: hotelProductOf(page),
      eligibilityProof: eligibilityProofOf(page),
      sensoryGuide,
      ...(calmDays ? { calmDays } : {}),
      sensoryGuidePath: linkPath('sensory-guide', page.language, { park: config.parkSlug }) ?? null,
      sensoryLabels:
        sensoryGuide || showsSensoryProfiles(prices.value) ? sensoryLabels(page.language as Language) : null,
    },
    // The guide without its calm days says it cannot show them now: shown, never kept, like a missing price.
    degraded:
      (page.id === 'admission' && !priceFrom) ||
      !prices.complete ||
      (page.id === 'sensory-guide' && !calmDays),
  };
}

/** Whether a page's cards carry sensory profiles (the attractions and tours lists). */
function showsSensoryProfiles(content: RenderedPage): boolean {
  return Object.values(content.items).some((items) => items.some((item) => item.sensory));
}
