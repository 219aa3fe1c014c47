import { useContext } from 'react';
import { PaymentDetails } from '@parks/payments';
import { PaymentDetailsPropsContext } from './payment-details-props';

/**
 * The payment details of @parks/payments (Chakra) with the route's props, loaded as an island by the
 * payment route only when the cart has lines: a module of its own, so its code and Chakra's runtime are
 * a chunk the empty cart's page never loads (issue 16 step 2). An island takes no props (a parent's
 * re-render must not reach it before it hydrates): they come through the route's context.
 */
export function PaymentDetailsFromRoute() {
  return <PaymentDetails {...useContext(PaymentDetailsPropsContext)} />;
}
