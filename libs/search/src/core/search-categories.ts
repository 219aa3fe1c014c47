import { CONTENT_CATEGORIES, type ContentCategory } from '@parks/contracts';

/** The category filter's value that searches every category (SPEC §2: the filter defaults to it). */
export const ANY_CATEGORY = 'any';

/** The categories the filter offers: 'any' first, then the contracts' content categories (one list). */
export const SEARCH_CATEGORIES: readonly (typeof ANY_CATEGORY | ContentCategory)[] = [
  ANY_CATEGORY,
  ...CONTENT_CATEGORIES,
];

export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
