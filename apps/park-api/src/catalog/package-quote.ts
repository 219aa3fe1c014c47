/**
 * Prices a build-your-own package (SPEC §1 'build their own multi-park package', §5 'A package holds at
 * most 5 products') exactly as the cart will price its lines once they share a package group: the same
 * line checks, the same `priceLine` with the group's size, the same currency conversion.
 */
import type {
  CartPassengers,
  CurrencyCode,
  PackageQuote,
  PackageQuoteLine,
} from '@parks/contracts/core';
import type { Db } from '../db/database';
import { ApiHttpError } from '../http/api-error';
import { CHILD_DISCOUNT_REASON, convertLine, minorToMajor, parkToday, priceLine } from '../pricing';
import { checkLineInput, toPassengers } from '../cart/line-input';
import { PACKAGE_MAX_PRODUCTS } from '../cart/cart.service';
import { findCurrency, isPackagePiece, productName } from './catalog.repository';

export interface PackageQuoteInput {
  Currency: CurrencyCode;
  Passengers: CartPassengers;
  Items: { IdProduct: number; VisitDate: string; Schedule?: string | null }[];
}

export function packageLimitError(): ApiHttpError {
  return new ApiHttpError('PACKAGE_LIMIT', 'The limit of products that can be added to your package is 5');
}

export function notAPackagePieceError(): ApiHttpError {
  return new ApiHttpError('PRODUCT_NOT_SOLD_ALONE', 'Only park admissions and tours go into a package');
}

export function duplicatePieceError(): ApiHttpError {
  return new ApiHttpError(
    'DUPLICATE_PRODUCT',
    'This product or one with the same date has already been added to your cart',
  );
}

export async function quotePackage(
  db: Db,
  input: PackageQuoteInput,
  language: string,
  now: Date,
): Promise<PackageQuote> {
  if (input.Items.length > PACKAGE_MAX_PRODUCTS) throw packageLimitError();
  const products = new Set<number>();
  const dates = new Set<string>();
  for (const item of input.Items) {
    if (products.has(item.IdProduct) || dates.has(item.VisitDate)) throw duplicatePieceError();
    products.add(item.IdProduct);
    dates.add(item.VisitDate);
  }
  const currency = await findCurrency(db, input.Currency);
  if (!currency) throw new ApiHttpError('CURRENCY_UNSUPPORTED', `Currency ${input.Currency} is not offered`);
  const major = (amountMinor: number) => minorToMajor(amountMinor, currency.decimals);
  const today = parkToday(now);

  let subtotalMinor = 0;
  let totalMinor = 0;
  const lines: PackageQuoteLine[] = [];
  for (const item of input.Items) {
    const checked = await checkLineInput(db, { ...item, Passengers: input.Passengers, AddOns: [] }, now);
    if (!isPackagePiece(checked.product)) throw notAPackagePieceError();
    const price = priceLine({
      product: checked.pricing,
      passengers: toPassengers(input.Passengers),
      visitDate: item.VisitDate,
      purchaseDate: today,
      addOns: [],
      packageSize: input.Items.length,
    });
    // Converted like the cart converts a line (one rounding rule), so the quote adds up to the cart. The
    // subtotal is before the package's own discount; the children's 25 % stays in each piece's subtotal
    // (their price).
    const inCurrency = convertLine(price, currency);
    const lineMinor = inCurrency.totalMinor;
    const lineSubtotalMinor =
      lineMinor -
      inCurrency.items
        .filter((row) => row.concept === 'discount' && row.label !== CHILD_DISCOUNT_REASON)
        .reduce((sum, row) => sum + row.amountMinor, 0);
    subtotalMinor += lineSubtotalMinor;
    totalMinor += lineMinor;
    lines.push({
      IdProduct: checked.product.id,
      Name: productName(checked.product, language),
      VisitDate: item.VisitDate,
      Schedule: item.Schedule ?? null,
      Subtotal: major(lineSubtotalMinor),
      DiscountPercent: price.discountPercent,
      Amount: major(lineMinor),
    });
  }
  return {
    Currency: currency.code as CurrencyCode,
    Lines: lines,
    Subtotal: major(subtotalMinor),
    Discount: major(subtotalMinor - totalMinor),
    Total: major(totalMinor),
  };
}
