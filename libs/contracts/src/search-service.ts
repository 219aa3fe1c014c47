/**
 * The search service's fixed names (SPEC §7 'Parks API'). A module of its own, without TypeBox, so the
 * search box and park-api's guard read them without loading the schema builder (the schemas of the
 * service's calls are search.types.ts).
 */

/**
 * The fixed `{search-service}` path segment: the name of the enterprise search provider (SPEC §7). The
 * provider's name also prefixes the error code a failing search box reports: `DISCOVERY_SEARCH`.
 */
export const SEARCH_SERVICE_SEGMENT = 'discovery';
/** SPEC §7: a search failure is reported with the provider's name followed by '_SEARCH'. */
export const SEARCH_FAILURE_ERROR_CODE = 'DISCOVERY_SEARCH';

/**
 * The content categories pages and products are filed under, in the search filter's order (SPEC §2): the
 * one list. The search schemas' category (search.types.ts) is built from it, and the search box's filter
 * offers it after 'any'; here, without TypeBox, so the box does not load the schema builder.
 */
export const CONTENT_CATEGORIES = [
  'park',
  'attractions',
  'tickets',
  'services',
  'hotels',
  'tours',
  'help',
  'legal',
] as const;
