import { randomUUID } from 'node:crypto';
import type { CartLanguage } from '@parks/contracts';
import type { BookingFormError, DateChangePayment, DateQuote } from '@parks/payments/core';
import type { BookingApi } from '../server-only/app-services';
import {
  bookingAccessCookie,
  clearBookingAccessCookie,
  openedBookingOf,
} from './booking-access-cookie.server';

/**
 * The booking page's forms (issue 20), all plain POSTs to the page itself (`intent`):
 *
 * - `find`: reference or order number + e-mail → park-api's lookup; its access goes into the HttpOnly
 *   cookie and the visitor is sent back to the page (303, so a reload posts nothing);
 * - `quote`: a new date's price for a line, shown with a fresh idempotency key;
 * - `change`: the new date confirmed (with the payment of a dearer date), sent with that key;
 * - `claim`: the weather guarantee claimed for a new date at no cost;
 * - `resend`: the e-tickets mailed again;
 * - `leave`: the access forgotten.
 *
 * park-api enforces every rule of SPEC §9; this only carries the visitor's words to it and its answer back.
 */
export interface BookingPageDependencies {
  bookings: BookingApi;
  language: CartLanguage;
  secureCookies: boolean;
  /** The hosted sign-in's access token, for a booking opened from the account page without an own session. */
  hostedBearer?: string | null;
}

export type BookingPageOutcome =
  | { kind: 'redirect'; location: string; cookie?: string }
  | {
      kind: 'shown';
      status: number;
      find?: { error: BookingFormError; order: string; email: string };
      quote?: { lineId: string; quote: DateQuote; idempotencyKey: string };
      error?: BookingFormError & { lineId?: string };
    };

const MAX_BODY_BYTES = 16 * 1024;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LINE_ID = /^[A-Za-z0-9-]{1,64}$/;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,64}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

const text = (form: FormData, name: string, max = 200) => {
  const value = form.get(name);
  return (typeof value === 'string' ? value : '').trim().slice(0, max);
};

/** The payment of a dearer date: a card or a wallet (contract-20-changes §5), nothing else. */
function paymentOf(form: FormData): DateChangePayment {
  const method = text(form, 'method', 8);
  if (method === 'PP' || method === 'AP') return { Method: 'wallet', Wallet: method };
  const [month, year] = text(form, 'expiry', 7).split('/');
  return {
    Method: 'card',
    Card: {
      Number: text(form, 'cardNumber', 32).replace(/\D/g, ''),
      Cvv: text(form, 'cvv', 4).replace(/\D/g, ''),
      ExpiryMonth: Number(month) || 0,
      ExpiryYear: year ? 2000 + (Number(year) % 100) : 0,
      Holder: text(form, 'holder'),
    },
  };
}

export async function bookingPageAction(
  request: Request,
  deps: BookingPageDependencies,
): Promise<BookingPageOutcome> {
  const page = new URL(request.url).pathname;
  const opened = openedBookingOf(request, deps.secureCookies, deps.hostedBearer);
  // A booking opened from the account page stays that one (`?order=`) after each change.
  const account = opened?.via === 'account' ? `order=${encodeURIComponent(opened.idOrder)}` : '';
  const back = (query = '', cookie?: string): BookingPageOutcome => {
    const search = [account, query.replace(/^\?/, '')].filter(Boolean).join('&');
    return {
      kind: 'redirect',
      location: `${page}${search ? `?${search}` : ''}`,
      ...(cookie ? { cookie } : {}),
    };
  };
  const contentType = request.headers.get('content-type') ?? '';
  if (
    Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES ||
    !(
      contentType.startsWith('application/x-www-form-urlencoded') ||
      contentType.startsWith('multipart/form-data')
    )
  )
    return back();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return back();
  }
  const intent = text(form, 'intent', 16);

  if (intent === 'find') {
    const order = text(form, 'order', 64);
    const email = text(form, 'email', 254);
    if (!order || !EMAIL.test(email)) {
      return { kind: 'shown', status: 400, find: { error: { code: 'BOOKING_NOT_FOUND' }, order, email } };
    }
    const answer = await deps.bookings.lookup({ Order: order, Email: email }, deps.language);
    if (answer.status === 200 && answer.body) {
      return back(
        '',
        bookingAccessCookie(answer.body.Booking.IdOrder, answer.body.Access, deps.secureCookies),
      );
    }
    const error = answer.error ?? { code: 'generic' };
    // park-api's 404 is about the booking, not this page: the page exists and shows the form with the
    // message (a 404 document would tell the browser, and any crawler or monitor, the page is missing).
    return {
      kind: 'shown',
      status: answer.status >= 500 ? 502 : answer.status === 404 ? 200 : answer.status,
      find: { error, order, email },
    };
  }

  if (intent === 'leave' || !opened) {
    // Leaving forgets the lookup's access; a booking of the account is left for the find form.
    const cookie = clearBookingAccessCookie(deps.secureCookies);
    return { kind: 'redirect', location: page, cookie };
  }
  const { idOrder, credential } = opened;

  if (intent === 'resend') {
    const answer = await deps.bookings.resend(idOrder, credential, deps.language);
    if (answer.status === 202 || answer.status === 200) return back('?done=resent');
    return refused(answer.status, answer.error);
  }

  const lineId = text(form, 'line', 64);
  const date = text(form, 'date', 10);
  if (!LINE_ID.test(lineId)) return back();
  if (!DATE.test(date)) return { kind: 'shown', status: 400, error: { code: 'INVALID_DATE', lineId } };

  if (intent === 'quote') {
    const answer = await deps.bookings.quote(idOrder, lineId, date, credential, deps.language);
    if (answer.status === 200 && answer.body) {
      // One key per quote: the confirmation form carries it, so pressing twice or re-posting replays one change.
      return {
        kind: 'shown',
        status: 200,
        quote: { lineId, quote: answer.body, idempotencyKey: randomUUID() },
      };
    }
    return refused(answer.status, answer.error, lineId);
  }
  if (intent === 'change') {
    const key = text(form, 'idempotencyKey', 64);
    if (!IDEMPOTENCY_KEY.test(key)) return back();
    const payment = form.has('method') ? paymentOf(form) : undefined;
    const answer = await deps.bookings.changeDate(
      idOrder,
      lineId,
      { Date: date, ...(payment ? { Payment: payment } : {}) },
      key,
      credential,
      deps.language,
    );
    if (answer.status === 200) return back(`?done=changed&date=${date}`);
    return refused(answer.status, answer.error, lineId);
  }
  if (intent === 'claim') {
    const answer = await deps.bookings.claimGuarantee(idOrder, lineId, date, credential, deps.language);
    if (answer.status === 200) return back(`?done=claimed&date=${date}`);
    return refused(answer.status, answer.error, lineId);
  }
  return back();

  function refused(status: number, error: BookingFormError | undefined, line?: string): BookingPageOutcome {
    // The access expired (2 h), the session ended, or the booking is gone: the visitor finds it again.
    if (status === 404 || status === 401)
      return { kind: 'redirect', location: page, cookie: clearBookingAccessCookie(deps.secureCookies) };
    return {
      kind: 'shown',
      status: status >= 500 ? 502 : status,
      error: { ...(error ?? { code: 'generic' }), ...(line ? { lineId: line } : {}) },
    };
  }
}
