import { parseCookieHeader, serializeCookie } from '@parks/site/core';

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
