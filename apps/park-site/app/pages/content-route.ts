import type { HeadersFunction } from 'react-router';
import type { SitePage } from '@parks/i18n';
import type { RenderedPage } from '../content/content.server';
import type { PriceFrom } from '../server-only/app-services';
import type { EligibilityProof } from './booking-products';
import type { ContentPageViewProps, SitemapEntry } from './content-page-view';

/** The headers of every content page's route module: a degraded page's `no-store` (see contentPageLoader). */
export const contentPageHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

/**
 * What every content page's route module gives ContentPageView from its loader data (all but the widget and
 * the sensory guide, which only their own route modules render).
 */
export function contentPageViewProps(loaderData: {
  page: SitePage;
  content: RenderedPage;
  sitemap: SitemapEntry[] | null;
  priceFrom: PriceFrom | null;
  eligibilityProof: EligibilityProof | null;
  sensoryGuidePath?: string | null;
}): Omit<ContentPageViewProps, 'widget' | 'guide'> {
  const { page, content, sitemap, priceFrom, eligibilityProof, sensoryGuidePath } = loaderData;
  return { page, content, sitemap, priceFrom, eligibilityProof, sensoryGuidePath };
}
