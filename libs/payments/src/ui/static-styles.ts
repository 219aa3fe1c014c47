import type { StaticStyles } from '@parks/site';
import { paymentDetailsStyles } from './payment-details/payment-details.styles';

/**
 * Every static class of the payments' parts a page renders with no Chakra runtime (the payment details
 * page of an empty cart): a host passes them, with its Chakra system, to `buildParkStylesheet` at build
 * time (docs/decisions/011-styling.md).
 */
export const paymentsStaticStyles: readonly StaticStyles[] = [paymentDetailsStyles];
