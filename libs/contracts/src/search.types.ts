/**
 * The parks API's search service (SPEC §7 'Parks API', base {host}/api/v1/{search-service}).
 * Every call carries `HostNamePath` (base64 of the page's host + pathname); the search calls after the
 * token also carry `Authorization: Bearer {access_token}`. Answers are wrapped in `{ data }`; errors are
 * `ApiError` (`{ code, message }`). park-api validates the bodies and documents the answers with these
 * schemas; the search client checks each answer with the checker compiled from its schema.
 */
import { Type, type Static } from 'typebox';
import type { ContentCategory } from './content.types';
import { CONTENT_CATEGORIES } from './search-service';

/** Longest query, question or analytics query the service takes. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Results per page: 1–50, 10 when not asked. */
export const SEARCH_MAX_PAGE_SIZE = 50;
export const SEARCH_DEFAULT_PAGE_SIZE = 10;

/** `{ data }`: the envelope of every search-service answer. */
export interface SearchServiceAnswer<T> {
  data: T;
}

// The content's category, language and image as a result carries them (content.types.ts's
// `ContentCategory`, `ContentLanguage` and `ContentImage`, which stay types only: the content files'
// readers need no schema builder). The categories are search-service.ts's list, the one list; park-api's
// results are typed `SearchResult`, so content filed under a category not in it fails its build.
// `Unsafe` only names the static type (a union built from a list reads as `never`); the schema is the union.
const ContentCategorySchema = Type.Unsafe<ContentCategory>(
  Type.Union(CONTENT_CATEGORIES.map((category) => Type.Literal(category))),
);
const ContentLanguageSchema = Type.Union([Type.Literal('es'), Type.Literal('en')]);
const ContentImageSchema = Type.Object({
  src: Type.String(),
  alt: Type.String(),
  width: Type.Number(),
  height: Type.Number(),
});

const StoreNameSchema = Type.String({ minLength: 1, maxLength: 64 });
const QuerySchema = Type.String({ maxLength: SEARCH_QUERY_MAX_LENGTH });
const IdentifierSchema = Type.String({ minLength: 1, maxLength: 128 });

/** POST /{search-service}/token (no body). */
export const SearchTokenDataSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  /** Seconds until the token expires. */
  expires_in: Type.Number(),
});
export type SearchTokenData = Static<typeof SearchTokenDataSchema>;
export const SearchTokenResponseSchema = Type.Object({ data: SearchTokenDataSchema });
export type SearchTokenResponse = Static<typeof SearchTokenResponseSchema>;

/**
 * POST /{search-service}/autocomplete. `dataStore`: the site's data store, e.g. 'xs-site' (the site code,
 * lower-cased, + '-site').
 */
export const AutocompleteRequestSchema = Type.Object(
  { dataStore: StoreNameSchema, query: QuerySchema },
  { additionalProperties: false },
);
export type AutocompleteRequest = Static<typeof AutocompleteRequestSchema>;
export const AutocompleteDataSchema = Type.Object({
  querySuggestions: Type.Array(Type.Object({ suggestion: Type.String() })),
});
export type AutocompleteData = Static<typeof AutocompleteDataSchema>;
export const AutocompleteResponseSchema = Type.Object({ data: AutocompleteDataSchema });
export type AutocompleteResponse = Static<typeof AutocompleteResponseSchema>;

/** What a search result is: a content page, or an entry of the catalog or a content collection. */
const SearchResultTypeSchema = Type.Union([
  Type.Literal('page'),
  Type.Literal('attraction'),
  Type.Literal('faq'),
  Type.Literal('service'),
  Type.Literal('product'),
  Type.Literal('hotel'),
  Type.Literal('tour'),
]);
export type SearchResultType = Static<typeof SearchResultTypeSchema>;

/** POST /{search-service}/search. `page` is 1-based; `category` 'any' (or absent) searches everything. */
export const SearchRequestSchema = Type.Object(
  {
    engineName: StoreNameSchema,
    query: QuerySchema,
    userPseudoId: Type.Optional(IdentifierSchema),
    category: Type.Optional(Type.Union([ContentCategorySchema, Type.Literal('any')])),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    /** Results per page, 1–50. @default 10 */
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: SEARCH_MAX_PAGE_SIZE, default: SEARCH_DEFAULT_PAGE_SIZE }),
    ),
  },
  { additionalProperties: false },
);
export type SearchRequest = Static<typeof SearchRequestSchema>;

