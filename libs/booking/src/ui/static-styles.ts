import type { StaticStyles } from '@parks/site';
import { bookingPartsStyles } from './booking-parts/booking-parts.styles';
import { calmDaysStyles } from './calm-days/calm-days.styles';

/**
 * The static classes of the booking lib's parts that render without Chakra's runtime (the calm-days list;
 * the booking widget and the fields, status line and notices the flows share): a host passes them, with
 * its Chakra system, to `buildParkStylesheet` at build time (docs/decisions/011-styling.md).
 */
export const bookingStaticStyles: readonly StaticStyles[] = [calmDaysStyles, bookingPartsStyles];
