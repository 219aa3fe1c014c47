/**
 * Builds the ShoppingCart answer: every line priced now, on the server, converted unit by unit into minor
 * units of the cart's currency, so the rows add up to each line and the lines to the total (issue 17 §4).
 */
import type {
  CartErrorCode,
  CartLine,
  CartLineBreakdownItem,
  CurrencyCode,
  ShoppingCart,
} from '@parks/contracts/core';
import { asc, eq, inArray } from 'drizzle-orm';
import { findCurrency, flagshipSlugs, productName, toPricingProduct } from '../catalog/catalog.repository';
import { isNightOnSale, ratesOfNights } from '../catalog/hotel-rates';
import type { Db } from '../db/database';
import { cartLines, carts, coupons, products, promotions } from '../db/schema';
import {
  convertLine,
  minorToMajor,
  parkToday,
  priceHotelStay,
  priceLine,
  stayNights,
  PriceUnavailableError,
  type LinePrice,
  type StayToPrice,
} from '../pricing';
import { DEFAULT_CART_HOLDS } from '../config/app-config';
import { isOpenForSale } from './capacity';
import { HOLD_EXTENSIONS } from './holds';

export type CartRecord = typeof carts.$inferSelect;

export interface CartViewOptions {
  language: string;
  includeAmountsUsd: boolean;
  now: Date;
  /** CART_HOLD_SECONDS: the hold period the answer's Hold names (default 1200). */
  holdSeconds?: number;
}

/** The priced cart plus the numbers an order needs. */
export interface PricedCart {
  cart: ShoppingCart;
  totalMinor: number;
  totalUsdCents: number;
  decimals: number;
  /** Line prices in USD cents, by line id. */
  linePrices: Map<string, LinePrice>;
}

