// The pricing rules, framework-free: no Fastify, no database.
export { lineDiscount, ADVANCE_LONG_MIN_DAYS, ADVANCE_SHORT_MIN_DAYS } from './discount-rules';
export type { Discount } from './discount-rules';
export {
  discountedUnit,
  priceLine,
  CHILD_DISCOUNT_PERCENT,
  CHILD_DISCOUNT_REASON,
  CHILD_PRICE_FACTOR,
} from './price-line';
export { convertLine, usdCentsToMinor, minorToMajor } from './currency-conversion';
export type { BreakdownItemInCurrency, ConversionCurrency, LineInCurrency } from './currency-conversion';
export { PriceUnavailableError } from './pricing.types';
export type {
  BreakdownItem,
  ChargedUnitUsd,
  DiscountReason,
  LinePrice,
  LineToPrice,
  Passengers,
  PricingAddOn,
  PricingProduct,
  ProductKind,
} from './pricing.types';
export { addDays, daysBetween, isIsoDate, parkToday, weekday, PARK_TIME_ZONE } from './visit-dates';
export {
  HOTEL_ADULT_MIN_AGE,
  HOTEL_MAX_NIGHTS,
  HOTEL_ROOM_MAX_GUESTS,
  isValidRoomOccupancy,
  priceHotelStay,
  stayNights,
} from './hotel-stay';
export type { StayToPrice } from './hotel-stay';
