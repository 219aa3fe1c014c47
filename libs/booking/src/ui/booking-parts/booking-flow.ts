import type { CurrencyCode } from '@parks/contracts';
import type { Language } from '@parks/i18n';
import type { BookingMessageKey } from '../../core/booking-messages';
import type { BookingPassengers } from '../../core/booking.types';
import type { PassengerBand } from '../../core/passengers';

/**
 * What each booking flow's hook gives its form (useBookingFlow, usePackageBuilder, useHotelCalendar):
 * one shape, so the shared parts take any of them. Each flow adds its own choice (a product, a package's
 * pieces, a stay's range) and keeps its state where it needs it (the widget's draft is a persisted slice).
 */
export interface BookingFlow<Message extends string = BookingMessageKey> {
  /** The park's day, `YYYY-MM-DD`; null on the server and before hydration. */
  today: string | null;
  currency: CurrencyCode;
  language: Language;
  /** The month the calendar shows, `YYYY-MM`; null until the park's day is known. */
  month: string | null;
  /** The visitors (the hotel's: the guests of its one room). */
  passengers: BookingPassengers;
  stepPassengers: (band: PassengerBand, delta: number) => void;
  showMonth: (month: string) => void;
  /** The shown month's prices again, after a failure. */
  retryAvailability: () => void;
  /** The form's message (SPEC §8), or null. */
  message: Message | null;
  addToCart: () => Promise<void>;
}
