import type { BookingPassengers } from './booking.types';

/** Age bands of SPEC §9 as ARCHITECTURE 'Decisions' settles them: adults 12+, children 5–11, 0–4 free. */
export const PASSENGER_BANDS = {
  adult: { minAge: 12, maxAge: null },
  child: { minAge: 5, maxAge: 11 },
  infant: { minAge: 0, maxAge: 4 },
} as const;

export type PassengerBand = 'adults' | 'children';

/** Every booking needs a grown-up: a child cannot visit alone. */
export const MIN_ADULTS = 1;
/** Per line: larger groups are booked through the call center. */
export const MAX_PER_BAND = 10;

export const INITIAL_PASSENGERS: BookingPassengers = { adults: 2, children: 0 };

const minimum = (band: PassengerBand) => (band === 'adults' ? MIN_ADULTS : 0);

export function canIncrement(passengers: BookingPassengers, band: PassengerBand): boolean {
  return passengers[band] < MAX_PER_BAND;
}

export function canDecrement(passengers: BookingPassengers, band: PassengerBand): boolean {
  return passengers[band] > minimum(band);
}

/** Counts within the limits: whole numbers, at least one adult, at most {@link MAX_PER_BAND} per band. */
export function clampPassengers(passengers: BookingPassengers): BookingPassengers {
  const clamp = (value: number, band: PassengerBand) =>
    Math.min(MAX_PER_BAND, Math.max(minimum(band), Number.isFinite(value) ? Math.trunc(value) : 0));
  return { adults: clamp(passengers.adults, 'adults'), children: clamp(passengers.children, 'children') };
}

/** Adds `delta` visitors to a band, within the limits. */
export function stepPassengers(
  passengers: BookingPassengers,
  band: PassengerBand,
  delta: number,
): BookingPassengers {
  return clampPassengers({ ...passengers, [band]: passengers[band] + delta });
}
