/**
 * Checkout: turns a session's cart into an order and a payment, exactly once per Idempotency-Key.
 * Runs in one transaction that locks the cart, so concurrent retries with one key queue up and the
 * second replays the first's stored answer. Card number and CVV are used in memory only.
 */
import { createHash, randomInt } from 'node:crypto';
import type { CurrencyCode, PaymentRequest } from '@parks/contracts/core';
import { detectCardNetwork } from '@parks/payments/core';
import { eq } from 'drizzle-orm';
import { priceCart } from '../cart/cart-view';
import { recheckHolds, sellLines } from '../cart/holds';
import type { CartHoldConfig } from '../config/app-config';
import type { Db } from '../db/database';
import { cartLines, carts, coupons, orders, payments } from '../db/schema';
import { ApiHttpError } from '../http/api-error';
import { minorToMajor } from '../pricing';
import {
  issueETickets,
  OFFLINE_PAYMENT_HOURS,
  queueConfirmationMail,
  recordOrderSeats,
  recordTransition,
} from '../orders/order-lifecycle';
import { materializeBooking, newBookingReference } from '../orders/booking.service';
import { authoriseSandboxPayment } from './sandbox-gateway';

export interface PaymentAnswer {
  status: number;
  body: unknown;
}

/** The body minus card secrets: what tells a retry from a different request. */
function requestHash(body: PaymentRequest): string {
  const { Card, ...rest } = body;
  const card = Card
    ? {
        last4: Card.Number.slice(-4),
        network: detectCardNetwork(Card.Number),
        month: Card.ExpiryMonth,
        year: Card.ExpiryYear,
        holder: Card.Holder,
      }
    : null;
  return createHash('sha256')
    .update(JSON.stringify({ ...rest, card }))
    .digest('hex');
}

