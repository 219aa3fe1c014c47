/**
 * The parks API's search service and error reporting (SPEC §7 'Parks API', base {host}/api/v1).
 * Every call carries `HostNamePath` (base64 of the page's host + pathname); the search calls after the
 * token also carry `Authorization: Bearer {access_token}`. Answers are wrapped in `{ data }`; errors are
 * `ApiError` (`{ code, message }`).
 */
import type { ContentCategory, ContentImage, ContentLanguage } from './content.types';

/**
 * The fixed `{search-service}` path segment: the name of the enterprise search provider (SPEC §7). The
 * provider's name also prefixes the error code a failing search box reports: `DISCOVERY_SEARCH`.
 */
export const SEARCH_SERVICE_SEGMENT = 'discovery';
/** SPEC §7: a search failure is reported with the provider's name followed by '_SEARCH'. */
export const SEARCH_FAILURE_ERROR_CODE = 'DISCOVERY_SEARCH';

/** `{ data }`: the envelope of every search-service answer. */
export interface SearchServiceAnswer<T> {
  data: T;
}

/** POST /{search-service}/token (no body). */
export interface SearchTokenData {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the token expires. */
  expires_in: number;
}

/** POST /{search-service}/autocomplete. */
export interface AutocompleteRequest {
  /** The site's data store, e.g. 'xs-site' (the site code, lower-cased, + '-site'). */
  dataStore: string;
  query: string;
}

export interface AutocompleteData {
  querySuggestions: { suggestion: string }[];
}

/** What a search result is: a content page, or an entry of the catalog or a content collection. */
export type SearchResultType = 'page' | 'attraction' | 'faq' | 'service' | 'product' | 'hotel' | 'tour';

/** POST /{search-service}/search. `page` is 1-based; `category` 'any' (or absent) searches everything. */
export interface SearchRequest {
  engineName: string;
  query: string;
  userPseudoId?: string;
  category?: ContentCategory | 'any';
  page?: number;
  /** Results per page, 1–50. @default 10 */
  pageSize?: number;
}

export interface SearchResult {
  /** Stable document id, e.g. 'page:en:admission' or 'faq:en:children-age'. */
  id: string;
  title: string;
  /** Plain text (never HTML) around the best match; the client highlights the word itself. */
  snippet: string;
  /** Site-relative URL of the page that shows it, with a fragment for collection entries. */
  url: string;
  type: SearchResultType;
  category: ContentCategory;
  language: ContentLanguage;
  image?: ContentImage;
}

export interface SearchCategoryCount {
  category: ContentCategory;
  count: number;
}

export interface SearchData {
  /** Identifies this search for the answer and analytics calls. */
  queryId: string;
  /** Opaque token the analytics event sends back to attribute a click to this search. */
  attributionToken: string;
  query: string;
  /** Set when no document matched the query as typed and a close spelling did. */
  correctedQuery?: string;
  /** Matches in the chosen category. */
  totalSize: number;
  page: number;
  pageSize: number;
  pageCount: number;
  results: SearchResult[];
  /** Matches per category over every category (for the filter), largest first. */
  categories: SearchCategoryCount[];
}

/** POST /{search-service}/answer. */
export interface AnswerRequest {
  engineName: string;
  text: string;
  sessionId: string;
  queryId: string;
}

export interface SearchAnswer {
  /** The extractive answer: the best passage, plain text. */
  text: string;
  source: { id: string; title: string; url: string };
}

export interface AnswerData {
  /** null when no passage answers the question well enough. */
  answer: SearchAnswer | null;
}

/** POST /{search-service}/analytics. */
export interface SearchAnalyticsRequest {
  dataStore: string;
  searchQuery: string;
  userPseudoId: string;
  /** Ids of the results shown, in order. */
  documents: string[];
  eventType: 'search';
  /** 0-based position of the clicked result. @default 0 */
  selectedPosition?: number;
  attributionToken: string;
}

export interface SearchAnalyticsData {
  id: number;
}

/** POST /reporting: a client error report, and its answer (schemas in reporting.types.ts). */
export type { ErrorReportData, ErrorReportRequest } from './reporting.types';
