// The root entry is what a host wires (issue 19 §4; README 'Public API'): the i18n namespace, the pages'
// components (payment details, thank-you, find / show a booking, the account's bookings) with their props
// and the types those props and a host's loaders and actions read, and the payments-API client (a sister
// park may point it at its own API). The parts those pages are made of (payment form, coupon, months
// plans, QR, e-ticket) are internal; the framework-free rules (card number, payment methods, months
// plans, the payment form's schema, attempts, booking lookups) are `@parks/payments/core`, and the wire
// types are also @parks/contracts'.
export { paymentsI18n } from './i18n/namespace';
export type { Booking, BookingLine, CouponServerState, InstallmentWidgetConfig, Order } from './core';
export { createPaymentsApi } from './api/payments.api';
export type { PaymentsApi } from './api/payments.api';
export { PaymentsApiProvider } from './api/payments-api-context';
export type { PaymentsApiProviderProps } from './api/payments-api-context';
export { PaymentDetails } from './ui/payment-details/payment-details';
export { PaymentDetailsEmpty } from './ui/payment-details/payment-details-empty';
export { paymentsStaticStyles } from './ui/static-styles';
export type { PaymentDetailsProps } from './ui/payment-details/payment-details';
export type { BuyerDetails } from './ui/payment-form/payment-form';
export { ThankYou } from './ui/thank-you/thank-you';
export type { ThankYouProps } from './ui/thank-you/thank-you';
export { BOOKING_INTENT, FindBookingForm } from './ui/manage-booking/find-booking-form';
export type { FindBookingFormProps } from './ui/manage-booking/find-booking-form';
export { AccountOrders } from './ui/manage-booking/account-orders';
export type { AccountOrdersProps, AccountOrdersState } from './ui/manage-booking/account-orders';
export { BookingDetails, NativeBookingDateField, PRINT_BUTTON } from './ui/manage-booking/booking-details';
export type {
  BookingDateFieldProps,
  BookingDetailsProps,
  BookingNotice,
  ShownQuote,
} from './ui/manage-booking/booking-details';
export type { BookingFormError } from './ui/manage-booking/booking-messages';
