import { useState } from 'react';
import { data } from 'react-router';
import { CartPageEmpty } from '@parks/cart';
import { matchSitePage } from '@parks/i18n';
import { selectShopping } from '@parks/site';
import type { Route } from './+types/cart-page';
import { pagePathname } from '../page-load/page-pathname';
import { contentIdOf, loadPage } from '../content/content.server';
import { CartPageView } from '../pages/cart-page-view';
import { pageMeta } from '../seo/page-meta';
import { appServicesContext } from '../server-only/app-services';
import { island } from '../layout/island';
import { useAppSelector } from '../state/app-hooks';

/**
 * A cart with lines: the cart page of @parks/cart, server-rendered whole and hydrated as soon as the page
 * has, its code loaded then; a press on its buttons meanwhile is held and pressed again (layout/island.tsx).
 * It is plain elements with build-time classes (its lines, totals, hold panel and upsell): no Chakra
 * runtime at its first paint or hydration. Chakra's scope loads only with a line's editor, when the visitor
 * reaches for 'Change' (issue 16). An empty cart needs no island at all: its page is static.
 */
const CartIsland = island(
  () => import('../pages/cart-page-island').then((module) => module.CartPage),
  'cart-page',
  { wakeAtOnce: () => true },
);

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
  const hasLines = (useAppSelector(selectShopping)?.Lines.length ?? 0) > 0;
  // Once the cart had lines, the cart page stays: it shows the empty cart itself after the last line
  // is removed, in the same live region that announces it.
  const [hadLines, setHadLines] = useState(hasLines);
  if (hasLines && !hadLines) setHadLines(true);
  return (
    <CartPageView
      page={loaderData.page}
      content={loaderData.content}
      cart={hasLines || hadLines ? <CartIsland /> : <CartPageEmpty />}
    />
  );
}
