/**
 * Managing a booking after the purchase (issue 20): find it (order + e-mail), read it, change a line's date
 * (a dearer date paid through the sandbox gateway, a cheaper one refunding nothing), claim the weather
 * guarantee (a date change at no cost), and the e-tickets with their gate short codes. The rules of
 * SPEC §9 are booking-rules.ts's; this module applies them in transactions that lock the order's row, so
 * two requests on one order queue up, and moves seats with the conditional UPDATEs of cart/capacity.ts,
 * so two changes racing for a date's last seat never oversell.
 */
import { createHash, randomInt } from 'node:crypto';
import type { CurrencyCode } from '@parks/contracts/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { findCurrency, flagshipSlugs, productName, toPricingProduct } from '../catalog/catalog.repository';
import { releaseSeats, sellSeats } from '../cart/capacity';
import type { Db } from '../db/database';
import {
  bookingChanges,
  bookingLines,
  bookingRequests,
  dailyCapacity,
  eTickets,
  mailOutbox,
  orderSeats,
  orders,
  parks,
  payments,
  products,
  type WeatherGuaranteeState,
} from '../db/schema';
import { ApiHttpError } from '../http/api-error';
import { hitRateLimit } from '../http/rate-limit';
import { convertLine, minorToMajor, parkToday, PARK_TIME_ZONE, priceLine } from '../pricing';
import { authoriseSandboxPayment, type ChargeRequest } from '../payments/sandbox-gateway';
import { signBookingAccess, verifyBookingAccess } from './booking-access';
import {
  canChangeDate,
  canClaimGuarantee,
  couponValidUntil,
  newDateProblem,
  PARK_CLOSES,
  PARK_OPENS,
  type ChangeDateReason,
  type LineState,
  type RuleAnswer,
} from './booking-rules';
import { bookingError, type BookingLanguage } from './booking-texts';
import type { OrderRecord } from './order-lifecycle';

/** The weather guarantee's product code (a catalog add-on, per visitor, not refundable). */
export const WEATHER_GUARANTEE_CODE = 'WEATHER_GUARANTEE';
/** 'Find my booking' tries per client address per window (issue 20 §1). */
export const LOOKUP_TRIES = 10;
export const LOOKUP_WINDOW_SECONDS = 900;
/** The park's address, as content/park.json gives it (the e-tickets and the .ics name it). */
const PARK_ADDRESS =
  'Carretera Federal 307 Cancún–Tulum km 279, 77733 Puerto Aventuras, Quintana Roo, México';

