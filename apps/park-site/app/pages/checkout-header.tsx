import type { ReactElement } from 'react';
import type { RenderedPage } from '../content/content.server';
import { checkoutPageStyles } from './checkout-page.styles';

/**
 * The heading band of the checkout pages: the content file's heading and lead, no hero image. `heading`
 * replaces both when the page cannot say what its content says (a thank-you page without an order).
 * Read-only: static classes, no Chakra runtime (issue 16 step 2).
 */
export function CheckoutHeader({
  content,
  heading,
  printable = false,
}: {
  content: RenderedPage;
  heading?: string;
  /**
   * Printed with the page (the cart page's band); the other checkout pages leave it out of print.
   * @default false
   */
  printable?: boolean;
}): ReactElement {
  const c = checkoutPageStyles.classes;
  return (
    <header className={c.header} data-print={printable ? undefined : 'hide'}>
      <div className={c.headerContainer}>
        <h1 className={c.heading}>{heading ?? content.heading}</h1>
        {heading ? null : <p className={c.lead}>{content.lead}</p>}
      </div>
    </header>
  );
}