const SearchResultSchema = Type.Object({
  /** Stable document id, e.g. 'page:en:admission' or 'faq:en:children-age'. */
  id: Type.String(),
  title: Type.String(),
  /** Plain text (never HTML) around the best match; the client highlights the word itself. */
  snippet: Type.String(),
  /** Site-relative URL of the page that shows it, with a fragment for collection entries. */
  url: Type.String(),
  type: SearchResultTypeSchema,
  category: ContentCategorySchema,
  language: ContentLanguageSchema,
  image: Type.Optional(ContentImageSchema),
});
export type SearchResult = Static<typeof SearchResultSchema>;

const SearchCategoryCountSchema = Type.Object({ category: ContentCategorySchema, count: Type.Integer() });
export type SearchCategoryCount = Static<typeof SearchCategoryCountSchema>;

export const SearchDataSchema = Type.Object({
  /** Identifies this search for the answer and analytics calls. */
  queryId: Type.String(),
  /** Opaque token the analytics event sends back to attribute a click to this search. */
  attributionToken: Type.String(),
  query: Type.String(),
  /** Set when no document matched the query as typed and a close spelling did. */
  correctedQuery: Type.Optional(Type.String()),
  /** Matches in the chosen category. */
  totalSize: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  pageCount: Type.Integer(),
  results: Type.Array(SearchResultSchema),
  /** Matches per category over every category (for the filter), largest first. */
  categories: Type.Array(SearchCategoryCountSchema),
});
export type SearchData = Static<typeof SearchDataSchema>;
export const SearchResponseSchema = Type.Object({ data: SearchDataSchema });
export type SearchResponse = Static<typeof SearchResponseSchema>;

/** POST /{search-service}/answer. */
export const AnswerRequestSchema = Type.Object(
  {
    engineName: StoreNameSchema,
    text: Type.String({ maxLength: SEARCH_QUERY_MAX_LENGTH }),
    sessionId: IdentifierSchema,
    queryId: IdentifierSchema,
  },
  { additionalProperties: false },
);
export type AnswerRequest = Static<typeof AnswerRequestSchema>;

const SearchAnswerSchema = Type.Object({
  /** The extractive answer: the best passage, plain text. */
  text: Type.String(),
  source: Type.Object({ id: Type.String(), title: Type.String(), url: Type.String() }),
});
export type SearchAnswer = Static<typeof SearchAnswerSchema>;

export const AnswerDataSchema = Type.Object({
  /** null when no passage answers the question well enough. */
  answer: Type.Union([SearchAnswerSchema, Type.Null()]),
});
export type AnswerData = Static<typeof AnswerDataSchema>;
export const AnswerResponseSchema = Type.Object({ data: AnswerDataSchema });
export type AnswerResponse = Static<typeof AnswerResponseSchema>;

/** POST /{search-service}/analytics. */
export const SearchAnalyticsRequestSchema = Type.Object(
  {
    dataStore: StoreNameSchema,
    searchQuery: QuerySchema,
    userPseudoId: IdentifierSchema,
    /** Ids of the results shown, in order. */
    documents: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 }),
    eventType: Type.Literal('search'),
    /** 0-based position of the clicked result. @default 0 */
    selectedPosition: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, default: 0 })),
    attributionToken: Type.String({ minLength: 1, maxLength: 400 }),
  },
  { additionalProperties: false },
);
export type SearchAnalyticsRequest = Static<typeof SearchAnalyticsRequestSchema>;
export const SearchAnalyticsDataSchema = Type.Object({ id: Type.Integer() });
export type SearchAnalyticsData = Static<typeof SearchAnalyticsDataSchema>;
export const SearchAnalyticsResponseSchema = Type.Object({ data: SearchAnalyticsDataSchema });
export type SearchAnalyticsResponse = Static<typeof SearchAnalyticsResponseSchema>;

/** POST /reporting: a client error report, and its answer (schemas in reporting.types.ts). */
export type { ErrorReportData, ErrorReportRequest } from './reporting.types';
