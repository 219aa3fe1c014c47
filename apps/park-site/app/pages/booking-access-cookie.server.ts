import { USER_SESSION_COOKIE } from '@parks/auth/core';
import { parseCookieHeader, serializeCookie } from '@parks/site/core';
import type { BookingCredential, CustomerCredential } from '../server-only/app-services';

/** The lifetime of park-api's booking access (issue 20 contract: the signed token expires after 2 h). */
export const BOOKING_ACCESS_MAX_AGE_SECONDS = 7200;

/**
 * The access to one booking that a lookup earned: HttpOnly (no script reads it), SameSite=Lax, path /,
 * and on https `__Host-` so no subdomain or plain-http page can plant or shadow it. Never in a URL.
 */
export function bookingCookieName(secure: boolean): string {
  return `${secure ? '__Host-' : ''}_booking`;
}

const ORDER_ID = /^[0-9a-f-]{36}$/i;
const ACCESS = /^[A-Za-z0-9._~+/=-]{16,1024}$/;

/** The cookie holds the order id and park-api's access, `{IdOrder}:{Access}`. */
export function bookingAccessCookie(idOrder: string, access: string, secure: boolean): string {
  return serializeCookie(bookingCookieName(secure), `${idOrder}:${access}`, {
    maxAge: BOOKING_ACCESS_MAX_AGE_SECONDS,
    httpOnly: true,
    secure,
  });
}

export function clearBookingAccessCookie(secure: boolean): string {
  return serializeCookie(bookingCookieName(secure), '', { maxAge: 0, httpOnly: true, secure });
}

/** The booking a request may see, or null when its cookie is missing or malformed. */
export function bookingAccessOf(
  cookieHeader: string | null,
  secure: boolean,
): { idOrder: string; access: string } | null {
  const value = parseCookieHeader(cookieHeader)[bookingCookieName(secure)] ?? '';
  const separator = value.indexOf(':');
  if (separator < 0) return null;
  const idOrder = value.slice(0, separator);
  const access = value.slice(separator + 1);
  return ORDER_ID.test(idOrder) && ACCESS.test(access) ? { idOrder, access } : null;
}

const USER_SESSION = /^[A-Za-z0-9._~+/=-]{20,256}$/;

/** The signed-in customer's own session (the HttpOnly cookie server/auth sets), or null. */
export function userSessionOf(cookieHeader: string | null, secure: boolean): string | null {
  const value = parseCookieHeader(cookieHeader)[`${secure ? '__Host-' : ''}${USER_SESSION_COOKIE}`] ?? '';
  return USER_SESSION.test(value) ? value : null;
}

/** The booking a request opens, and with what (issue 20 §1). */
export interface OpenedBooking {
  idOrder: string;
  credential: BookingCredential;
  /** 'account': from the account page's list (`?order=`), with the own session; 'lookup': the cookie. */
  via: 'account' | 'lookup';
}

/** The order id of a booking opened from the account page's list (`?order={IdOrder}`), or null. */
export function accountOrderOf(request: Request): string | null {
  const fromAccount = new URL(request.url).searchParams.get('order') ?? '';
  return ORDER_ID.test(fromAccount) ? fromAccount : null;
}

/**
 * A booking of the account page's list (`?order={IdOrder}`) opens with the signed-in customer's
 * credential (the own session, or the hosted sign-in's access token the server holds): no second lookup,
 * and park-api answers it only when that customer's confirmed e-mail bought the order (the order id in
 * the URL proves nothing by itself). Otherwise the access a lookup put in the cookie.
 */
export function openedBookingOf(
  request: Request,
  secure: boolean,
  /** The hosted sign-in's access token, when the request has no own session (customerCredentialOf). */
  hostedBearer: string | null = null,
): OpenedBooking | null {
  const cookies = request.headers.get('cookie');
  const fromAccount = accountOrderOf(request);
  const session = userSessionOf(cookies, secure);
  const customer: CustomerCredential | null = session
    ? { session }
    : hostedBearer
      ? { bearer: hostedBearer }
      : null;
  if (customer && fromAccount) return { idOrder: fromAccount, credential: customer, via: 'account' };
  const access = bookingAccessOf(cookies, secure);
  return access ? { idOrder: access.idOrder, credential: { access: access.access }, via: 'lookup' } : null;
}
