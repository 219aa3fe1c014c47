import type { CartLanguage } from '@parks/contracts';
import type {
  Booking,
  BookingLookupRequest,
  BookingLookupResponse,
  DateChangeRequest,
  DateQuote,
} from '@parks/payments/core';
import type { BookingApi, BookingCall, BookingCredential } from '../app/server-only/app-services';
import { USER_BEARER_HEADER, USER_SESSION_HEADER } from '@parks/auth/core';
import { createCartApiBearer } from './cart-api-token.server';
import { forwardedForVisitor } from './client-address';

const CALL_BUDGET_MS = 8000;

/**
 * The booking calls of park-api (/xapi/bookings, issue 20), made by this server only: the access a
 * lookup earns travels to park-api in the `X-Booking-Access` header, never in a URL, and never reaches
 * the browser but inside an HttpOnly cookie; a signed-in customer's own session (also an HttpOnly
 * cookie) travels in `x-user-session`, the hosted sign-in's access token (sealed in an HttpOnly cookie) in
 * `x-user-authorization: Bearer …`, and park-api decides whether that customer bought the order.
 */
export function createServerBookingApi(options: {
  baseUrl: string;
  siteCode: string;
  prefixProject: string;
}): BookingApi {
  const bearer = createCartApiBearer(options);

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    language: CartLanguage,
    extra: { credential?: BookingCredential; body?: unknown; idempotencyKey?: string } = {},
  ): Promise<BookingCall<T>> {
    const signal = AbortSignal.timeout(CALL_BUDGET_MS);
    const headers: Record<string, string> = {
      Authorization: `Bearer ${await bearer(signal)}`,
      PrefixProject: options.prefixProject,
      SiteCode: options.siteCode,
      ...forwardedForVisitor(),
    };
    if (extra.credential && 'access' in extra.credential)
      headers['X-Booking-Access'] = extra.credential.access;
    if (extra.credential && 'session' in extra.credential)
      headers[USER_SESSION_HEADER] = extra.credential.session;
    if (extra.credential && 'bearer' in extra.credential)
      headers[USER_BEARER_HEADER] = `Bearer ${extra.credential.bearer}`;
    if (extra.idempotencyKey) headers['Idempotency-Key'] = extra.idempotencyKey;
    if (extra.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${options.baseUrl}/xapi${path}?Language=${language}`, {
      method,
      headers,
      body: extra.body === undefined ? undefined : JSON.stringify(extra.body),
      signal,
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (response.ok) return { status: response.status, body: json as T };
    // park-api's /xapi errors are `{ code, message }` (contract-20-changes §1); a closed change or claim also
    // says why (`Reason`). The contract's first draft spelled them `Code` / `Message`: both are read.
    const error = (json ?? {}) as Record<string, unknown>;
    const code = error['code'] ?? error['Code'];
    const message = error['message'] ?? error['Message'];
    const reason = error['Reason'] ?? error['reason'];
    const retryAfter = Number(response.headers.get('retry-after'));
    return {
      status: response.status,
      error: {
        code: typeof code === 'string' ? code : `HTTP_${response.status}`,
        ...(typeof message === 'string' ? { message } : {}),
        ...(typeof reason === 'string' ? { reason } : {}),
        ...(Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
      },
    };
  }

  const order = (idOrder: string) => `/bookings/${encodeURIComponent(idOrder)}`;
  const line = (idOrder: string, idLine: string) => `${order(idOrder)}/lines/${encodeURIComponent(idLine)}`;

  return {
    lookup: (body: BookingLookupRequest, language) =>
      call<BookingLookupResponse>('POST', '/bookings/lookup', language, { body }),
    get: (idOrder, credential, language) => call<Booking>('GET', order(idOrder), language, { credential }),
    quote: (idOrder, idLine, date, credential, language) =>
      call<DateQuote>('POST', `${line(idOrder, idLine)}/date-quote`, language, {
        credential,
        body: { Date: date },
      }),
    changeDate: (idOrder, idLine, body: DateChangeRequest, idempotencyKey, credential, language) =>
      call<Booking>('POST', `${line(idOrder, idLine)}/date-change`, language, {
        credential,
        body,
        idempotencyKey,
      }),
    claimGuarantee: (idOrder, idLine, date, credential, language) =>
      call<Booking>('POST', `${line(idOrder, idLine)}/weather-guarantee`, language, {
        credential,
        body: { Date: date },
      }),
    resend: (idOrder, credential, language) =>
      call<unknown>('POST', `${order(idOrder)}/tickets/resend`, language, { credential, body: {} }),
    accountOrders: (credential, language) =>
      call<{ Bookings: Booking[] }>('GET', '/account/orders', language, { credential }),
  };
}
