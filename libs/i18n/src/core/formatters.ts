import { dateTimeFormat, numberFormat } from './intl-formats';
import { htmlLang, type Language } from './languages';

/** A calendar date (`YYYY-MM-DD`) written out in the visitor's language, e.g. "sábado, 5 de diciembre de 2026". */
export function formatLongDate(isoDate: string, language: Language): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  // Noon UTC keeps the calendar day whatever the server's time zone.
  const date = new Date(Date.UTC(year, month - 1, day, 12));
  return dateTimeFormat(htmlLang(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A plain count in the visitor's language (thousands grouped). */
export function formatCount(value: number, language: Language): string {
  return numberFormat(htmlLang(language)).format(value);
}
