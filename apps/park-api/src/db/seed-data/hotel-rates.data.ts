/**
 * The hotels' nightly rates per room, in US cents: weeknights, a Friday/Saturday rate, and the high
 * seasons (winter holidays, Easter-to-summer peaks) a little dearer. Seeded for a window from the
 * park's today, so the calendar always has rates ahead.
 */
import { addDays, weekday } from '../../pricing/visit-dates';
import { HOTEL_SENSORIA_LODGE_ID } from './catalog.data';

export const HOTEL_RATE_DAYS_AHEAD = 400;

const WEEKNIGHT_USD_CENTS: Record<number, number> = { [HOTEL_SENSORIA_LODGE_ID]: 18900 };
const WEEKEND_SURCHARGE = 1.2;
const HIGH_SEASON_SURCHARGE = 1.3;

/** Dec 15 – Jan 5 and July – August. */
export function isHighSeason(night: string): boolean {
  const monthDay = night.slice(5);
  return monthDay >= '12-15' || monthDay <= '01-05' || monthDay.startsWith('07') || monthDay.startsWith('08');
}

/** The rate of one night of a hotel product; null for a product without rates. */
export function nightlyRateUsdCents(productId: number, night: string): number | null {
  const base = WEEKNIGHT_USD_CENTS[productId];
  if (base === undefined) return null;
  const day = weekday(night);
  const weekend = day === 5 || day === 6 ? WEEKEND_SURCHARGE : 1;
  const season = isHighSeason(night) ? HIGH_SEASON_SURCHARGE : 1;
  // Rates end in 00 cents, like the hotels publish them.
  return Math.round((base * weekend * season) / 100) * 100;
}

export function hotelRateRows(from: string, days = HOTEL_RATE_DAYS_AHEAD) {
  return Object.keys(WEEKNIGHT_USD_CENTS).flatMap((id) =>
    Array.from({ length: days }, (_, index) => {
      const night = addDays(from, index);
      const productId = Number(id);
      return { productId, night, rateUsdCents: nightlyRateUsdCents(productId, night) ?? 0 };
    }),
  );
}