export async function pay(
  db: Db,
  idempotencyKey: string,
  body: PaymentRequest,
  now: Date,
  holds: CartHoldConfig,
  /** The request's Language (ES, EN, PT): the order's product names, as the visitor reads them. */
  language = 'EN',
): Promise<PaymentAnswer> {
  const hash = requestHash(body);
  return db.transaction(async (tx) => {
    const [previous] = await tx.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
    if (previous) {
      if (previous.requestHash !== hash)
        throw new ApiHttpError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used with a different request',
        );
      return { status: previous.responseStatus, body: previous.responseBody };
    }
    const [cart] = await tx.select().from(carts).where(eq(carts.sessionId, body.SessionId)).for('update');
    // A concurrent request with the same key may have committed (and deleted the cart) while we waited
    // for the cart lock: look for its answer before anything else.
    const [raced] = await tx.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
    if (raced) {
      if (raced.requestHash !== hash)
        throw new ApiHttpError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used with a different request',
        );
      return { status: raced.responseStatus, body: raced.responseBody };
    }
    if (!cart) throw new ApiHttpError('CART_NOT_FOUND', 'There is no cart for this session');
    // Every line holds its seats again, or the payment is refused (HOLD_EXPIRED) before anything is charged.
    await recheckHolds(tx, cart.id, now, holds);
    const priced = await priceCart(tx, cart, { language, includeAmountsUsd: true, now });
    if (priced.cart.ProductCount === 0) throw new ApiHttpError('CART_EMPTY', 'The cart is empty');
    if (priced.cart.WithErrors)
      throw new ApiHttpError('CART_HAS_ERRORS', 'Some lines of the cart cannot be bought as they are');
    const currency = cart.currency as CurrencyCode;

    let cardNetwork: string | null = null;
    let status: 'paid' | 'pending';
    let reference: string | null = null;
    let expiresAt: Date | null = null;
    // A coupon that covers everything leaves nothing to charge: only then is 'coupon' the method.
    if (priced.totalMinor === 0 && body.Method !== 'coupon')
      throw new ApiHttpError(
        'NOTHING_TO_CHARGE',
        'The coupon covers the whole order: pay with Method coupon',
      );
    if (body.Method === 'coupon') {
      if (priced.totalMinor !== 0 || !cart.couponCode)
        throw new ApiHttpError('COUPON_DOES_NOT_COVER', 'The coupon does not cover the whole order');
      if (body.Months !== undefined || body.Card)
        throw new ApiHttpError('VALIDATION_ERROR', 'A coupon payment takes no card and no months');
      status = 'paid';
    } else if (body.Method === 'wallet' || body.Method === 'card') {
      const charge = authoriseSandboxPayment(body, currency, now);
      cardNetwork = charge.cardNetwork;
      if (charge.outcome === 'declined') {
        const answer = { status: 402, body: { code: 'CARD_DECLINED', message: 'The card was declined' } };
        await tx.insert(payments).values({
          idempotencyKey,
          requestHash: hash,
          method: 'card',
          status: 'declined',
          cardNetwork,
          cardLast4: body.Card?.Number.slice(-4) ?? null,
          amountMinor: priced.totalMinor,
          currency,
          responseStatus: answer.status,
          responseBody: answer.body,
        });
        return answer;
      }
      status = 'paid';
    } else {
      if (currency !== 'MXN')
        throw new ApiHttpError(
          'PAYMENT_METHOD_UNAVAILABLE',
          'Bank transfer and cash deposit are offered in MXN only',
        );
      if (body.Months !== undefined)
        throw new ApiHttpError(
          'MONTHS_UNAVAILABLE',
          'No months without interest for bank transfer or cash deposit',
        );
      status = 'pending';
      reference = `XS${String(randomInt(0, 1e9)).padStart(9, '0')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
      expiresAt = new Date(now.getTime() + OFFLINE_PAYMENT_HOURS * 3_600_000);
    }

    const snapshot = {
      lines: priced.cart.Lines,
      visitors: body.Visitors,
      contact: body.Contact ?? null,
      couponCode: cart.couponCode,
      couponDiscount: priced.cart.CouponDiscount ?? 0,
      decimals: priced.decimals,
    };
    // E-tickets exist only once the order is paid: a pending order's answer has none (issue 17 §2).
    const eTickets = status === 'paid' ? issueETickets(snapshot) : null;
    const lines = priced.cart.Lines.map((line, index) => ({ ...line, ETickets: eTickets?.[index] ?? [] }));
    const [order] = await tx
      .insert(orders)
      .values({
        cartId: cart.id,
        sessionId: cart.sessionId,
        currency,
        totalMinor: priced.totalMinor,
        totalUsdCents: priced.totalUsdCents,
        status,
        snapshot,
        reference,
        expiresAt,
        paidAt: status === 'paid' ? now : null,
        eTickets,
        bookingReference: newBookingReference(),
      })
      .returning();
    if (!order) throw new Error('The order was not created');
    await recordTransition(tx, order.id, null, status, 'checkout', now);
    const orderBody = {
      Order: {
        IdOrder: order.id,
        // The booking reference 'find my booking' takes with the e-mail (issue 20 §1).
        Reference: order.bookingReference,
        Status: status,
        Currency: currency,
        Total: minorToMajor(priced.totalMinor, priced.decimals),
        TotalUSD: minorToMajor(priced.totalUsdCents, 2),
        CouponCode: cart.couponCode,
        Lines: lines,
        Visitors: body.Visitors,
        Payment: {
          Method: body.Method,
          CardNetwork: cardNetwork,
          CardLast4: body.Card?.Number.slice(-4) ?? null,
          Wallet: body.Method === 'wallet' ? (body.Wallet ?? null) : null,
          Months: body.Months ?? null,
          Reference: reference,
          ExpiresAt: expiresAt?.toISOString() ?? null,
        },
      },
    };
    await tx.insert(payments).values({
      idempotencyKey,
      requestHash: hash,
      orderId: order.id,
      method: body.Method,
      status,
      cardNetwork,
      cardLast4: body.Card?.Number.slice(-4) ?? null,
      months: body.Months ?? null,
      amountMinor: priced.totalMinor,
      currency,
      reference,
      expiresAt,
      responseStatus: 201,
      responseBody: orderBody,
    });
    if (cart.couponCode)
      await tx.update(coupons).set({ redeemedAt: now }).where(eq(coupons.code, cart.couponCode));
    // The held seats become sold: they now belong to the order (and come back if it expires unpaid).
    const cartRows = await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id)).returning();
    await sellLines(tx, cartRows);
    await recordOrderSeats(tx, order.id, cartRows);
    // The booking's lines and e-tickets (with their gate short codes), as the booking page manages them.
    await materializeBooking(tx, order, now);
    if (eTickets) await queueConfirmationMail(tx, order, eTickets);
    await tx.delete(carts).where(eq(carts.id, cart.id));
    return { status: 201, body: orderBody };
  });
}
