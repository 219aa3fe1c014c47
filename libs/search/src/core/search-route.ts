import { linkPath, type Language } from '@parks/i18n/core';

/**
 * The results page of a language (SPEC §2 'Site search results'). Languages without a results page
 * (pt, which has only cart routes) use the English one (docs/decisions/013-portuguese-links.md).
 */
export function searchResultsPath(language: Language, park: string): string {
  return linkPath('search', language, { park }) as string;
}

/** The results URL for a word: `/es/busqueda/?q=...` with the word URI-encoded. */
export function searchResultsHref(word: string, language: Language, park: string): string {
  return `${searchResultsPath(language, park)}?q=${encodeURIComponent(word)}`;
}
