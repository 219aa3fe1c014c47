import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { AddCartItemRequest, CurrencyCode, ShoppingCart, UpdateCartItemRequest } from '@parks/contracts';
import type { Language } from '@parks/i18n/core';
import { shoppingSet } from '@parks/site';
import type { CartAnswerOptions, CartApi, CartApiError, CartApiResult } from '../api/cart.api';
import { cartSessionId, ensureCartSessionId } from '../api/cart-session';
import { cartLanguage } from '../core/cart-language';
import { complementAddRequest } from '../core/complements';
import {
  complementAddFinished,
  complementAddStarted,
  complementsFailed,
  complementsReceived,
  complementsRequested,
  holdKeepFinished,
  holdKeepStarted,
  lineChangeFinished,
  lineChangeStarted,
  type CartRootState,
} from './cart.slice';

/**
 * The cart's command layer (docs/decisions/015-cart-commands.md): the only code that writes the cart.
 * Every command ensures or reads the cart session, calls the cart API, puts the answered cart in the
 * visitor's currency where an add may have started it in another, and stores it as the site's cart
 * (`shoppingSet`, dispatched here and nowhere else). The API is passed in (it comes from React context,
 * `useCartApi()`), never stored.
 */
export type CartThunk<Result> = ThunkAction<Promise<Result>, CartRootState, unknown, UnknownAction>;

/** What a line edit may change; the session is added here. */
export type CartLineChanges = Omit<UpdateCartItemRequest, 'SessionId'>;

/**
 * A command's outcome, the same for every command: the stored cart, or the API's error (park-api's
 * `code`, or the client's: NETWORK_ERROR, TIMEOUT, NO_SESSION…) that the caller turns into the spec's
 * message (`cartErrorKey`, booking's `addToCartMessage`, payments' `couponErrorOf`).
 */
export type CartCommandResult = { ok: true; cart: ShoppingCart } | { ok: false; error: CartApiError };

/**
 * A cart write another lib's client makes on the same cart API (booking's hotel stays, payments'
 * coupon): the command gives it the session and how the answer is rendered, and stores what it answers.
 */
export type CartWrite = (
  sessionId: string,
  answer: CartAnswerOptions,
) => Promise<CartApiResult<ShoppingCart>>;

// The `_shopping` cookie is the session (SPEC §4); the cart's own SessionId covers a browser that
// cannot read it back, e.g. a story or a test without cookies.
function sessionOf(state: CartRootState): string | undefined {
  return cartSessionId() ?? state.site.shopping?.SessionId ?? undefined;
}

const NO_SESSION = 'NO_SESSION';
const noSession: CartCommandResult = {
  ok: false,
  error: { kind: 'session', code: NO_SESSION, message: 'No cart session' },
};

/** Stores an answered cart as the site's cart (header and page alike): the one `shoppingSet` of the libs. */
function storeCart(dispatch: (action: UnknownAction) => unknown, cart: ShoppingCart): CartCommandResult {
  dispatch(shoppingSet(cart));
  return { ok: true, cart };
}

/** Every answer of a cart change is the whole cart: it becomes the site's cart. Null on success, else the code. */
function takeCart(
  dispatch: (action: UnknownAction) => unknown,
  result: CartApiResult<ShoppingCart>,
): string | null {
  if (!result.ok) return result.error.code;
  storeCart(dispatch, result.data);
  return null;
}

/**
 * The cart an add answered, in the visitor's currency: a new cart starts in the add's `Currency`, but a
 * cart made earlier in another one (before a currency switch) is moved to it. Should the move fail, the
 * answered cart is kept: the add itself succeeded.
 */
async function inCurrency(
  api: Pick<CartApi, 'changeCurrency'>,
  cart: ShoppingCart,
  currency: CurrencyCode,
  sessionId: string,
): Promise<ShoppingCart> {
  if (cart.Currency === currency) return cart;
  const changed = await api.changeCurrency({ Currency: currency, SessionId: sessionId });
  return changed.ok ? changed.data : cart;
}

/** An add's body: a new cart starts in the add's `Currency` (park-api reads it beside the contract's fields). */
type AddBody = AddCartItemRequest & { Currency: CurrencyCode };

