import type { ReactNode } from 'react';
import type { SitePage } from '@parks/i18n';
import type { RenderedPage } from '../content/content.server';
import { CheckoutHeader } from './checkout-header';
import { checkoutPageStyles } from './checkout-page.styles';

export interface CartPageViewProps {
  page: SitePage;
  content: RenderedPage;
  /** The cart itself: `CartPage` of @parks/cart (the route: the empty cart's static page or an island). */
  cart: ReactNode;
}

/**
 * The cart route's page: the content file's heading and lead, then the cart page of @parks/cart, which
 * reads the cart from the store. No hero image: the products come first on a checkout page. The frame is
 * static (build-time classes); only the cart's own parts use Chakra.
 */
export function CartPageView({ page, content, cart }: CartPageViewProps) {
  const c = checkoutPageStyles.classes;
  return (
    <article>
      <CheckoutHeader content={content} printable />
      <div className={c.main}>
        <div className={c.intro} dangerouslySetInnerHTML={{ __html: content.html }} />
        {cart}
      </div>
      <span hidden data-page-id={page.id} />
    </article>
  );
}
