import { data } from 'react-router';
import { isCurrencyCode } from '@parks/currency/core';
import { parseCookieHeader } from '@parks/site/core';
import type { Route } from './+types/api.cart-currency';
import { appServicesContext } from '../server-only/app-services';

/**
 * POST /api/cart-currency {Currency}: changes the currency of the visitor's cart through the cart
 * API (SPEC §7 PUT /xapi/shopping-cart/currency), so the browser never holds the cart API token.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== 'POST')
    throw data({ code: 'METHOD_NOT_ALLOWED', message: 'POST only' }, { status: 405 });
  // Cross-site calls and oversized bodies never get here: server/request-guard.ts answers them.
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw data({ code: 'INVALID_BODY', message: 'Expected a JSON body' }, { status: 400 });
  }
  const currency = (body as { Currency?: unknown } | null)?.Currency;
  if (!isCurrencyCode(currency))
    throw data({ code: 'INVALID_CURRENCY', message: 'Unknown currency' }, { status: 400 });
  const sessionId = parseCookieHeader(request.headers.get('cookie'))['_shopping'];
  if (!sessionId) return { ok: true, changed: false };
  const { changeCartCurrency } = context.get(appServicesContext);
  const status = await changeCartCurrency({ Currency: currency, SessionId: sessionId });
  if (status !== 200)
    throw data({ code: 'CART_CURRENCY_FAILED', message: `Cart API answered ${status}` }, { status: 502 });
  return { ok: true, changed: true };
}
