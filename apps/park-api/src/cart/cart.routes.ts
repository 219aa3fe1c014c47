/**
 * The cart API of SPEC §7, plus the item, coupon and hold calls (issue 17 §1) in the same style. Every
 * answer is the cart, whose ended holds are expired first (on read: correctness never waits for the sweep).
 */
import type { FastifyRequest } from 'fastify';
import {
  AddCartItemRequestSchema,
  ApplyCouponRequestSchema,
  CartHoldRequestSchema,
  ChangeCartCurrencyRequestSchema,
  DeleteCartRequestSchema,
  HotelStayRequestSchema,
  ShoppingCartResponseSchema,
  UpdateCartItemRequestSchema,
} from '@parks/contracts/core';
import { Type } from 'typebox';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { ErrorSchema, LanguageSchema, SessionIdSchema } from '../http/wire-schemas';
import { priceCart } from './cart-view';
import {
  addItem,
  addStay,
  applyCoupon,
  changeCurrency,
  deleteCart,
  extendHold,
  findCartBySession,
  holdLineAgain,
  removeItem,
  updateItem,
} from './cart.service';
import { expireCartHolds, type CartCallContext } from './holds';

const CartAnswerQuery = Type.Object({
  Language: Type.Optional(LanguageSchema),
  IncludeAmountsUSD: Type.Optional(Type.Boolean()),
});
/** Every cart call answers the cart (the contract's schema documents and serialises it) or an error. */
const errors = {
  200: ShoppingCartResponseSchema,
  201: ShoppingCartResponseSchema,
  400: ErrorSchema,
  401: ErrorSchema,
  404: ErrorSchema,
  409: ErrorSchema,
  422: ErrorSchema,
  429: ErrorSchema,
};
const security = [{ bearerAuth: [], prefixProject: [], siteCode: [] }];
const LineIdParams = Type.Object({ IdLine: Type.String({ format: 'uuid' }) });

