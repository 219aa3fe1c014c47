import type { ContentCategory } from '@parks/contracts';

/** The category filter's value that searches every category (SPEC §2: the filter defaults to it). */
export const ANY_CATEGORY = 'any';

/** The categories the filter offers: 'any' first, then the content categories pages are filed under. */
export const SEARCH_CATEGORIES: readonly (typeof ANY_CATEGORY | ContentCategory)[] = [
  ANY_CATEGORY,
  'park',
  'attractions',
  'tickets',
  'services',
  'hotels',
  'tours',
  'help',
  'legal',
];

export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];
