/**
 * Prices one cart line on the server (the client never sends a price): age bands, the line discount,
 * then add-ons, which are never discounted.
 */
import { addOnUnits } from '@parks/currency/core';
import { lineDiscount } from './discount-rules';
import { type BreakdownItem, type LinePrice, type LineToPrice, PriceUnavailableError } from './pricing.types';
import { daysBetween } from './visit-dates';

/** Children 5–11 pay 75 % of the adult price; 0–4 enter free (SPEC §9). */
export const CHILD_PRICE_FACTOR = 0.75;
/** SPEC §9: 25 % off for children aged 5 to 11. */
export const CHILD_DISCOUNT_PERCENT = 25;
/** The label of the children's discount row in a line's breakdown. */
export const CHILD_DISCOUNT_REASON = 'CHILD_5_11';

/**
 * A unit price less a discount percentage, rounded per unit: the day's per-person price the widget shows
 * and the unit a cart line charges are the same number.
 */
export function discountedUnit(unitUsdCents: number, percent: number): number {
  return unitUsdCents - Math.round((unitUsdCents * percent) / 100);
}

export function priceLine(line: LineToPrice): LinePrice {
  const adultPrice = line.product.adultPriceUsdCents;
  if (adultPrice === null || !Number.isInteger(adultPrice) || adultPrice <= 0) {
    throw new PriceUnavailableError('The product has no price');
  }
  const { adults, children, infants } = line.passengers;
  const childPrice = Math.round(adultPrice * CHILD_PRICE_FACTOR);
  const items: BreakdownItem[] = [];
  if (adults > 0)
    items.push({
      concept: 'adult',
      label: 'Adults (12+)',
      quantity: adults,
      unitUsdCents: adultPrice,
      amountUsdCents: adults * adultPrice,
    });
  // Children are listed at the adult price with their 25 % as a row of its own, so the breakdown says the
  // discount and its rows add up to the line (issue 18 §5).
  if (children > 0)
    items.push({
      concept: 'child',
      label: 'Children (5-11)',
      quantity: children,
      unitUsdCents: adultPrice,
      amountUsdCents: children * adultPrice,
    });
  if (infants > 0)
    items.push({
      concept: 'infant',
      label: 'Children (0-4)',
      quantity: infants,
      unitUsdCents: 0,
      amountUsdCents: 0,
    });
  if (children > 0 && childPrice < adultPrice)
    items.push({
      concept: 'discount',
      label: CHILD_DISCOUNT_REASON,
      quantity: children,
      unitUsdCents: childPrice - adultPrice,
      amountUsdCents: children * (childPrice - adultPrice),
      percent: CHILD_DISCOUNT_PERCENT,
    });

  const ticketsSubtotal = adults * adultPrice + children * childPrice;
  const discount = lineDiscount(
    line.product,
    daysBetween(line.purchaseDate, line.visitDate),
    line.packageSize,
  );
  // The discount comes off each unit (rounded there), so that a line is the sum of its per-person prices.
  const netAdult = discountedUnit(adultPrice, discount.percent);
  const netChild = discountedUnit(childPrice, discount.percent);
  const charged: LinePrice['charged'] = [];
  if (adults > 0) charged.push({ quantity: adults, unitUsdCents: netAdult });
  if (children > 0) charged.push({ quantity: children, unitUsdCents: netChild });
  const discountAmount = ticketsSubtotal - adults * netAdult - children * netChild;
  if (discountAmount > 0) {
    items.push({
      concept: 'discount',
      label: discount.reason,
      quantity: 1,
      unitUsdCents: -discountAmount,
      amountUsdCents: -discountAmount,
      percent: discount.percent,
    });
  }

  let addOnsTotal = 0;
  const people = adults + children + infants;
  for (const addOn of line.addOns) {
    if (addOn.unitPriceUsdCents === null || addOn.unitPriceUsdCents <= 0)
      throw new PriceUnavailableError(`No price for ${addOn.label}`);
    const quantity = addOnUnits(people, addOn.coversPeople);
    const amount = quantity * addOn.unitPriceUsdCents;
    addOnsTotal += amount;
    charged.push({ quantity, unitUsdCents: addOn.unitPriceUsdCents });
    items.push({
      concept: 'addon',
      label: addOn.label,
      quantity,
      unitUsdCents: addOn.unitPriceUsdCents,
      amountUsdCents: amount,
    });
  }

  return {
    items,
    charged,
    discountPercent: discount.percent,
    discountReason: discount.reason,
    totalUsdCents: ticketsSubtotal - discountAmount + addOnsTotal,
  };
}