/** How an add's answer is rendered: the page's language, no USD amounts (the payment page reads those). */
const addAnswer = (language: Language): CartAnswerOptions => ({
  Language: cartLanguage(language),
  IncludeAmountsUSD: false,
});

/** An add with its session made sure of and its answer in the visitor's currency, then stored. */
async function addWith(
  dispatch: (action: UnknownAction) => unknown,
  api: CartApi,
  currency: CurrencyCode,
  write: (sessionId: string) => Promise<CartApiResult<ShoppingCart>>,
): Promise<CartCommandResult> {
  const sessionId = ensureCartSessionId();
  const added = await write(sessionId);
  if (!added.ok) return added;
  return storeCart(dispatch, await inCurrency(api, added.data, currency, sessionId));
}

/**
 * POST /xapi/shopping-cart/items: adds a product (the booking widget). The request leaves before this
 * returns its promise, so a caller can render its 'adding' state in the next frame while it travels.
 */
export function addCartProduct(
  api: CartApi,
  input: { item: Omit<AddCartItemRequest, 'SessionId'>; currency: CurrencyCode; language: Language },
): CartThunk<CartCommandResult> {
  return (dispatch) =>
    addWith(dispatch, api, input.currency, (SessionId) => {
      const body: AddBody = { ...input.item, SessionId, Currency: input.currency };
      return api.addItem(body, addAnswer(input.language));
    });
}

