import {
  alternatePath,
  limitLanguages,
  type Language,
  type LanguageLimiterEntry,
  type SitePage,
} from '@parks/i18n';

/**
 * SPEC §4 step 7: the page's alternates in the languages languageLimiter lists for the site code
 * (every language when the site has no entry), only where the page exists in that language.
 */
export function pageHreflangs(
  page: SitePage,
  options: {
    origin: string;
    park: string;
    siteCode: string;
    languageLimiter: readonly LanguageLimiterEntry[];
  },
): Partial<Record<Language, string>> {
  const alternates: Partial<Record<Language, string>> = {};
  for (const language of limitLanguages(options.languageLimiter, options.siteCode)) {
    const path = alternatePath(page, language, options.park);
    if (path) alternates[language] = `${options.origin}${path}`;
  }
  return alternates;
}
