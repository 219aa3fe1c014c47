import { LANGUAGES, type Language } from './languages';

/** One entry of `global.languageLimiter` in the translations configuration (SPEC §3). */
export interface LanguageLimiterEntry {
  siteCode: string;
  languages: Language[];
}

/**
 * SPEC §4 step 7: the hreflang alternates are limited to the languages listed for the site code;
 * when the site has no entry, every language is used.
 */
export function limitLanguages(limiter: readonly LanguageLimiterEntry[], siteCode: string): Language[] {
  const entry = limiter.find((candidate) => candidate.siteCode === siteCode);
  return entry ? LANGUAGES.filter((language) => entry.languages.includes(language)) : [...LANGUAGES];
}
