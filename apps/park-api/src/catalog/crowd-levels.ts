/**
 * Crowd levels (issue 21 §3): how full a park is on a day, from park-api's own seat counters. The park's
 * visitors that day are the seats sold and held (daily_capacity.sold + held) of every product that gives
 * entry to it (its admissions, tours, combos, packages, the passport; not hotels or add-ons); its capacity
 * is its admission's (the counter row's, else the product's daily capacity). A day without a row is calm.
 * The thresholds live here and nowhere else.
 */
import { and, arrayContains, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { CrowdDay, CrowdLevel } from '@parks/contracts/core';
import type { Db } from '../db/database';
import { dailyCapacity, products } from '../db/schema';
import { addDays, weekday } from '../pricing';

/** Below this share of the capacity a day is calm. */
export const CALM_BELOW = 0.35;
/** From this share on a day is busy; between the two, moderate. */
export const BUSY_FROM = 0.7;
/** The longest window `GET /xapi/crowd-levels` answers (two months). */
export const MAX_CROWD_DAYS = 62;
/** The park the site sells (SiteCode XS). */
export const SITE_PARK = 'sensoria';

export function crowdLevel(occupancy: number): CrowdLevel {
  if (occupancy >= BUSY_FROM) return 'busy';
  return occupancy < CALM_BELOW ? 'calm' : 'moderate';
}

/** Kinds whose seats are not visitors in the park on the day. */
const NOT_VISITORS = ['hotel', 'addon'];

/** The share of the park's capacity taken on each open day (Mon–Sat) of `from`…`from + days - 1`. */
export async function parkOccupancy(
  db: Db,
  parkSlug: string,
  from: string,
  days: number,
): Promise<Map<string, number> | undefined> {
  const [admission] = await db
    .select({ id: products.id, dailyCapacity: products.dailyCapacity })
    .from(products)
    .where(
      and(
        eq(products.kind, 'admission'),
        isNull(products.audience),
        arrayContains(products.parkSlugs, [parkSlug]),
        sql`cardinality(${products.parkSlugs}) = 1`,
      ),
    )
    .orderBy(products.id)
    .limit(1);
  if (!admission?.dailyCapacity) return undefined;
  const to = addDays(from, days - 1);
  const inWindow = sql`${dailyCapacity.visitDate} between ${from} and ${to}`;
  const [taken, capacities] = await Promise.all([
    db
      .select({
        visitDate: dailyCapacity.visitDate,
        seats: sql<number>`cast(sum(${dailyCapacity.sold} + ${dailyCapacity.held}) as integer)`,
      })
      .from(dailyCapacity)
      .innerJoin(products, eq(products.id, dailyCapacity.productId))
      .where(
        and(inWindow, arrayContains(products.parkSlugs, [parkSlug]), notInArray(products.kind, NOT_VISITORS)),
      )
      .groupBy(dailyCapacity.visitDate),
    db
      .select({ visitDate: dailyCapacity.visitDate, capacity: dailyCapacity.capacity })
      .from(dailyCapacity)
      .where(and(inWindow, eq(dailyCapacity.productId, admission.id))),
  ]);
  const seats = new Map(taken.map((row) => [row.visitDate, Number(row.seats)]));
  const capacity = new Map(capacities.map((row) => [row.visitDate, row.capacity]));
  const occupancy = new Map<string, number>();
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(from, offset);
    if (weekday(date) === 0) continue;
    const dayCapacity = capacity.get(date) ?? admission.dailyCapacity;
    // Combos and packages have counters of their own, so a day can count more visitors than the gate's
    // capacity: the share stops at 1.
    occupancy.set(date, dayCapacity > 0 ? Math.min(1, (seats.get(date) ?? 0) / dayCapacity) : 1);
  }
  return occupancy;
}

/** The crowd level of each open day of the window. */
export async function crowdDays(db: Db, parkSlug: string, from: string, days: number): Promise<CrowdDay[]> {
  const occupancy = (await parkOccupancy(db, parkSlug, from, days)) ?? new Map<string, number>();
  return [...occupancy].map(([date, share]) => ({
    Date: date,
    Level: crowdLevel(share),
    Occupancy: Math.round(share * 1000) / 1000,
  }));
}

/**
 * The level of each open day of a window for a product: the fullest of the parks it gives entry to
 * (a combo's visitor meets both crowds). Empty when none of its parks has an admission.
 */
export async function productCrowdLevels(
  db: Db,
  parkSlugs: readonly string[],
  from: string,
  days: number,
): Promise<Map<string, CrowdLevel>> {
  const perPark = await Promise.all(parkSlugs.map((slug) => parkOccupancy(db, slug, from, days)));
  const fullest = new Map<string, number>();
  for (const occupancy of perPark) {
    for (const [date, share] of occupancy ?? []) fullest.set(date, Math.max(share, fullest.get(date) ?? 0));
  }
  return new Map([...fullest].map(([date, share]) => [date, crowdLevel(share)]));
}