export function cartRoutes(app: ApiApp, { db, config, now }: RouteDeps): void {
  const holds = config.cartHolds;
  async function answer(sessionId: string, language = 'EN', includeAmountsUsd = false) {
    const at = now();
    const found = await findCartBySession(db, sessionId);
    if (!found) throw new ApiHttpError('CART_NOT_FOUND', 'There is no cart for this session');
    // Holds ended since the last change or sweep give their seats back before the cart is shown.
    const cart =
      (await expireCartHolds(db, found.id, at)) > 0 ? await findCartBySession(db, sessionId) : found;
    if (!cart) throw new ApiHttpError('CART_NOT_FOUND', 'There is no cart for this session');
    return {
      Cart: (
        await priceCart(db, cart, { language, includeAmountsUsd, now: at, holdSeconds: holds.holdSeconds })
      ).cart,
    };
  }
  /** The clock, the client address every per-client limit counts against (behind TRUSTED_PROXIES), the settings. */
  const context = (request: FastifyRequest): CartCallContext => ({
    now: now(),
    clientIp: request.ip,
    holds,
  });

  app.get(
    '/xapi/shopping-cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart of a session, priced now',
        security,
        querystring: Type.Object({
          Language: LanguageSchema,
          SessionId: SessionIdSchema,
          Mobile: Type.Optional(Type.Boolean()),
          IncludeAmountsUSD: Type.Optional(Type.Boolean()),
        }),
        response: errors,
      },
    },
    async (request) =>
      answer(request.query.SessionId, request.query.Language, request.query.IncludeAmountsUSD),
  );

  app.put(
    '/xapi/shopping-cart/currency',
    {
      schema: {
        tags: ['cart'],
        summary: 'Change the currency the cart is priced in',
        security,
        querystring: CartAnswerQuery,
        body: ChangeCartCurrencyRequestSchema,
        response: errors,
      },
    },
    async (request) => {
      await changeCurrency(db, request.body.SessionId, request.body.Currency, context(request));
      return answer(request.body.SessionId, request.query.Language, request.query.IncludeAmountsUSD);
    },
  );

  app.delete(
    '/xapi/shopping-cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Delete the cart and give its seats back',
        security,
        body: DeleteCartRequestSchema,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteCart(db, request.body.IdCart, request.body.SessionId, now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/xapi/shopping-cart/items',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Add a product (date, schedule, visitors, add-ons, package group); creates the cart on the first add',
        security,
        querystring: CartAnswerQuery,
        body: AddCartItemRequestSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      await addItem(db, request.body, context(request));
      return reply
        .status(201)
        .send(await answer(request.body.SessionId, request.query.Language, request.query.IncludeAmountsUSD));
    },
  );

  app.post(
    '/xapi/shopping-cart/hotel-stays',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Add a hotel stay: check-in to check-out (1–14 nights), one room of 1–4 guests with adults 16+, an optional promotional code',
        security,
        querystring: CartAnswerQuery,
        body: HotelStayRequestSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      await addStay(db, request.body, request.query.Language ?? 'EN', context(request));
      return reply
        .status(201)
        .send(await answer(request.body.SessionId, request.query.Language, request.query.IncludeAmountsUSD));
    },
  );

  app.put(
    '/xapi/shopping-cart/items/:IdLine',
    {
      schema: {
        tags: ['cart'],
        summary: 'Change a line: date, schedule, visitors or add-ons',
        security,
        params: LineIdParams,
        querystring: CartAnswerQuery,
        body: UpdateCartItemRequestSchema,
        response: errors,
      },
    },
    async (request) => {
      await updateItem(db, request.params.IdLine, request.body, context(request));
      return answer(request.body.SessionId, request.query.Language, request.query.IncludeAmountsUSD);
    },
  );

  app.delete(
    '/xapi/shopping-cart/items/:IdLine',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line and give its seats back',
        security,
        params: LineIdParams,
        querystring: CartAnswerQuery,
        body: CartHoldRequestSchema,
        response: errors,
      },
    },
    async (request) => {
      await removeItem(db, request.params.IdLine, request.body.SessionId, context(request));
      return answer(request.body.SessionId, request.query.Language, request.query.IncludeAmountsUSD);
    },
  );

  app.post(
    '/xapi/shopping-cart/coupon',
    {
      schema: {
        tags: ['cart'],
        summary: 'Apply a coupon (valid for 1 year from purchase)',
        security,
        querystring: CartAnswerQuery,
        body: ApplyCouponRequestSchema,
        response: errors,
      },
    },
    async (request) => {
      await applyCoupon(db, request.body, context(request));
      return answer(request.body.SessionId, request.query.Language, request.query.IncludeAmountsUSD);
    },
  );

  app.post(
    '/xapi/shopping-cart/hold',
    {
      schema: {
        tags: ['cart'],
        summary:
          "Keep my tickets for another hold period: every held line's hold runs to now + the period, expired lines are held again while seats remain (at most twice since the last cart change)",
        security,
        querystring: CartAnswerQuery,
        body: CartHoldRequestSchema,
        response: errors,
      },
    },
    async (request) => {
      await extendHold(db, request.body.SessionId, context(request));
      return answer(request.body.SessionId, request.query.Language, request.query.IncludeAmountsUSD);
    },
  );

  app.post(
    '/xapi/shopping-cart/items/:IdLine/hold',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Hold again an expired line: takes its seats again at the current price (NO_AVAILABILITY when they are gone) and restarts the hold period',
        security,
        params: LineIdParams,
        querystring: CartAnswerQuery,
        body: CartHoldRequestSchema,
        response: errors,
      },
    },
    async (request) => {
      await holdLineAgain(db, request.params.IdLine, request.body.SessionId, context(request));
      return answer(request.body.SessionId, request.query.Language, request.query.IncludeAmountsUSD);
    },
  );
}
