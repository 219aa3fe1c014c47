// The root entry is what a host wires (issue 19 §4; README 'Public API'): the i18n namespace, the pages'
// components and their props, the payment calls and the types a host's loader reads. The framework-free
// rules (card number, payment methods, months plans, the payment form's schema, attempts) are
// `@parks/payments/core`; the wire types are also @parks/contracts'.
export { paymentsI18n } from './i18n/namespace';
export type { CouponServerState, InstallmentWidgetConfig, Order, PaymentRequest } from './core';
export { createPaymentsApi } from './api/payments.api';
export type { PaymentsApi } from './api/payments.api';
export { PaymentsApiProvider, usePaymentsApi } from './api/payments-api-context';
export type { PaymentsApiProviderProps } from './api/payments-api-context';
export { PaymentDetails } from './ui/payment-details/payment-details';
export type { PaymentDetailsProps } from './ui/payment-details/payment-details';
export { PaymentForm } from './ui/payment-form/payment-form';
export type { BuyerDetails, PaymentFormProps } from './ui/payment-form/payment-form';
export { CouponForm } from './ui/coupon/coupon-form';
export type { CouponFormProps } from './ui/coupon/coupon-form';
export { InstallmentWidget } from './ui/installment-widget/installment-widget';
export type { InstallmentProvider, InstallmentWidgetProps } from './ui/installment-widget/installment-widget';
export { ThankYou } from './ui/thank-you/thank-you';
export type { ThankYouProps } from './ui/thank-you/thank-you';
export { TicketQr } from './ui/thank-you/ticket-qr';
export type { TicketQrProps } from './ui/thank-you/ticket-qr';
export { bookingCalendar, parkDateTime } from './core';
export type { Booking, BookingLine, BookingTicket, DateChangePayment, DateQuote } from './core';
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
export { DateQuoteConfirm } from './ui/manage-booking/date-quote-confirm';
export type { DateQuoteConfirmProps } from './ui/manage-booking/date-quote-confirm';
export { ETicketCard } from './ui/manage-booking/e-ticket-card';
export type { ETicketCardProps } from './ui/manage-booking/e-ticket-card';
export type { BookingFormError } from './ui/manage-booking/booking-messages';
