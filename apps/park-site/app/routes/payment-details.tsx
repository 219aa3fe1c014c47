import { data } from 'react-router';
import { matchSitePage, routePath } from '@parks/i18n';
import type { Route } from './+types/payment-details';
import { pagePathname } from '../page-load/page-pathname';
import { contentIdOf, loadPage } from '../content/content.server';
import { PaymentDetailsView } from '../pages/payment-details-view';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext } from '../server-only/app-services';

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
  // The terms of use exist in es and en; the Portuguese page links to the English ones.
  const termsHref = routePath('terms', page.language === 'es' ? 'es' : 'en', { park: config.parkSlug });
  return { page, content, installmentWidget, termsHref };
}

/** A payment page is per visitor (their cart) and holds a card form: never cached. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function PaymentDetailsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentDetailsView
      page={loaderData.page}
      content={loaderData.content}
      installmentWidget={loaderData.installmentWidget}
      termsHref={loaderData.termsHref}
    />
  );
}
