/**
 * The one rounding rule (issue 17 §4), shared by park-api and the browser so that the widget, each cart
 * row, the cart total and the charge agree to the last unit:
 * - a price is converted to the charge currency once per unit, and rounded there to the currency's minor
 *   units (0 decimals for JPY, CLP, KRW);
 * - every amount after that is an integer count of minor units: quantity × unit, and sums of those;
 * - the total is the sum of the rows, and the charge is the total.
 * Rounding a sum again (or converting a line's USD total in one go) is what made 2 adults + 1 child +
 * photo pass show MXN$4,773.57 and charge MXN$4,773.56.
 */

/** A price in major units (as the APIs send it: 75.65) to integer minor units (7565). */
export function toMinor(amount: number, decimals: number): number {
  // toFixed drops binary-float noise first (1.005 × 100 is 100.49999…).
  return Math.round(Number((amount * 10 ** decimals).toFixed(6)));
}

/** Integer minor units back to the major-unit number the APIs send. */
export function fromMinor(minor: number, decimals: number): number {
  return Number((minor / 10 ** decimals).toFixed(decimals));
}

/**
 * US cents → the currency's minor units, rounded once, half away from zero: a discount (negative)
 * converts to exactly the opposite of the same positive amount.
 */
export function usdCentsToMinorUnits(usdCents: number, ratePerUsd: number, decimals: number): number {
  const exact = Number(((usdCents / 100) * ratePerUsd * 10 ** decimals).toFixed(6));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** Units of a price a row charges: a quantity at a unit price already in minor units. */
export interface ChargedUnits {
  quantity: number;
  unitMinor: number;
}

/** A row's amount, or a line's, in minor units: Σ quantity × unit. Integers in, an integer out. */
export function amountOfUnits(units: readonly ChargedUnits[]): number {
  return units.reduce((sum, { quantity, unitMinor }) => sum + quantity * unitMinor, 0);
}

/** Units of an add-on a group needs: one per `coversPeople` visitors (the photo pass covers 10). */
export function addOnUnits(people: number, coversPeople: number): number {
  return Math.ceil(people / Math.max(1, coversPeople));
}