/** Unambiguous characters: no 0/O, 1/I/L, U. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const randomCode = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
/** The booking reference: `XS-` and 8 characters. */
export const newBookingReference = () => `XS-${randomCode(8)}`;
/** The short code a gate types: 8 characters. */
export const newShortCode = () => randomCode(8);
const newTicketCode = () => `XS-${randomCode(16)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BANDS = ['adult', 'child', 'infant'] as const;
type Band = (typeof BANDS)[number];

interface SnapshotLine {
  IdLine?: string;
  IdProduct: number;
  VisitDate: string;
  CheckOutDate?: string;
  Passengers: { Adults: number; Children: number; Infants: number };
  Amount: number;
  PackageGroup?: string | null;
  AddOns?: { IdProduct: number; From?: string }[];
}
interface Snapshot {
  lines: SnapshotLine[];
  visitors: { FirstName: string; LastName: string; Email: string }[];
  decimals: number;
}
type LineRow = typeof bookingLines.$inferSelect;
type TicketRow = typeof eTickets.$inferSelect;

const bandsOf = (line: { adults: number; children: number; infants: number }): Band[] => [
  ...Array<Band>(line.adults).fill('adult'),
  ...Array<Band>(line.children).fill('child'),
  ...Array<Band>(line.infants).fill('infant'),
];

const purchasedAt = (order: OrderRecord) => order.paidAt ?? order.createdAt;
const buyerEmail = (order: OrderRecord) => (order.snapshot as Snapshot).visitors[0]?.Email ?? '';

async function weatherGuaranteeId(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.code, WEATHER_GUARANTEE_CODE));
  return row?.id;
}

/**
 * Makes the order's booking lines and e-tickets from its snapshot when they are missing: at payment, or on
 * first read for an order paid before this table (or by a bank notification). Idempotent; run in the
 * transaction that holds the order (or where a racing twin only adds nothing: ON CONFLICT DO NOTHING).
 */
export async function materializeBooking(tx: Db, order: OrderRecord, now: Date): Promise<void> {
  if (!order.bookingReference) {
    const reference = newBookingReference();
    await tx
      .update(orders)
      .set({ bookingReference: reference })
      .where(and(eq(orders.id, order.id), sql`${orders.bookingReference} is null`));
  }
  const snapshot = order.snapshot as Snapshot;
  const existing = await tx
    .select({ lineIndex: bookingLines.lineIndex })
    .from(bookingLines)
    .where(eq(bookingLines.orderId, order.id));
  if (existing.length === 0 && snapshot.lines.length > 0) {
    const guaranteeId = await weatherGuaranteeId(tx);
    await tx
      .insert(bookingLines)
      .values(
        snapshot.lines.map((line, index) => ({
          orderId: order.id,
          lineIndex: index,
          idLine: line.IdLine ?? String(index),
          productId: line.IdProduct,
          visitDate: line.VisitDate,
          checkOutDate: line.CheckOutDate ?? null,
          adults: line.Passengers.Adults,
          children: line.Passengers.Children,
          infants: line.Passengers.Infants,
          weatherGuarantee: (line.AddOns ?? []).some((a) => a.IdProduct === guaranteeId)
            ? ('bought' as const)
            : ('none' as const),
          amountMinor: Math.round(line.Amount * 10 ** snapshot.decimals),
        })),
      )
      .onConflictDoNothing();
  }
  if (order.status !== 'paid' || !order.eTickets) return;
  const [ticket] = await tx
    .select({ code: eTickets.code })
    .from(eTickets)
    .where(eq(eTickets.orderId, order.id))
    .limit(1);
  if (ticket) return;
  const rows = snapshot.lines.flatMap((line, index) => {
    const bands = bandsOf({
      adults: line.Passengers.Adults,
      children: line.Passengers.Children,
      infants: line.Passengers.Infants,
    });
    return (order.eTickets?.[index] ?? []).map((code, n) => ({
      code,
      shortCode: newShortCode(),
      orderId: order.id,
      lineIndex: index,
      position: n,
      band: bands[n] ?? 'adult',
      visitDate: line.VisitDate,
      status: 'valid' as const,
      issuedAt: now,
    }));
  });
  if (rows.length > 0) await tx.insert(eTickets).values(rows).onConflictDoNothing();
}

/** The order read for a booking answer, its booking lines made if missing. */
async function loadOrder(db: Db, orderId: string, now: Date): Promise<OrderRecord | undefined> {
  if (!UUID.test(orderId)) return undefined;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  await db.transaction((tx) => materializeBooking(tx, order, now));
  const [fresh] = await db.select().from(orders).where(eq(orders.id, orderId));
  return fresh;
}

function lineState(order: OrderRecord, line: LineRow, tickets: TicketRow[]): LineState {
  return {
    orderStatus: order.status,
    purchasedAt: purchasedAt(order),
    visitDate: line.visitDate,
    used: tickets.some((t) => t.status === 'used'),
    weatherGuarantee: line.weatherGuarantee,
  };
}

/** A hotel stay's nights are not moved here (its rates are per night): its date is not changed. */
function changeRule(order: OrderRecord, line: LineRow, tickets: TicketRow[], now: Date) {
  if (line.checkOutDate)
    return { Allowed: false, Until: null, Reason: 'NOT_CHANGEABLE' } as const satisfies RuleAnswer<string>;
  return canChangeDate(lineState(order, line, tickets), now);
}

/** The `Booking` answer of the contract (issue 20). */
export async function bookingAnswer(db: Db, order: OrderRecord, now: Date, language: BookingLanguage) {
  const lines = await db
    .select()
    .from(bookingLines)
    .where(eq(bookingLines.orderId, order.id))
    .orderBy(asc(bookingLines.lineIndex));
  const tickets = await db
    .select()
    .from(eTickets)
    .where(eq(eTickets.orderId, order.id))
    .orderBy(asc(eTickets.issuedAt), asc(eTickets.lineIndex), asc(eTickets.position));
  const changes = await db
    .select()
    .from(bookingChanges)
    .where(eq(bookingChanges.orderId, order.id))
    .orderBy(asc(bookingChanges.id));
  const productRows = lines.length
    ? await db
        .select()
        .from(products)
        .where(
          inArray(
            products.id,
            lines.map((l) => l.productId),
          ),
        )
    : [];
  const byId = new Map(productRows.map((p) => [p.id, p]));
  const parkSlug = productRows.flatMap((p) => p.parkSlugs)[0] ?? 'sensoria';
  const [park] = await db.select().from(parks).where(eq(parks.slug, parkSlug));
  const decimals = (order.snapshot as Snapshot).decimals;
  const paidForChanges = changes.reduce((sum, c) => sum + c.differenceMinor, 0);
  const idLineOf = (index: number) => lines.find((l) => l.lineIndex === index)?.idLine ?? String(index);
  return {
    IdOrder: order.id,
    Reference: order.bookingReference,
    Status: order.status,
    Currency: order.currency,
    Total: minorToMajor(order.totalMinor + paidForChanges, decimals),
    PurchasedAt: purchasedAt(order).toISOString(),
    CouponValidUntil: couponValidUntil(purchasedAt(order)).toISOString(),
    TimeZone: PARK_TIME_ZONE,
    Park: {
      Name: park ? (language === 'ES' ? park.nameEs : park.nameEn) : 'Parque Sensoria',
      Address: PARK_ADDRESS,
      Opens: PARK_OPENS,
      Closes: PARK_CLOSES,
    },
    Lines: lines.map((line) => {
      const own = tickets.filter((t) => t.lineIndex === line.lineIndex);
      const product = byId.get(line.productId);
      const used = own.some((t) => t.status === 'used');
      const state = lineState(order, line, own);
      return {
        IdLine: line.idLine,
        ProductId: line.productId,
        Name: product ? productName(product, language) : String(line.productId),
        Date: line.visitDate,
        ...(line.checkOutDate ? { CheckOutDate: line.checkOutDate } : {}),
        Visitors: BANDS.map((Band) => ({
          Band,
          Count: Band === 'adult' ? line.adults : Band === 'child' ? line.children : line.infants,
        })).filter((v) => v.Count > 0),
        Status: used ? 'used' : own.length > 0 && own.every((t) => t.status === 'void') ? 'void' : 'valid',
        WeatherGuarantee: line.weatherGuarantee,
        Tickets: own.map((t) => ({
          Code: t.code,
          ShortCode: t.shortCode,
          Band: t.band,
          Date: t.visitDate,
          Status: t.status,
        })),
        ChangeDate: changeRule(order, line, own, now),
        ClaimGuarantee: canClaimGuarantee(state, now),
      };
    }),
    Changes: changes.map((c) => ({
      At: c.at.toISOString(),
      IdLine: idLineOf(c.lineIndex),
      Kind: c.kind,
      From: c.fromDate,
      To: c.toDate,
      Difference: { Amount: minorToMajor(c.differenceMinor, decimals), Currency: c.currency },
    })),
  };
}

export type BookingAnswer = Awaited<ReturnType<typeof bookingAnswer>>;

/**
 * 'Find my booking': the booking reference (or the order id) and the buyer's e-mail. A wrong order and a
 * wrong e-mail answer the same 404; every try counts against the client address (10 per 15 minutes).
 */
export async function lookupBooking(
  db: Db,
  input: { Order: string; Email: string },
  context: { now: Date; clientIp: string; secret: string; language: BookingLanguage },
): Promise<{ Access: string; Booking: BookingAnswer }> {
  const { now, language } = context;
  const hit = await hitRateLimit(db, `booking:lookup:ip:${context.clientIp}`, LOOKUP_WINDOW_SECONDS, now);
  if (hit.hits > LOOKUP_TRIES)
    throw bookingError('TOO_MANY_LOOKUPS', language, { retryAfterSeconds: hit.retryAfterSeconds });
  const key = input.Order.trim();
  const email = input.Email.trim().toLowerCase();
  const reference = key.toUpperCase().startsWith('XS-') ? key.toUpperCase() : `XS-${key.toUpperCase()}`;
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        UUID.test(key) ? eq(orders.id, key) : eq(orders.bookingReference, reference),
        sql`lower(${orders.snapshot} -> 'visitors' -> 0 ->> 'Email') = ${email}`,
      ),
    );
  const order = found ? await loadOrder(db, found.id, now) : undefined;
  if (!order) throw bookingError('BOOKING_NOT_FOUND', language);
  return {
    Access: signBookingAccess(context.secret, order.id, now),
    Booking: await bookingAnswer(db, order, now, language),
  };
}

/**
 * The order a request may manage: the access token's order, or an order of the signed-in customer (its
 * buyer's e-mail is the account's confirmed e-mail). Anything else is the same 404.
 */
export async function authorisedOrder(
  db: Db,
  orderId: string,
  who: { access?: string; customerEmail?: string },
  context: { now: Date; secret: string; language: BookingLanguage },
): Promise<OrderRecord> {
  const notFound = bookingError('BOOKING_NOT_FOUND', context.language);
  const byToken = verifyBookingAccess(context.secret, who.access, context.now) === orderId;
  const order = await loadOrder(db, orderId, context.now);
  if (!order) throw notFound;
  const byAccount =
    !!who.customerEmail && buyerEmail(order).toLowerCase() === who.customerEmail.toLowerCase();
  if (!byToken && !byAccount) throw notFound;
  return order;
}

/** The signed-in customer's orders (its confirmed e-mail is the buyer's), newest first. */
export async function customerBookings(db: Db, email: string, now: Date, language: BookingLanguage) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`lower(${orders.snapshot} -> 'visitors' -> 0 ->> 'Email') = ${email.toLowerCase()}`)
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(50);
  const answers: BookingAnswer[] = [];
  for (const { id } of rows) {
    const order = await loadOrder(db, id, now);
    if (order) answers.push(await bookingAnswer(db, order, now, language));
  }
  return answers;
}

async function findLine(tx: Db, orderId: string, idLine: string, language: BookingLanguage) {
  const [line] = await tx
    .select()
    .from(bookingLines)
    .where(and(eq(bookingLines.orderId, orderId), eq(bookingLines.idLine, idLine)));
  if (!line) throw bookingError('BOOKING_NOT_FOUND', language);
  const tickets = await tx
    .select()
    .from(eTickets)
    .where(and(eq(eTickets.orderId, orderId), eq(eTickets.lineIndex, line.lineIndex)));
  return { line, tickets };
}

/** What the line would cost on `date`, bought today, in minor units of the order's currency. */
async function linePriceOn(tx: Db, order: OrderRecord, line: LineRow, date: string, now: Date) {
  const snapshot = order.snapshot as Snapshot;
  const snapLine = snapshot.lines[line.lineIndex];
  const [product] = await tx.select().from(products).where(eq(products.id, line.productId));
  const currency = await findCurrency(tx, order.currency);
  if (!product || !currency) throw new Error(`The product or currency of order ${order.id} is missing`);
  const addOnIds = (snapLine?.AddOns ?? []).map((a) => a.IdProduct);
  const addOnRows = addOnIds.length
    ? await tx.select().from(products).where(inArray(products.id, addOnIds))
    : [];
  const group = snapLine?.PackageGroup;
  const price = priceLine({
    product: toPricingProduct(product, await flagshipSlugs(tx)),
    passengers: { adults: line.adults, children: line.children, infants: line.infants },
    visitDate: date,
    purchaseDate: parkToday(now),
    addOns: addOnRows.map((a) => ({
      label: a.nameEn,
      unitPriceUsdCents: a.adultPriceUsdCents,
      coversPeople: a.coversPeople ?? 1,
    })),
    packageSize: group ? snapshot.lines.filter((l) => l.PackageGroup === group).length : undefined,
  });
  return convertLine(price, currency).totalMinor;
}

/** Seats left on a date for the product (no row yet: the whole capacity); null: the product has no limit. */
async function seatsLeft(tx: Db, productId: number, date: string): Promise<number | null> {
  const [product] = await tx
    .select({ capacity: products.dailyCapacity })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.capacity == null) return null;
  const [row] = await tx
    .select()
    .from(dailyCapacity)
    .where(and(eq(dailyCapacity.productId, productId), eq(dailyCapacity.visitDate, date)));
  return row ? row.capacity - row.sold - row.held : product.capacity;
}

function checkNewDate(order: OrderRecord, line: LineRow, date: string, now: Date, language: BookingLanguage) {
  const problem = newDateProblem(date, line.visitDate, purchasedAt(order), now);
  if (problem === 'SAME_DATE') throw bookingError('SAME_DATE', language);
  if (problem === 'OUTSIDE_COUPON_YEAR') throw bookingError('DATE_OUTSIDE_COUPON_YEAR', language);
  if (problem) throw bookingError('NO_AVAILABILITY', language);
}

function checkChangeAllowed(
  order: OrderRecord,
  line: LineRow,
  tickets: TicketRow[],
  now: Date,
  language: BookingLanguage,
) {
  const rule = changeRule(order, line, tickets, now);
  if (!rule.Allowed)
    throw bookingError('DATE_CHANGE_CLOSED', language, {
      details: { Reason: rule.Reason as ChangeDateReason | 'NOT_CHANGEABLE' },
    });
}

/** The price of moving a line to `date`: what to pay (≥ 0) and whether the date has the seats. */
export async function quoteDateChange(
  db: Db,
  order: OrderRecord,
  idLine: string,
  date: string,
  now: Date,
  language: BookingLanguage,
) {
  const { line, tickets } = await findLine(db, order.id, idLine, language);
  checkChangeAllowed(order, line, tickets, now, language);
  checkNewDate(order, line, date, now, language);
  const left = await seatsLeft(db, line.productId, date);
  const seats = line.adults + line.children + line.infants;
  const newMinor = await linePriceOn(db, order, line, date, now);
  const decimals = (order.snapshot as Snapshot).decimals;
  return {
    Date: date,
    Available: left === null || left >= seats,
    Difference: {
      Amount: minorToMajor(Math.max(0, newMinor - line.amountMinor), decimals),
      Currency: order.currency,
    },
    // A cheaper date refunds nothing (SPEC §9: the booking page says so before the visitor confirms).
    Refund: 0,
  };
}

export interface DateChangeInput {
  orderId: string;
  idLine: string;
  date: string;
  kind: 'date-change' | 'weather-guarantee';
  /** A dearer date's payment (card or wallet). */
  payment?: ChargeRequest;
  /** A date change's Idempotency-Key (the claim needs none: it can only happen once). */
  idempotencyKey?: string;
}

class Declined extends Error {
  constructor(readonly cardNetwork: string | null) {
    super('declined');
  }
}

function requestHash(input: DateChangeInput): string {
  const card = input.payment?.Card;
  return createHash('sha256')
    .update(
      JSON.stringify({
        orderId: input.orderId,
        idLine: input.idLine,
        date: input.date,
        payment: input.payment
          ? {
              ...input.payment,
              Card: card
                ? { last4: card.Number.slice(-4), month: card.ExpiryMonth, year: card.ExpiryYear }
                : null,
            }
          : null,
      }),
    )
    .digest('hex');
}

/**
 * Moves a line to another date (a date change or a weather-guarantee claim) in ONE transaction: the order
 * row locked, the rules checked, the new date's seats sold by a conditional UPDATE (never an oversell) and
 * the old date's released, a dearer date charged (declined: nothing changes), the old e-tickets void and
 * new ones issued, the change recorded, a mail queued. Answers the booking.
 */
export async function changeLineDate(
  db: Db,
  input: DateChangeInput,
  now: Date,
  language: BookingLanguage,
): Promise<{ status: number; body: unknown }> {
  const hash = requestHash(input);
  const replay = async (tx: Db) => {
    if (!input.idempotencyKey) return undefined;
    const [previous] = await tx
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.idempotencyKey, input.idempotencyKey));
    if (!previous) return undefined;
    if (previous.requestHash !== hash || previous.orderId !== input.orderId)
      throw new ApiHttpError(
        'IDEMPOTENCY_KEY_REUSED',
        'This Idempotency-Key was used with a different request',
      );
    return { status: previous.responseStatus, body: previous.responseBody };
  };
  return db.transaction(async (tx) => {
    const early = await replay(tx);
    if (early) return early;
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
    if (!order) throw bookingError('BOOKING_NOT_FOUND', language);
    // A racing request with the same key committed while this one waited for the order.
    const raced = await replay(tx);
    if (raced) return raced;
    await materializeBooking(tx, order, now);
    const { line, tickets } = await findLine(tx, order.id, input.idLine, language);
    let differenceMinor = 0;
    let newAmountMinor = line.amountMinor;
    if (input.kind === 'weather-guarantee') {
      const rule = canClaimGuarantee(lineState(order, line, tickets), now);
      if (rule.Reason === 'NOT_BOUGHT') throw bookingError('GUARANTEE_NOT_BOUGHT', language);
      if (rule.Reason === 'ALREADY_CLAIMED') throw bookingError('GUARANTEE_ALREADY_CLAIMED', language);
      if (!rule.Allowed)
        throw bookingError('CLAIM_CLOSED', language, { details: { Reason: rule.Reason ?? '' } });
      checkNewDate(order, line, input.date, now, language);
    } else {
      checkChangeAllowed(order, line, tickets, now, language);
      checkNewDate(order, line, input.date, now, language);
      const newMinor = await linePriceOn(tx, order, line, input.date, now);
      differenceMinor = Math.max(0, newMinor - line.amountMinor);
      newAmountMinor = Math.max(newMinor, line.amountMinor);
      if (differenceMinor > 0 && !input.payment) throw bookingError('PAYMENT_REQUIRED', language);
    }
    const currency = order.currency as CurrencyCode;
    // Refusals that charge nothing (an invalid card, a method not offered…) come before any seat moves.
    const charge =
      differenceMinor > 0 && input.payment ? authoriseSandboxPayment(input.payment, currency, now) : null;
    const seats = line.adults + line.children + line.infants;
    const recordPayment = (status: string, responseStatus: number, responseBody: unknown) =>
      input.payment
        ? tx
            .insert(payments)
            .values({
              idempotencyKey: `booking:${input.idempotencyKey ?? `${order.id}:${line.lineIndex}:${now.getTime()}`}`,
              requestHash: hash,
              orderId: order.id,
              method: input.payment.Method,
              status,
              cardNetwork: charge?.cardNetwork ?? null,
              cardLast4: input.payment.Card?.Number.slice(-4) ?? null,
              amountMinor: differenceMinor,
              currency,
              responseStatus,
              responseBody: responseBody as object,
            })
            .returning({ id: payments.id })
        : Promise.resolve([]);
    try {
      await tx.transaction(async (sp) => {
        const [product] = await sp
          .select({ capacity: products.dailyCapacity })
          .from(products)
          .where(eq(products.id, line.productId));
        if (product?.capacity != null) {
          if (!(await sellSeats(sp, line.productId, input.date, seats, product.capacity)))
            throw bookingError('NO_AVAILABILITY', language);
          await releaseSeats(sp, line.productId, line.visitDate, seats);
        }
        if (charge?.outcome === 'declined') throw new Declined(charge.cardNetwork);
      });
    } catch (error) {
      if (!(error instanceof Declined)) throw error;
      const answer = { status: 402, body: { code: 'CARD_DECLINED', message: 'The card was declined' } };
      await recordPayment('declined', answer.status, answer.body);
      await storeAnswer(tx, input, order.id, hash, answer, now);
      return answer;
    }
    // The order's seats follow the line.
    await tx
      .delete(orderSeats)
      .where(
        and(
          eq(orderSeats.orderId, order.id),
          eq(orderSeats.productId, line.productId),
          eq(orderSeats.visitDate, line.visitDate),
        ),
      );
    await tx
      .insert(orderSeats)
      .values({ orderId: order.id, productId: line.productId, visitDate: input.date, seats })
      .onConflictDoUpdate({
        target: [orderSeats.orderId, orderSeats.productId, orderSeats.visitDate],
        set: { seats: sql`${orderSeats.seats} + ${seats}` },
      });
    // The old e-tickets are void at once; new ones for the new date.
    await tx
      .update(eTickets)
      .set({ status: 'void', voidedAt: now })
      .where(
        and(
          eq(eTickets.orderId, order.id),
          eq(eTickets.lineIndex, line.lineIndex),
          eq(eTickets.status, 'valid'),
        ),
      );
    const fresh = bandsOf(line).map((band, position) => ({
      code: newTicketCode(),
      shortCode: newShortCode(),
      orderId: order.id,
      lineIndex: line.lineIndex,
      position,
      band,
      visitDate: input.date,
      status: 'valid' as const,
      issuedAt: now,
    }));
    if (fresh.length) await tx.insert(eTickets).values(fresh);
    const codes = [...(order.eTickets ?? [])];
    codes[line.lineIndex] = fresh.map((t) => t.code);
    const guarantee: WeatherGuaranteeState =
      input.kind === 'weather-guarantee' ? 'claimed' : line.weatherGuarantee;
    await tx
      .update(bookingLines)
      .set({ visitDate: input.date, amountMinor: newAmountMinor, weatherGuarantee: guarantee })
      .where(and(eq(bookingLines.orderId, order.id), eq(bookingLines.lineIndex, line.lineIndex)));
    await tx.update(orders).set({ eTickets: codes }).where(eq(orders.id, order.id));
    const [payment] = charge
      ? await recordPayment('paid', 200, { Paid: differenceMinor, Currency: currency })
      : [];
    await tx.insert(bookingChanges).values({
      orderId: order.id,
      lineIndex: line.lineIndex,
      kind: input.kind,
      fromDate: line.visitDate,
      toDate: input.date,
      differenceMinor,
      currency,
      paymentId: payment?.id ?? null,
      at: now,
    });
    const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
    await queueTicketsMail(tx, updated ?? order, input.kind);
    const answer = { status: 200, body: await bookingAnswer(tx, updated ?? order, now, language) };
    await storeAnswer(tx, input, order.id, hash, answer, now);
    return answer;
  });
}

async function storeAnswer(
  tx: Db,
  input: DateChangeInput,
  orderId: string,
  hash: string,
  answer: { status: number; body: unknown },
  now: Date,
) {
  if (!input.idempotencyKey) return;
  await tx.insert(bookingRequests).values({
    idempotencyKey: input.idempotencyKey,
    orderId,
    requestHash: hash,
    responseStatus: answer.status,
    responseBody: answer.body as object,
    createdAt: now,
  });
}

/** The order's current e-tickets into the outbox (a date change, a claim, or 'resend my tickets'). */
export async function queueTicketsMail(
  tx: Db,
  order: OrderRecord,
  kind: 'date-change' | 'weather-guarantee' | 'resend',
): Promise<void> {
  const to = buyerEmail(order);
  if (!to) return;
  const lines = await tx
    .select()
    .from(bookingLines)
    .where(eq(bookingLines.orderId, order.id))
    .orderBy(asc(bookingLines.lineIndex));
  const tickets = await tx
    .select()
    .from(eTickets)
    .where(and(eq(eTickets.orderId, order.id), eq(eTickets.status, 'valid')));
  const subject = {
    'date-change': 'Cambio de fecha confirmado / Date change confirmed',
    'weather-guarantee': 'Garantía de clima aplicada / Weather guarantee claimed',
    resend: 'Tus boletos electrónicos / Your e-tickets',
  }[kind];
  await tx.insert(mailOutbox).values({
    kind: kind === 'resend' ? 'e-tickets' : `booking-${kind}`,
    toAddress: to,
    subject: `${subject} ${order.bookingReference ?? order.id.slice(0, 8)}`,
    textBody: [
      `Reserva / Booking: ${order.bookingReference ?? order.id}`,
      'Boletos electrónicos / E-tickets:',
      ...lines.map(
        (line) =>
          `- ${line.visitDate}: ${tickets
            .filter((t) => t.lineIndex === line.lineIndex)
            .map((t) => `${t.shortCode} (${t.band})`)
            .join(', ')}`,
      ),
    ].join('\n'),
  });
}
