/**
 * @jest-environment node
 */
// Issue 16: the cart page's lines, their price breakdown, the guarantee offer, the totals, the hold panel and
// the complement upsell are build-time classes (cart-page.styles.ts, cart-hold-panel.styles.ts,
// complement-upsell.styles.ts): a cart with lines renders with no Emotion class or style tag and asks for no
// Chakra scope, so the cart island hydrates with no Chakra runtime at all (it took seconds under Lighthouse's
// 4× CPU).
import { describe, expect, it } from '@jest/globals';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ChakraScopeProvider } from '@parks/site';
import { emotionStyles } from '@parks/test-harness';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { CartApiProvider } from '../../api/cart-api-context';
import { initialCartState } from '../../state/cart.slice';
import {
  admissionLine,
  cartOf,
  heldCart,
  pageCart,
  weatherGuaranteeOffer,
  withCart,
} from '../../test-support/carts';
import { complementsFixture } from '../../test-support/complements';
import { memoryCartApi } from '../../test-support/memory-cart-api';
import { CartGuaranteeOffer } from './cart-guarantee-offer';
import { CartPage } from './cart-page';

/** A scope that would give Chakra's runtime: nothing rendered here may ask for it. */
function NoChakraHere(): ReactNode {
  throw new Error('the cart page asked for Chakra');
}

// The story providers (their ChakraProvider included: a Chakra component would render there and leave its
// Emotion classes in the HTML).
function renderOnServer(
  ui: ReactNode,
  cart = pageCart(),
  preloadedState: Record<string, unknown> = withCart(cart),
) {
  return renderToString(
    <ParkProviders
      language="es"
      brand="sensoria"
      mobile={false}
      storyId="ssr"
      preloadedState={preloadedState}
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

  it('renders the hold panel and the complement upsell in static classes, with no Emotion', () => {
    const cart = heldCart({ secondsLeft: 4 * 60 + 5 });
    const html = renderOnServer(<CartPage />, cart, {
      ...withCart(cart),
      cart: {
        ...initialCartState,
        complements: {
          status: 'loaded',
          language: 'ES',
          pricing: `${cart.Currency}|${cart.Lines[0]?.VisitDate}`,
          items: complementsFixture,
        },
      },
    });
    // The hold: the time left (a warning under 5 minutes), 'keep my tickets' described by its help, and
    // the polite live region that speaks at 5 and 1 minute.
    expect(html).toMatch(/<div class="pk-cart-hold-panelWarning" data-testid="cart-hold">/);
    expect(html).toMatch(/<p role="timer" class="pk-cart-hold-timer"[^>]*>[^<]*4:05/);
    const helpId = /<p id="([^"]+)" class="pk-cart-hold-keepHelp"/.exec(html)?.[1];
    expect(helpId).toBeDefined();
    expect(html).toMatch(
      new RegExp(`<button type="button" class="pk-cart-hold-keep" aria-describedby="${helpId}">`),
    );
    expect(html).toMatch(
      /<span role="status" aria-live="polite" aria-atomic="true" data-testid="hold-announcement"/,
    );
    // The upsell: a card per complement, its price and its native add and upgrade buttons.
    expect(html).toMatch(/<ul class="pk-complements-grid">/);
    expect(html).toContain('Admisión Parque Selva');
    expect(html).toMatch(/<article[^>]*class="pk-complements-card"/);
    expect(html).toMatch(
      /<button type="button" class="pk-complements-add" aria-label="Agregar Admisión Parque Selva"/,
    );
    expect(html).toMatch(/class="pk-complements-upgrade" aria-label="Mejorar a tour: Tour Parque Selva"/);
    expect(emotionStyles(html)).toEqual({ classNames: [], styleTags: 0 });
  });
});
