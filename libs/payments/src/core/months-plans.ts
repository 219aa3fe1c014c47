import type { Bank } from './payment-methods';

/** One months-without-interest plan of one bank, with what each month costs. */
export interface MonthsPlan {
  idBank: number;
  bankName: string;
  months: number;
  /** The monthly amount in major units, rounded up to the currency's minor unit. */
  monthly: number;
}

/**
 * The monthly amount of a plan: the total split evenly, rounded up to the minor unit so the months
 * never add up to less than the total (the last month absorbs the cents in the bank's statement).
 */
export function monthlyAmount(total: number, months: number, decimals = 2): number {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`Invalid months: ${months}`);
  const factor = 10 ** decimals;
  const totalMinor = Math.round(total * factor);
  return Math.ceil(totalMinor / months) / factor;
}

/** Every plan of every bank, in the banks' order, with its monthly amount. */
export function monthsPlans(banks: Bank[], total: number, decimals = 2): MonthsPlan[] {
  return banks.flatMap((bank) =>
    bank.months.map((months) => ({
      idBank: bank.id,
      bankName: bank.name,
      months,
      monthly: monthlyAmount(total, months, decimals),
    })),
  );
}

/** The longest plan offered (SPEC §9 headline: up to 15 months). */
export function longestPlan(banks: Bank[]): number {
  return banks.reduce((max, bank) => Math.max(max, ...bank.months), 0);
}
