import type { StaticStyles } from '@parks/site';
import { calmDaysStyles } from './calm-days/calm-days.styles';

/**
 * The static classes of the booking lib's read-only parts (the calm-days list): a host passes them, with
 * its Chakra system, to `buildParkStylesheet` at build time (docs/decisions/011-styling.md).
 */
export const bookingStaticStyles: readonly StaticStyles[] = [calmDaysStyles];
