export { bookingI18n } from './i18n/namespace';
export {
  addToCartMessage,
  availabilityMessage,
  calmestDays,
  cheapestDates,
  CROWD_LEVELS,
  crowdLevelName,
  hasCrowdLevels,
  isProductUnavailable,
  dayTotal,
  linkedVisitDate,
  VISIT_DATE_PARAM,
  MAX_PER_BAND,
  MIN_ADULTS,
  PASSENGER_BANDS,
} from './core';
export {
  addPackagePiece,
  MULTI_PARK_PERCENT,
  PACKAGE_MAX_PRODUCTS,
  packageDiscountPercent,
  piecesUntilMultiParkDiscount,
  removePackagePiece,
} from './core';
export type { PackagePiece, PackageQuote, PackageQuoteLine, PackageQuoteRequest } from './core';
export { HOTEL_ADULT_MIN_AGE, isPromoCodeWellFormed, pickStayDay, stayTotal } from './core';
export type { HotelNight, HotelRates, HotelStayRequest, StayRange } from './core';
export type { CrowdDay, CrowdLevel } from './core';
export type {
  AddOnKind,
  AddOnOffer,
  BookingMessageKey,
  BookingPassengers,
  DayTotal,
  PickupLocation,
} from './core';
export {
  bookingPersistConfig,
  bookingSlice,
  initialBookingState,
  selectBooking,
  selectBookingRestored,
  selectBookingStatus,
} from './state/booking.slice';
export type { BookingPersistConfig, BookingState, BookingStatus, ChosenAddOns } from './state/booking.slice';
export { ProductUnavailableNotice } from './ui/product-unavailable-notice/product-unavailable-notice';
export type { ProductUnavailableNoticeProps } from './ui/product-unavailable-notice/product-unavailable-notice';
export { createBookingApi } from './api/booking.api';
export type { BookingApi } from './api/booking.api';
export { BookingApiProvider, useBookingApi } from './api/booking-api-context';
export type { BookingApiProviderProps } from './api/booking-api-context';
export { BookingWidget } from './ui/booking-widget/booking-widget';
export type { BookingWidgetProps } from './ui/booking-widget/booking-widget';
export { DatePickerDialog } from './ui/date-picker/date-picker-dialog';
export type { DatePickerDialogProps } from './ui/date-picker/date-picker-dialog';
export { PackageBuilder } from './ui/package-builder/package-builder';
export type { PackageBuilderProps } from './ui/package-builder/package-builder';
export { HotelCalendar } from './ui/hotel-calendar/hotel-calendar';
export type { HotelCalendarProps } from './ui/hotel-calendar/hotel-calendar';
export { CalmDays } from './ui/calm-days/calm-days';
export { bookingStaticStyles } from './ui/static-styles';
export type { CalmDaysDay, CalmDaysProps } from './ui/calm-days/calm-days';