/** A package group id the cart accepts (`^[A-Za-z0-9_-]+$`, ≤ 64). */
const newPackageGroup = () => `pkg-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Adds a package (the package builder): every piece under one new package group, all or none. If a
 * piece is refused, the pieces added before it are taken out again and the cart they leave is stored.
 */
export function addCartPackage(
  api: CartApi,
  input: {
    items: readonly Omit<AddCartItemRequest, 'SessionId' | 'PackageGroup'>[];
    currency: CurrencyCode;
    language: Language;
  },
): CartThunk<CartCommandResult> {
  return async (dispatch) => {
    const sessionId = ensureCartSessionId();
    const PackageGroup = newPackageGroup();
    const answer = addAnswer(input.language);
    let cart: ShoppingCart | null = null;
    for (const item of input.items) {
      const body: AddBody = { ...item, SessionId: sessionId, PackageGroup, Currency: input.currency };
      const added = await api.addItem(body, answer);
      if (!added.ok) {
        const lines = cart?.Lines.filter((line) => line.PackageGroup === PackageGroup) ?? [];
        for (const line of lines) {
          const removed = await api.removeItem(line.IdLine, sessionId, answer);
          if (removed.ok) cart = removed.data;
        }
        if (cart) storeCart(dispatch, cart);
        return added;
      }
      cart = added.data;
    }
    if (!cart) return noSession;
    return storeCart(dispatch, await inCurrency(api, cart, input.currency, sessionId));
  };
}

/**
 * Adds a hotel stay (the hotel calendar): booking's client sends `POST /xapi/shopping-cart/hotel-stays`
 * with the session given here; the answer is put in the visitor's currency and stored.
 */
export function addCartHotelStay(
  api: CartApi,
  input: { write: CartWrite; currency: CurrencyCode; language: Language },
): CartThunk<CartCommandResult> {
  return (dispatch) =>
    addWith(dispatch, api, input.currency, (sessionId) => input.write(sessionId, addAnswer(input.language)));
}

/**
 * Applies a coupon (the payment page): payments' client sends `POST /xapi/shopping-cart/coupon` with the
 * cart's session; the discounted cart is stored.
 */
export function applyCartCoupon(input: {
  write: CartWrite;
  language: Language;
}): CartThunk<CartCommandResult> {
  return async (dispatch, getState) => {
    const sessionId = sessionOf(getState());
    if (!sessionId) return noSession;
    const applied = await input.write(sessionId, {
      Language: cartLanguage(input.language),
      IncludeAmountsUSD: true,
    });
    return applied.ok ? storeCart(dispatch, applied.data) : applied;
  };
}

/**
 * PUT /xapi/shopping-cart/currency, then the cart read again in the page's language (SPEC §4 'Currency
 * change'): the layout's selector and the payment page's currencies alike. Without a cart there is
 * nothing to re-price: `cart` is then null.
 */
export function changeCartCurrency(
  api: CartApi,
  input: { currency: CurrencyCode; language: Language; mobile: boolean },
): CartThunk<{ ok: true; cart: ShoppingCart | null } | { ok: false; error: CartApiError }> {
  return async (dispatch, getState) => {
    const state = getState();
    const sessionId = sessionOf(state);
    const cart = state.site.shopping;
    if (!sessionId || !cart) return { ok: true, cart: null };
    if (cart.Currency === input.currency) return { ok: true, cart };
    const changed = await api.changeCurrency({ Currency: input.currency, SessionId: sessionId });
    if (!changed.ok) return changed;
    const fresh = await api.getCart({
      Language: cartLanguage(input.language),
      SessionId: sessionId,
      Mobile: input.mobile,
      IncludeAmountsUSD: true,
    });
    return storeCart(dispatch, fresh.ok ? fresh.data : changed.data);
  };
}

/** PUT /xapi/shopping-cart/items/{IdLine}: changes a line's date, schedule or passengers. Resolves true on success. */
export function updateCartLine(
  api: CartApi,
  input: { idLine: string; changes: CartLineChanges; language: Language },
): CartThunk<boolean> {
  return async (dispatch, getState) => {
    const sessionId = sessionOf(getState());
    dispatch(lineChangeStarted({ idLine: input.idLine, activity: 'updating' }));
    const code = sessionId
      ? takeCart(
          dispatch,
          await api.updateItem(
            input.idLine,
            { ...input.changes, SessionId: sessionId },
            { Language: cartLanguage(input.language) },
          ),
        )
      : NO_SESSION;
    dispatch(lineChangeFinished({ idLine: input.idLine, code }));
    return code === null;
  };
}

/**
 * PUT /xapi/shopping-cart/items/{IdLine} with the line's add-ons and one more (the cart's weather
 * guarantee offer, issue 20 §3): the add-ons it has are sent again, with their pick-up location, since
 * park-api replaces the list. An add-on the line already has is not sent twice. Resolves true on success.
 */
export function addCartLineAddOn(
  api: CartApi,
  input: { idLine: string; idProduct: number; language: Language },
): CartThunk<boolean> {
  return async (dispatch, getState) => {
    const line = getState().site.shopping?.Lines.find((candidate) => candidate.IdLine === input.idLine);
    if (!line) return false;
    const kept = (line.AddOns ?? []).map((addOn) =>
      addOn.From ? { IdProduct: addOn.IdProduct, From: addOn.From } : { IdProduct: addOn.IdProduct },
    );
    if (kept.some((addOn) => addOn.IdProduct === input.idProduct)) return true;
    return dispatch(
      updateCartLine(api, {
        idLine: input.idLine,
        changes: { AddOns: [...kept, { IdProduct: input.idProduct }] },
        language: input.language,
      }),
    );
  };
}

/** DELETE /xapi/shopping-cart/items/{IdLine}: removes a line. Resolves true on success. */
export function removeCartLine(
  api: CartApi,
  input: { idLine: string; language: Language },
): CartThunk<boolean> {
  return async (dispatch, getState) => {
    const sessionId = sessionOf(getState());
    dispatch(lineChangeStarted({ idLine: input.idLine, activity: 'removing' }));
    const code = sessionId
      ? takeCart(
          dispatch,
          await api.removeItem(input.idLine, sessionId, { Language: cartLanguage(input.language) }),
        )
      : NO_SESSION;
    dispatch(lineChangeFinished({ idLine: input.idLine, code }));
    return code === null;
  };
}

/**
 * POST /xapi/shopping-cart/hold: 'keep my tickets' for another hold period (issue 17). Resolves true when
 * park-api extended the hold; a refusal (HOLD_EXTENSIONS_USED, NO_AVAILABILITY…) is kept for the page.
 */
export function keepCartHold(api: CartApi, input: { language: Language }): CartThunk<boolean> {
  return async (dispatch, getState) => {
    const sessionId = sessionOf(getState());
    dispatch(holdKeepStarted());
    const code = sessionId
      ? takeCart(dispatch, await api.extendHold(sessionId, { Language: cartLanguage(input.language) }))
      : NO_SESSION;
    dispatch(holdKeepFinished(code));
    return code === null;
  };
}

/**
 * POST /xapi/shopping-cart/items/{IdLine}/hold: 'hold again' a line whose hold ended. NO_AVAILABILITY
 * (its seats were taken meanwhile) stays on the line, which keeps its place in the cart.
 */
export function holdCartLineAgain(
  api: CartApi,
  input: { idLine: string; language: Language },
): CartThunk<boolean> {
  return async (dispatch, getState) => {
    const sessionId = sessionOf(getState());
    dispatch(lineChangeStarted({ idLine: input.idLine, activity: 'holding' }));
    const code = sessionId
      ? takeCart(
          dispatch,
          await api.holdItemAgain(input.idLine, sessionId, { Language: cartLanguage(input.language) }),
        )
      : NO_SESSION;
    dispatch(lineChangeFinished({ idLine: input.idLine, code }));
    return code === null;
  };
}

/**
 * GET /xapi/shopping-cart again (when the hold's time ran out: park-api then answers which lines it
 * released). A failed read keeps the cart shown; the next page load reads it anyway.
 */
export function refreshCart(
  api: CartApi,
  input: { language: Language; mobile: boolean },
): CartThunk<boolean> {
  return async (dispatch, getState) => {
    const state = getState();
    const sessionId = sessionOf(state);
    const cart = state.site.shopping;
    if (!sessionId || !cart) return false;
    const result = await api.getCart({
      Language: cartLanguage(input.language),
      SessionId: sessionId,
      Mobile: input.mobile,
      IncludeAmountsUSD: cart.TotalUSD !== undefined,
    });
    return takeCart(dispatch, result) === null;
  };
}

/** GET /xapi/complements in the page's language, once per language. */
export function loadComplements(api: CartApi, language: Language): CartThunk<void> {
  return async (dispatch, getState) => {
    const wanted = cartLanguage(language);
    const cart = getState().site.shopping;
    // Priced like the cart line they would become: its currency, its first visit date.
    const pricing = cart?.Currency
      ? {
          Currency: cart.Currency,
          ...(cart.Lines?.[0]?.VisitDate ? { VisitDate: cart.Lines[0].VisitDate } : {}),
        }
      : null;
    const pricingKey = pricing ? `${pricing.Currency}|${pricing.VisitDate ?? ''}` : null;
    const { status, language: loaded, pricing: priced } = getState().cart.complements;
    if (loaded === wanted && priced === pricingKey && (status === 'loading' || status === 'loaded')) return;
    dispatch(complementsRequested({ language: wanted, pricing: pricingKey }));
    const result = await api.getComplements(wanted, pricing);
    // A later request (another language, currency or date) wins over this one.
    const now = getState().cart.complements;
    if (now.language !== wanted || now.pricing !== pricingKey) return;
    dispatch(result.ok ? complementsReceived(result.data) : complementsFailed());
  };
}

/**
 * Adds a complement to the cart (SPEC §2 'Complement products'): its admission (`id`) or its tour
 * upgrade (`idUpgrade`), for the first line's date and passengers. Products that run at set times
 * need a schedule: the first one of that month's availability is taken, and can be changed on the line.
 */
export function addComplement(
  api: CartApi,
  input: { complementId: number; idProduct: number; language: Language },
): CartThunk<boolean> {
  return async (dispatch, getState) => {
    const state = getState();
    const cart = state.site.shopping;
    const sessionId = sessionOf(state);
    dispatch(complementAddStarted(input.complementId));
    let code: string | null = NO_SESSION;
    const visitDate = cart?.Lines?.[0]?.VisitDate;
    if (sessionId && cart && visitDate) {
      const availability = await api.getAvailability(input.idProduct, {
        Month: visitDate.slice(0, 7),
        Currency: cart.Currency,
      });
      const schedule = availability.ok ? (availability.data.Schedules[0] ?? null) : null;
      const request = complementAddRequest(cart, input.idProduct, sessionId, schedule);
      code = request
        ? takeCart(dispatch, await api.addItem(request, { Language: cartLanguage(input.language) }))
        : NO_SESSION;
    }
    dispatch(complementAddFinished({ id: input.complementId, code }));
    return code === null;
  };
}