export async function priceCart(db: Db, cart: CartRecord, options: CartViewOptions): Promise<PricedCart> {
  const lines = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, cart.id))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
  const currency = await findCurrency(db, cart.currency);
  if (!currency) throw new PriceUnavailableError(`Unknown currency ${cart.currency}`);
  const productIds = [
    ...new Set(lines.flatMap((line) => [line.productId, ...line.addOns.map((a) => a.idProduct)])),
  ];
  const productRows = productIds.length
    ? await db.select().from(products).where(inArray(products.id, productIds))
    : [];
  const byId = new Map(productRows.map((row) => [row.id, row]));
  const flagships = await flagshipSlugs(db);
  const today = parkToday(options.now);
  const groupSizes = new Map<string, number>();
  for (const line of lines)
    if (line.packageGroup) groupSizes.set(line.packageGroup, (groupSizes.get(line.packageGroup) ?? 0) + 1);

  // Hotel stays are priced from their nights' rates and their promotion, read before the lines.
  const stays = new Map<string, StayToPrice>();
  for (const line of lines) {
    if (!line.checkOutDate) continue;
    const nights = stayNights(line.visitDate, line.checkOutDate);
    const rates = await ratesOfNights(db, line.productId, nights);
    const [promotion] = line.promoCode
      ? await db.select().from(promotions).where(eq(promotions.code, line.promoCode))
      : [];
    stays.set(line.id, {
      nightlyRatesUsdCents: nights.map((night) => rates.get(night) ?? null),
      percentOff: promotion?.productId === line.productId ? promotion.percentOff : 0,
    });
  }

  const major = (minor: number) => minorToMajor(minor, currency.decimals);
  const linePrices = new Map<string, LinePrice>();
  let totalMinor = 0;
  let totalUsdCents = 0;
  let withErrors = false;

  const wireLines: CartLine[] = lines.map((line) => {
    const product = byId.get(line.productId);
    // The foreign key guarantees the product; this only satisfies the type.
    if (!product) throw new Error(`Product ${line.productId} of line ${line.id} is missing`);
    let errorCode: CartErrorCode | null = null;
    let price: LinePrice | undefined;
    const stay = stays.get(line.id);
    const onSale = stay
      ? isNightOnSale(line.visitDate, options.now)
      : isOpenForSale(line.visitDate, options.now);
    if (!onSale) errorCode = 'DATE_PASSED';
    try {
      price = stay
        ? priceHotelStay(stay)
        : priceLine({
            product: toPricingProduct(product, flagships),
            passengers: { adults: line.adults, children: line.children, infants: line.infants },
            visitDate: line.visitDate,
            purchaseDate: today,
            addOns: line.addOns.map((a) => {
              const addOn = byId.get(a.idProduct);
              return {
                label: addOn?.nameEn ?? String(a.idProduct),
                unitPriceUsdCents: addOn?.adultPriceUsdCents ?? null,
                coversPeople: addOn?.coversPeople ?? 1,
              };
            }),
            packageSize: line.packageGroup ? groupSizes.get(line.packageGroup) : undefined,
          });
    } catch (error) {
      if (!(error instanceof PriceUnavailableError)) throw error;
      errorCode = 'PRICE_UNAVAILABLE';
    }
    if (errorCode) withErrors = true;
    // One rounding rule (issue 17 §4): each unit converts once, rows and the line are sums of minor units.
    const inCurrency = price ? convertLine(price, currency) : undefined;
    const breakdown: CartLineBreakdownItem[] = (inCurrency?.items ?? []).map((item) => ({
      Concept: item.concept,
      Label: item.label,
      Quantity: item.quantity,
      UnitAmount: major(item.unitMinor),
      Amount: major(item.amountMinor),
      ...(item.percent === undefined ? {} : { Percent: item.percent }),
    }));
    // A line without a price carries its error code and adds nothing: the cart cannot be paid (CART_HAS_ERRORS).
    const lineMinor = inCurrency?.totalMinor ?? 0;
    if (price) {
      linePrices.set(line.id, price);
      totalMinor += lineMinor;
      totalUsdCents += price.totalUsdCents;
    }
    return {
      IdLine: line.id,
      IdProduct: line.productId,
      ProductCode: product.code,
      ProductName: productName(product, options.language),
      VisitDate: line.visitDate,
      ...(line.checkOutDate ? { CheckOutDate: line.checkOutDate, PromoCode: line.promoCode } : {}),
      Schedule: line.schedule,
      Passengers: { Adults: line.adults, Children: line.children, Infants: line.infants },
      Amount: minorToMajor(lineMinor, currency.decimals),
      ...(options.includeAmountsUsd ? { AmountUSD: minorToMajor(price?.totalUsdCents ?? 0, 2) } : {}),
      PackageGroup: line.packageGroup,
      AddOns: line.addOns.map((a) => ({
        IdProduct: a.idProduct,
        Name: productName(byId.get(a.idProduct) ?? { nameEs: '', nameEn: '' }, options.language),
        ...(a.from ? { From: a.from } : {}),
      })),
      Breakdown: breakdown,
      DiscountPercent: price?.discountPercent ?? 0,
      ErrorCode: errorCode,
      // EXPIRED: the line's seats went back to the day; it keeps its place (and price) with 'hold again'.
      HoldStatus: line.heldUntil === null ? 'EXPIRED' : 'HELD',
    };
  });

  let couponDiscountMinor = 0;
  if (cart.couponCode) {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, cart.couponCode));
    if (coupon) {
      couponDiscountMinor = Math.round((totalMinor * coupon.percentOff) / 100);
      totalUsdCents -= Math.round((totalUsdCents * coupon.percentOff) / 100);
      totalMinor -= couponDiscountMinor;
    }
  }

  return {
    cart: {
      IdCart: cart.id,
      SessionId: cart.sessionId,
      Currency: cart.currency as CurrencyCode,
      Decimals: currency.decimals,
      ProductCount: lines.length,
      WithErrors: withErrors,
      Lines: wireLines,
      Total: minorToMajor(totalMinor, currency.decimals),
      ...(options.includeAmountsUsd ? { TotalUSD: minorToMajor(totalUsdCents, 2) } : {}),
      CouponCode: cart.couponCode,
      CouponDiscount: minorToMajor(couponDiscountMinor, currency.decimals),
      Hold:
        lines.length > 0 && cart.holdExpiresAt
          ? {
              ExpiresAt: cart.holdExpiresAt.toISOString(),
              Now: options.now.toISOString(),
              PeriodSeconds: options.holdSeconds ?? DEFAULT_CART_HOLDS.holdSeconds,
              ExtensionsLeft: Math.max(0, HOLD_EXTENSIONS - cart.holdExtensions),
            }
          : null,
    },
    totalMinor,
    totalUsdCents,
    decimals: currency.decimals,
    linePrices,
  };
}
