import { data } from 'react-router';
import { matchSitePage } from '@parks/i18n';
import type { Route } from './+types/cart-page';
import { pagePathname } from '../page-load/page-pathname';
import { contentIdOf, loadPage } from '../content/content.server';
import { CartPageView } from '../pages/cart-page-view';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext } from '../server-only/app-services';
import ChakraScope from '../theme/chakra-scope';

/**
 * The cart page (SPEC §2 'Cart and checkout'). The loader brings only the page's texts: the cart itself
 * is already in the store, fetched by the root loader's page load (SPEC §4 steps 5–6) and fetched again
 * by every revalidation, e.g. after a currency change.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(appServicesContext);
  const page = matchSitePage(
    pagePathname(request),
    config.parkSlug,
    config.sisterParks.map((park) => park.slug),
  );
  if (page?.id !== 'cart') throw data(null, { status: 404 });
  // Portuguese has no cart page of its own (SPEC §2); should it gain one, it shows the English texts.
  const content = await loadPage(contentIdOf(page), page.language === 'es' ? 'es' : 'en');
  if (!content) throw data(null, { status: 404 });
  return { page, content };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => pageMeta(loaderData, matches);

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ChakraScope>
      <CartPageView page={loaderData.page} content={loaderData.content} />
    </ChakraScope>
  );
}
