/** Languages the sites recognise as the first path segment (SPEC §2 'Language'). */
export const LANGUAGES = ['es', 'en', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language a path without a recognised language falls back to. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** The languages the site schema lists (SPEC §2: English and Spanish). */
export const SCHEMA_LANGUAGES: readonly Language[] = ['en', 'es'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * SPEC §4 step 1: the language is the first path segment when it is es, en or pt;
 * anything else is en.
 */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  return isLanguage(first) ? first : FALLBACK_LANGUAGE;
}

/** Whether the path names its language explicitly (SPEC §4 step 5: the cart is fetched only then). */
export function pathHasLanguage(pathname: string): boolean {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  return isLanguage(first);
}

/** The `<html lang>` / hreflang code of a language. */
export function htmlLang(language: Language): string {
  return { es: 'es-MX', en: 'en-US', pt: 'pt-BR' }[language];
}
