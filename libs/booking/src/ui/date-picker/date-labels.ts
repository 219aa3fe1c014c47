import { dateTimeFormat, type Language } from '@parks/i18n/core';

// Dates are ISO days; formatting them in UTC keeps the visitor's time zone from shifting the day.
const formatter = (language: Language, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(language, { ...options, timeZone: 'UTC' });

const dateOf = (iso: string) => new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`);

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "Saturday, January 12, 2030" / "Sábado, 12 de enero de 2030". */
export function longDate(iso: string, language: Language): string {
  return capitalise(
    formatter(language, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
      dateOf(iso),
    ),
  );
}

/** "Tuesday, January 22" / "Martes, 22 de enero": a day of the next weeks, the year left out. */
export function weekdayAndDate(iso: string, language: Language): string {
  return capitalise(
    formatter(language, { weekday: 'long', month: 'long', day: 'numeric' }).format(dateOf(iso)),
  );
}

/** "January 22" / "22 de enero", inside a sentence. */
export function dayAndMonth(iso: string, language: Language): string {
  return formatter(language, { month: 'long', day: 'numeric' }).format(dateOf(iso));
}

/** "January 2030" / "Enero de 2030". */
export function monthLabel(month: string, language: Language): string {
  return capitalise(formatter(language, { year: 'numeric', month: 'long' }).format(dateOf(month)));
}

/** Monday first: short and long names for the grid's column headers. */
export function weekdayNames(language: Language): { short: string; long: string }[] {
  // 2030-01-07 is a Monday.
  return Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(2030, 0, 7 + index));
    return {
      short: capitalise(formatter(language, { weekday: 'short' }).format(day)),
      long: capitalise(formatter(language, { weekday: 'long' }).format(day)),
    };
  });
}
