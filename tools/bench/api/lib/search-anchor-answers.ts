/**
 * The search anchor's answers (search-anchor-server.mjs), apart from its server so that a spec can check
 * them against the contracts' search schemas with the compiled checkers: the anchor is a baseline for
 * park-api's autocomplete, and an answer of another shape would make its figures compare unlike work.
 */
import type { AutocompleteResponse } from '@parks/contracts';
import type { SiteSearchIndex } from '../../../../apps/park-api/src/search/search-index';
import { suggest } from '../../../../apps/park-api/src/search/suggestions';

/**
 * POST /autocomplete as park-api answers it (apps/park-api/src/search/search.routes.ts), the page's
 * language read from `HostNamePath` (base64 of host + path) without park-api's checks.
 */
export function autocompleteAnswer(
  index: SiteSearchIndex,
  hostNamePath: string | undefined,
  body: unknown,
): AutocompleteResponse {
  const page = Buffer.from(hostNamePath ?? '', 'base64').toString('utf8');
  const language = page.includes('/es/') ? 'es' : 'en';
  const query =
    typeof body === 'object' && body !== null && 'query' in body ? String(body.query ?? '') : '';
  const suggestions = suggest(index.languages[language].suggestions, query);
  return { data: { querySuggestions: suggestions.map((suggestion) => ({ suggestion })) } };
}
