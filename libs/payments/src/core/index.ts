export { cardDigits, cvvLength, detectCardNetwork, formatCardNumber, luhnValid } from './card-number';
export type { CardNetwork } from './card-number';
export { groupPaymentMethods } from './payment-methods';
export type { Bank, MethodGroups, OfflineMethod, PaymentMethod } from './payment-methods';
export { longestPlan, monthlyAmount, monthsPlans } from './months-plans';
export type { MonthsPlan } from './months-plans';
export type {
  CurrencyOption,
  Order,
  OrderLine,
  OrderResponse,
  OrderVisitor,
  PaymentMethodKind,
  PaymentRequest,
  WalletCode,
} from './order.types';
export { createPaymentAttempts, paymentFingerprint } from './payment-attempts';
export type { PaymentAttempts } from './payment-attempts';
export {
  EMPTY_PAYMENT_FORM,
  expiryInFuture,
  parseExpiry,
  parsePlan,
  paymentFormSchema,
} from './payment-form.schema';
export type {
  PaymentChoice,
  PaymentFormMessage,
  PaymentFormValues,
  PaymentSchemaOptions,
} from './payment-form.schema';
export {
  installmentAccountId,
  installmentInitOptions,
  installmentLocale,
  installmentWidgetEnabled,
} from './installment-widget';
export type {
  InstallmentInitOptions,
  InstallmentWidgetConfig,
  InstallmentWidgetContext,
} from './installment-widget';
export { paymentFailure } from './payment-errors';
export type { PaymentFailure } from './payment-errors';
export { orderCalendar } from './order-calendar';
export { COUPON_INTENT, couponErrorOf } from './coupon-post';
export type { CouponError, CouponServerState } from './coupon-post';
export { bookingCalendar, parkDateTime } from './booking-calendar';
export type {
  Booking,
  BookingChange,
  BookingErrorCode,
  BookingFormError,
  BookingLine,
  BookingLookupRequest,
  BookingLookupResponse,
  BookingTicket,
  ChangeDateRefusal,
  ClaimRefusal,
  DateChangePayment,
  DateChangeRequest,
  DateQuote,
  LineAllowance,
  TicketStatus,
  VisitorBand,
} from './booking.types';
