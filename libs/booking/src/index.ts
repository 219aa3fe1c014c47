// The root entry is what a host wires (issue 19 §4; README 'Public API'): the i18n namespace, the
// persisted `booking` slice, the booking widgets (also `@parks/booking/widgets`, for route modules), the
// date picker and calm days, the booking-API client (a sister park may point it at its own API) and the
// static styles. Everything else is internal; the framework-free rules (visitors, crowd levels, packages,
// hotel stays, messages, the linked visit date) are `@parks/booking/core`.
export { bookingI18n } from './i18n/namespace';
export { bookingPersistConfig, bookingSlice } from './state/booking.slice';
export type { BookingPersistConfig, BookingState } from './state/booking.slice';
export { createBookingApi } from './api/booking.api';
export type { BookingApi } from './api/booking.api';
export { BookingApiProvider } from './api/booking-api-context';
export type { BookingApiProviderProps } from './api/booking-api-context';
export { BookingWidget } from './ui/booking-widget/booking-widget';
export type { BookingWidgetProps } from './ui/booking-widget/booking-widget';
export { PackageBuilder } from './ui/package-builder/package-builder';
export type { PackageBuilderProps } from './ui/package-builder/package-builder';
export { HotelCalendar } from './ui/hotel-calendar/hotel-calendar';
export type { HotelCalendarProps } from './ui/hotel-calendar/hotel-calendar';
export { DatePickerDialog } from './ui/date-picker/date-picker-dialog';
export type { DatePickerDialogProps } from './ui/date-picker/date-picker-dialog';
export { CalmDays } from './ui/calm-days/calm-days';
export type { CalmDaysDay, CalmDaysProps } from './ui/calm-days/calm-days';
export { bookingStaticStyles } from './ui/static-styles';
