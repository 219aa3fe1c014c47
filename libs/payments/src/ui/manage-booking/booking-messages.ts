import type { useTranslation } from '@parks/i18n';
import type { BookingFormError } from '../../core/booking.types';

export type { BookingFormError };

type Translate = ReturnType<typeof useTranslation>['t'];

/** The visitor's message for a refusal: the site's own text for a code it knows, else park-api's. */
export function bookingErrorText(t: Translate, error: BookingFormError): string {
  const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 900) / 60));
  // A closed change or claim says why, with the same words the line shows (contract-20-changes §1).
  if (error.reason && (error.code === 'DATE_CHANGE_CLOSED' || error.code === 'CLAIM_CLOSED')) {
    const group = error.code === 'DATE_CHANGE_CLOSED' ? 'changeDate' : 'claim';
    const why = t(`manageBooking.${group}.reasons.${error.reason}`, { defaultValue: '' });
    if (why) return why;
  }
  const key = `manageBooking.errors.${error.code}`;
  const own = t(key, { minutes, defaultValue: '' });
  if (own) return own;
  return error.message || t('manageBooking.errors.generic');
}

/** SPEC §9 'Payment methods per currency' and ARCHITECTURE's decisions: the wallets a currency admits. */
export function walletsFor(currency: string): ('PP' | 'AP')[] {
  const wallets: ('PP' | 'AP')[] = [];
  if (currency === 'MXN') wallets.push('PP');
  if (['USD', 'CAD', 'EUR', 'GBP', 'AUD', 'CNY'].includes(currency)) wallets.push('AP');
  return wallets;
}
