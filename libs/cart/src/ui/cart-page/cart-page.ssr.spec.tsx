/**
 * @jest-environment node
 */
// Issue 16: the cart page's lines, their price breakdown, the guarantee offer and the totals are build-time
// classes (cart-page.styles.ts): a cart with lines and no hold renders with no Emotion class or style tag,
// so hydrating it does no Chakra style work per element (it took seconds under Lighthouse's 4× CPU).
import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ChakraScopeProvider } from '@parks/site';
import { emotionStyles } from '@parks/test-harness';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { CartApiProvider } from '../../api/cart-api-context';
import { admissionLine, cartOf, pageCart, weatherGuaranteeOffer, withCart } from '../../test-support/carts';
import { memoryCartApi } from '../../test-support/memory-cart-api';
import { CartGuaranteeOffer } from './cart-guarantee-offer';
import { CartPage } from './cart-page';

/** A scope that would give Chakra's runtime: nothing rendered here may ask for it. */
function NoChakraHere(): ReactNode {
  throw new Error('the cart page asked for Chakra');
}

// The story providers (their ChakraProvider included: a Chakra component would render there and leave its
// Emotion classes in the HTML).
function renderOnServer(ui: ReactNode, cart = pageCart()) {
  return renderToString(
    <ParkProviders
      language="es"
      brand="sensoria"
      mobile={false}
      storyId="ssr"
      preloadedState={withCart(cart)}
    >
      <ChakraScopeProvider scope={NoChakraHere}>
        <CartApiProvider api={memoryCartApi({ cart })}>{ui}</CartApiProvider>
      </ChakraScopeProvider>
    </ParkProviders>,
  );
}

describe('the cart page on the server', () => {
  it('renders the lines, their breakdown, buttons and the totals in static classes, with no Emotion', () => {
    const html = renderOnServer(<CartPage showComplements={false} />);
    // What the visitor reads: each product, its price breakdown, the total and the way to payment.
    expect(html).toContain('Admisión Parque Sensoria');
    expect(html).toContain('Tour Tulum y Parque Sensoria');
    expect(html).toMatch(/<caption[^>]*>[^<]*Admisión Parque Sensoria/);
    expect(html).toMatch(/data-testid="cart-total"[^>]*>[^<]+</);
    expect(html).toMatch(/<a href="\/es\/[^"]+" class="pk-cart-page-toPayment">/);
    for (const part of [
      'pk-cart-page-line',
      'pk-cart-page-lineName',
      'pk-cart-page-facts',
      'pk-cart-page-breakdown',
      'pk-cart-page-discountRow',
      'pk-cart-page-edit',
      'pk-cart-page-remove',
      'pk-cart-page-totals',
    ])
      expect(html).toContain(part);
    expect(emotionStyles(html)).toEqual({ classNames: [], styleTags: 0 });
  });

  it('marks a line with a problem by its border class', () => {
    const cart = cartOf([admissionLine({ ErrorCode: 'NO_AVAILABILITY' })], { WithErrors: true });
    const html = renderOnServer(<CartPage showComplements={false} />, cart);
    expect(html).toMatch(/<article[^>]*class="pk-cart-page-lineWithError"/);
    expect(emotionStyles(html)).toEqual({ classNames: [], styleTags: 0 });
  });

  it("offers the weather guarantee with native elements, its terms as the button's description", () => {
    const html = renderOnServer(
      <CartGuaranteeOffer
        line={admissionLine()}
        offer={weatherGuaranteeOffer}
        currency="MXN"
        onAdd={() => undefined}
      />,
    );
    const termsId = /<p id="([^"]+)" class="pk-cart-page-guaranteeWhat"/.exec(html)?.[1];
    expect(termsId).toBeDefined();
    expect(html).toMatch(
      new RegExp(`<button type="button" class="pk-cart-page-guaranteeAdd"[^>]*aria-describedby="${termsId}"`),
    );
    expect(emotionStyles(html)).toEqual({ classNames: [], styleTags: 0 });
  });
});
