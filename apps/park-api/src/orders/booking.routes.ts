/**
 * Managing a booking (issue 20, /work contract 20): find it, read it, quote and change a line's date,
 * claim the weather guarantee, resend the e-tickets; the signed-in customer's bookings; the gate marking a
 * ticket used. A booking is opened by the access token 'find my booking' gave (X-Booking-Access) or by the
 * signed-in customer, when the order's buyer is that customer: by the own session (x-user-session) or by the
 * access token park-api's OIDC provider issued on the hosted sign-in (x-user-authorization: Bearer …).
 */
import { USER_BEARER_HEADER, USER_SESSION_HEADER } from '@parks/auth/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { eTickets } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { AnySuccessSchema, IsoDateSchema, LanguageSchema } from '../http/wire-schemas';
import { checkOpsToken } from '../ops/ops-token';
import { CardSchema } from '@parks/contracts/core';
import type { HostedAccountOf } from '../auth/oidc-access-token';
import { findUserById } from '../users/account.service';
import { userOfSession } from '../users/user-session';
import {
  authorisedOrder,
  bookingAnswer,
  changeLineDate,
  customerBookings,
  lookupBooking,
  queueTicketsMail,
  quoteDateChange,
} from './booking.service';
import { bookingError, type BookingLanguage } from './booking-texts';

export const BOOKING_ACCESS_HEADER = 'x-booking-access';

/** `{ code, message }`, and a refusal's `Reason` (DATE_CHANGE_CLOSED, CLAIM_CLOSED). */
const BookingErrorSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  Reason: Type.Optional(Type.String()),
});
const errors = {
  400: BookingErrorSchema,
  401: BookingErrorSchema,
  402: BookingErrorSchema,
  404: BookingErrorSchema,
  409: BookingErrorSchema,
  422: BookingErrorSchema,
  429: BookingErrorSchema,
  503: BookingErrorSchema,
};
const security = [{ bearerAuth: [], prefixProject: [], siteCode: [] }];
const Query = Type.Object({ Language: Type.Optional(LanguageSchema) });
const OrderParams = Type.Object({ IdOrder: Type.String({ minLength: 1, maxLength: 64 }) });
const LineParams = Type.Object({
  IdOrder: Type.String({ minLength: 1, maxLength: 64 }),
  IdLine: Type.String({ minLength: 1, maxLength: 64 }),
});
const DateBody = Type.Object({ Date: IsoDateSchema }, { additionalProperties: false });
/** The payment body of POST /xapi/payments for a card or a wallet, without the cart and the visitors. */
const PaymentBody = Type.Object(
  {
    Method: Type.Union([Type.Literal('card'), Type.Literal('wallet')]),
    Wallet: Type.Optional(Type.Union([Type.Literal('PP'), Type.Literal('AP')])),
    Card: Type.Optional(CardSchema),
    Months: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 })),
    IdBank: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);

const languageOf = (request: { query: { Language?: BookingLanguage } }): BookingLanguage =>
  request.query.Language ?? 'EN';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value.length <= 256 ? value : undefined;
}

