/**
 * @jest-environment node
 */
// Issue 16: the payment page's order summary is build-time classes (payment-details.styles.ts): what is
// being paid renders with no Emotion class or style tag, so hydrating it does no Chakra style work.
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { emotionStyles } from '@parks/test-harness';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { paymentCart } from '../../test-support/payments-fixtures';
import { OrderSummary } from './order-summary';

describe('the order summary on the server', () => {
  it('renders the products, the coupon and the total in static classes, with no Emotion', () => {
    const cart = paymentCart('MXN', { CouponCode: 'VERANO', CouponDiscount: 450, Total: 4050 });
    const html = renderToString(
      <ParkProviders language="es" brand="sensoria" mobile={false} storyId="ssr">
        <OrderSummary cart={cart} language="es" formatMoney={(amount) => `MXN ${amount.toFixed(2)}`} />
      </ParkProviders>,
    );
    // What the visitor reads: the product, the coupon's discount and the total.
    expect(html).toContain(`<p class="pk-payment-details-summaryProduct">${cart.Lines[0]?.ProductName}</p>`);
    expect(html).toMatch(/<dd class="pk-payment-details-summaryCoupon">MXN -450.00<\/dd>/);
    expect(html).toMatch(
      /<dd class="pk-payment-details-summaryTotal" data-testid="payment-total">MXN 4050.00<\/dd>/,
    );
    expect(html).toMatch(/<section aria-labelledby="([^"]+)" class="pk-payment-details-summary"><h2 id="\1"/);
    expect(emotionStyles(html)).toEqual({ classNames: [], styleTags: 0 });
  });
});
