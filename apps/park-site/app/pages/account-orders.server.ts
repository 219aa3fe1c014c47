import { cartLanguage } from '@parks/cart/core';
import type { AccountOrdersState } from '@parks/payments';
import type { AppServices, CustomerCredential } from '../server-only/app-services';
import { accountOrderOf, userSessionOf } from './booking-access-cookie.server';

type Deps = Pick<AppServices, 'bookings' | 'secureCookies' | 'hostedAccess'>;

/**
 * The signed-in customer's credential for their own bookings (issue 20 §1): the own session (the login
 * form's), or else the hosted sign-in's access token, read from the sealed HttpOnly identity cookie and
 * refreshed when expired (the re-sealed cookie goes into `responseCookies`). The token only travels from
 * this server to park-api: nothing of it is returned to the page.
 */
export async function customerCredentialOf(
  request: Request,
  deps: Deps,
  responseCookies: string[],
): Promise<CustomerCredential | null> {
  const cookies = request.headers.get('cookie');
  const session = userSessionOf(cookies, deps.secureCookies);
  if (session) return { session };
  const hosted = await deps.hostedAccess(cookies);
  if (!hosted) return null;
  if (hosted.setCookie) responseCookies.push(hosted.setCookie);
  return { bearer: hosted.accessToken };
}

/**
 * The account page's bookings: null when nobody is signed in (or park-api says the sign-in ended: 401),
 * the list, or the failure to say so.
 */
export async function accountOrdersOf(
  request: Request,
  language: 'es' | 'en',
  deps: Deps,
  responseCookies: string[],
): Promise<AccountOrdersState | null> {
  const credential = await customerCredentialOf(request, deps, responseCookies);
  if (!credential) return null;
  try {
    const answer = await deps.bookings.accountOrders(credential, cartLanguage(language));
    if (answer.status === 200 && answer.body) return { status: 'list', bookings: answer.body.Bookings };
    return answer.status === 401 ? null : { status: 'error' };
  } catch {
    return { status: 'error' };
  }
}

/**
 * The hosted sign-in's access token for a booking opened from the account page (`?order=`) by a customer
 * without an own session; null otherwise (a booking found by lookup needs none).
 */
export async function hostedBearerOf(
  request: Request,
  deps: Deps,
  responseCookies: string[],
): Promise<string | null> {
  if (!accountOrderOf(request)) return null;
  const credential = await customerCredentialOf(request, deps, responseCookies);
  return credential && 'bearer' in credential ? credential.bearer : null;
}
