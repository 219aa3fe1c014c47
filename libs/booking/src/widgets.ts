/**
 * The booking widgets alone (`@parks/booking/widgets`): a host imports them from the route modules of
 * the pages that show them, so no other page loads their code (the barrel also holds the booking slice,
 * which every page's store needs).
 */
export { BookingWidget } from './ui/booking-widget/booking-widget';
export type { BookingWidgetProps } from './ui/booking-widget/booking-widget';
export { PackageBuilder } from './ui/package-builder/package-builder';
export type { PackageBuilderProps } from './ui/package-builder/package-builder';
export { HotelCalendar } from './ui/hotel-calendar/hotel-calendar';
export type { HotelCalendarProps } from './ui/hotel-calendar/hotel-calendar';
