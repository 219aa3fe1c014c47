export type {
  AddOnKind,
  AddOnOffer,
  AddToCartRequest,
  BookingPassengers,
  PickupLocation,
} from './booking.types';
export {
  canDecrement,
  canIncrement,
  clampPassengers,
  INITIAL_PASSENGERS,
  MAX_PER_BAND,
  MIN_ADULTS,
  PASSENGER_BANDS,
  stepPassengers,
} from './passengers';
export type { PassengerBand } from './passengers';
export { dayTotal } from './price-total';
export type { DayTotal, PricedAddOn } from './price-total';
export { cheapestDates } from './cheapest-days';
export { BOOKING_HORIZON_DAYS, linkedVisitDate, VISIT_DATE_PARAM } from './linked-date';
export { calmestDays, CROWD_LEVELS, crowdLevelName, hasCrowdLevels } from './crowd-levels';
export type { CrowdDay, CrowdLevel } from './crowd-levels';
export { addToCartMessage, availabilityMessage, isProductUnavailable } from './booking-messages';
export type { BookingMessageKey, FailedCall } from './booking-messages';
export {
  addDays,
  addMonths,
  addMonthsToDate,
  currentParkDay,
  daysInMonth,
  endOfWeek,
  firstOfMonth,
  lastOfMonth,
  monthGrid,
  monthOf,
  parkDayIn,
  startOfWeek,
  todayIn,
  weekday,
  WEEK_STARTS_ON,
  zoneWallClock,
} from './calendar';
export type { ParkDay, ZoneWallClock } from './calendar';
export {
  addPackagePiece,
  MULTI_PARK_MIN_PIECES,
  MULTI_PARK_PERCENT,
  PACKAGE_MAX_PRODUCTS,
  packageDiscountPercent,
  piecesUntilMultiParkDiscount,
  removePackagePiece,
} from './package-builder';
export type {
  AddPieceResult,
  PackagePiece,
  PackageQuote,
  PackageQuoteLine,
  PackageQuoteRequest,
} from './package-builder';
export {
  HOTEL_ADULT_MIN_AGE,
  HOTEL_MAX_NIGHTS,
  HOTEL_ROOM_MAX_GUESTS,
  INITIAL_HOTEL_GUESTS,
  isInStay,
  isPromoCodeWellFormed,
  NO_STAY,
  normalisePromoCode,
  pickStayDay,
  stayNights,
  stayTotal,
  stepHotelGuests,
} from './hotel-calendar';
export type { HotelGuests, HotelNight, HotelRates, HotelStayRequest, StayRange } from './hotel-calendar';
