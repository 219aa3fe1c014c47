import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ShoppingCart, UpdateCartItemRequest } from '@parks/contracts';
import type { Language } from '@parks/i18n/core';
import { shoppingSet } from '@parks/site';
import type { CartApi, CartApiResult } from '../api/cart.api';
import { cartSessionId } from '../api/cart-session';
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
  holdMomentTaken,
  lineChangeFinished,
  lineChangeStarted,
  type CartRootState,
} from './cart.slice';

/** A cart thunk: the API is passed in (it comes from React context, `useCartApi()`), never stored. */
export type CartThunk<Result> = ThunkAction<Promise<Result>, CartRootState, unknown, UnknownAction>;

/** What a line edit may change; the session is added here. */
export type CartLineChanges = Omit<UpdateCartItemRequest, 'SessionId'>;

// The `_shopping` cookie is the session (SPEC §4); the cart's own SessionId covers a browser that
// cannot read it back, e.g. a story or a test without cookies.
function sessionOf(state: CartRootState): string | undefined {
  return cartSessionId() ?? state.site.shopping?.SessionId ?? undefined;
}

const NO_SESSION = 'NO_SESSION';

/** Every answer of a cart change is the whole cart: it becomes the site's cart (header and page alike). */
function takeCart(
  dispatch: (action: UnknownAction) => unknown,
  result: CartApiResult<ShoppingCart>,
): string | null {
  if (!result.ok) return result.error.code;
  dispatch(shoppingSet(result.data));
  return null;
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

/**
 * Takes one moment of a hold (an announcement or the refetch at 0) for the caller, unless another timer of
 * the page took it already: true when the caller should act.
 */
export function takeHoldMoment(moment: string): ThunkAction<boolean, CartRootState, unknown, UnknownAction> {
  return (dispatch, getState) => {
    // A host without the cart slice (only the header's summary) still announces, from its one timer.
    if ((getState() as Partial<CartRootState>).cart?.holdMoments.includes(moment)) return false;
    dispatch(holdMomentTaken(moment));
    return true;
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
