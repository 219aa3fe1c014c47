/** Rooms left per night: the hotel's daily capacity counts rooms, one per stay and night. */
import { soldByDate } from '../cart/capacity';
import type { Db } from '../db/database';
import type { ProductRecord } from './catalog.repository';

export async function remainingByDate(
  db: Db,
  product: ProductRecord,
  first: string,
  last: string,
): Promise<Map<string, number | null>> {
  const sold = await soldByDate(db, product.id, first, last);
  const remaining = new Map<string, number | null>();
  if (product.dailyCapacity === null) return remaining;
  for (const [night, row] of sold) remaining.set(night, row.capacity - row.sold);
  return remaining;
}