export function bookingRoutes(
  app: ApiApp,
  { db, config, now }: RouteDeps,
  /** Checks the hosted sign-in's access tokens (auth/oidc-access-token.ts). */
  hostedAccountOf: HostedAccountOf,
): void {
  const secret = config.bookingAccessSecret;

  /** The signed-in customer of the request: its own session, or else the hosted sign-in's access token. */
  async function signedInUser(request: FastifyRequest) {
    const session = header(request, USER_SESSION_HEADER);
    if (session && session.length >= 20) return userOfSession(db, session, now());
    const bearer = /^Bearer ([^\s]+)$/i.exec(header(request, USER_BEARER_HEADER) ?? '')?.[1];
    const userId = bearer ? await hostedAccountOf(bearer) : undefined;
    return userId ? findUserById(db, userId) : undefined;
  }

  /** The signed-in customer's e-mail, only once confirmed (anyone can sign up with an address). */
  async function customerEmail(request: FastifyRequest): Promise<string | undefined> {
    const user = await signedInUser(request);
    return user?.emailVerifiedAt ? user.email : undefined;
  }

  async function openOrder(
    request: FastifyRequest & { params: { IdOrder: string }; query: { Language?: BookingLanguage } },
  ) {
    return authorisedOrder(
      db,
      request.params.IdOrder,
      { access: header(request, BOOKING_ACCESS_HEADER), customerEmail: await customerEmail(request) },
      { now: now(), secret, language: languageOf(request) },
    );
  }

  app.post(
    '/xapi/bookings/lookup',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "Find my booking: the booking reference (or order id) and the buyer's e-mail. 200 { Access, Booking }; a wrong order or e-mail is the same 404 BOOKING_NOT_FOUND; 10 tries per client address per 15 minutes (429 TOO_MANY_LOOKUPS, Retry-After)",
        security,
        querystring: Query,
        body: Type.Object(
          {
            Order: Type.String({ minLength: 1, maxLength: 64 }),
            Email: Type.String({ minLength: 3, maxLength: 254 }),
          },
          { additionalProperties: false },
        ),
        response: { 200: AnySuccessSchema, ...errors },
      },
    },
    async (request) =>
      lookupBooking(db, request.body, {
        now: now(),
        clientIp: request.ip,
        secret,
        language: languageOf(request),
      }),
  );

  app.get(
    '/xapi/bookings/:IdOrder',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "A booking: its lines, e-tickets (voided ones marked void), changes, and what can still be done until when. Needs X-Booking-Access (from lookup), or the buyer's own session (x-user-session) or hosted sign-in (x-user-authorization: Bearer {the OIDC access token})",
        security,
        params: OrderParams,
        querystring: Query,
        response: { 200: AnySuccessSchema, ...errors },
      },
    },
    async (request) => bookingAnswer(db, await openOrder(request), now(), languageOf(request)),
  );

  app.post(
    '/xapi/bookings/:IdOrder/lines/:IdLine/date-quote',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'What moving a line to another date costs: Difference (≥ 0, in the order currency) and whether the date has the seats. A cheaper date refunds nothing (Refund 0)',
        security,
        params: LineParams,
        querystring: Query,
        body: DateBody,
        response: { 200: AnySuccessSchema, ...errors },
      },
    },
    async (request) =>
      quoteDateChange(
        db,
        await openOrder(request),
        request.params.IdLine,
        request.body.Date,
        now(),
        languageOf(request),
      ),
  );

  app.post(
    '/xapi/bookings/:IdOrder/lines/:IdLine/date-change',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Change a line’s date (at least 24 h before the visit’s opening, never on its day, within the coupon year). Needs an Idempotency-Key; a dearer date needs Payment (card or wallet, 402 PAYMENT_REQUIRED without it). 200 the booking: new e-tickets, the old ones void',
        security,
        params: LineParams,
        querystring: Query,
        body: Type.Object(
          { Date: IsoDateSchema, Payment: Type.Optional(PaymentBody) },
          { additionalProperties: false },
        ),
        response: { 200: AnySuccessSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key.length < 1 || key.length > 255)
        throw new ApiHttpError(
          'IDEMPOTENCY_KEY_REQUIRED',
          'Header Idempotency-Key (1-255 characters) is required',
        );
      const order = await openOrder(request);
      const answer = await changeLineDate(
        db,
        {
          orderId: order.id,
          idLine: request.params.IdLine,
          date: request.body.Date,
          kind: 'date-change',
          payment: request.body.Payment,
          idempotencyKey: key,
        },
        now(),
        languageOf(request),
      );
      return reply.status(answer.status as 200 | 402).send(answer.body);
    },
  );

  app.post(
    '/xapi/bookings/:IdOrder/lines/:IdLine/weather-guarantee',
    {
      schema: {
        tags: ['bookings'],
        summary:
          'Claim the weather guarantee: the line moves to Date at no cost (at least 24 h before the visit, before the coupon is used, within its year, once)',
        security,
        params: LineParams,
        querystring: Query,
        body: DateBody,
        response: { 200: AnySuccessSchema, ...errors },
      },
    },
    async (request) => {
      const order = await openOrder(request);
      const answer = await changeLineDate(
        db,
        {
          orderId: order.id,
          idLine: request.params.IdLine,
          date: request.body.Date,
          kind: 'weather-guarantee',
        },
        now(),
        languageOf(request),
      );
      return answer.body;
    },
  );

  app.post(
    '/xapi/bookings/:IdOrder/tickets/resend',
    {
      schema: {
        tags: ['bookings'],
        summary: "Mail the booking's current e-tickets to the buyer again (outbox). 202",
        security,
        params: OrderParams,
        querystring: Query,
        response: { 202: Type.Object({ Queued: Type.Boolean() }), ...errors },
      },
    },
    async (request, reply) => {
      const order = await openOrder(request);
      await db.transaction((tx) => queueTicketsMail(tx, order, 'resend'));
      return reply.status(202).send({ Queued: true });
    },
  );

  app.get(
    '/xapi/account/orders',
    {
      schema: {
        tags: ['bookings'],
        summary:
          "The signed-in customer's bookings (orders whose buyer e-mail is the account's), newest first: { Bookings }. Needs the own session (x-user-session) or the hosted sign-in's OIDC access token (x-user-authorization: Bearer …), of a confirmed e-mail; 401 without one",
        security,
        querystring: Query,
        response: { 200: AnySuccessSchema, ...errors },
      },
    },
    async (request) => {
      const email = await customerEmail(request);
      if (!email) throw new ApiHttpError('UNAUTHORIZED', 'Sign in to see your orders');
      return { Bookings: await customerBookings(db, email, now(), languageOf(request)) };
    },
  );

  const opsToken = config.opsToken;
  if (!opsToken) return;
  app.post(
    '/ops/tickets/:ShortCode/use',
    {
      schema: {
        tags: ['ops'],
        summary:
          'The gate: marks a valid e-ticket used by its short code (Authorization: Bearer <OPS_TOKEN>); a void or used one is refused (409)',
        security: [{ bearerAuth: [] }],
        params: Type.Object({ ShortCode: Type.String({ pattern: '^[0-9A-Za-z]{8}$' }) }),
        response: { 200: AnySuccessSchema, ...errors },
      },
      onRequest: async (request) => checkOpsToken(request, opsToken),
    },
    async (request) => {
      const shortCode = request.params.ShortCode.toUpperCase();
      const [used] = await db
        .update(eTickets)
        .set({ status: 'used', usedAt: now() })
        .where(and(eq(eTickets.shortCode, shortCode), eq(eTickets.status, 'valid')))
        .returning();
      if (used) return { ShortCode: used.shortCode, Status: used.status, Date: used.visitDate };
      const [ticket] = await db.select().from(eTickets).where(eq(eTickets.shortCode, shortCode));
      if (!ticket) throw bookingError('TICKET_NOT_FOUND', 'EN');
      throw new ApiHttpError('TICKET_NOT_VALID', `This ticket is ${ticket.status}`);
    },
  );
}
