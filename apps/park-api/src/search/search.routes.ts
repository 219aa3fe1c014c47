/**
 * The search service of SPEC §7 "Parks API": token, autocomplete, search, answer and analytics under
 * /api/v1/discovery. HostNamePath and the bearer token are checked in onRequest (parks-api-guard.ts);
 * the language of every answer is the language of the page that asks.
 */
import { randomUUID } from 'node:crypto';
import {
  AnswerRequestSchema,
  AnswerResponseSchema,
  AutocompleteRequestSchema,
  AutocompleteResponseSchema,
  SEARCH_DEFAULT_PAGE_SIZE,
  SearchAnalyticsRequestSchema,
  SearchAnalyticsResponseSchema,
  SearchRequestSchema,
  SearchResponseSchema,
  SearchTokenResponseSchema,
  type AnswerData,
  type AutocompleteData,
  type SearchAnalyticsData,
  type SearchData,
  type SearchServiceAnswer,
  type SearchTokenData,
} from '@parks/contracts';
import { searchAnalyticsEvents } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { SITE_CODE } from '../http/cart-api-guard';
import type { PageLocation } from '../http/host-name-path';
import { SEARCH_BASE } from '../http/parks-api-guard';
import { ErrorSchema } from '../http/wire-schemas';
import { answerQuestion } from './answer-extraction';
import { searchLanguageOf } from './search-document';
import type { SiteSearchIndex } from './search-index';
import { issueAttributionToken, issueSearchToken, verifyAttributionToken } from './search-token';
import { categoryCounts, searchSite, toSearchResult } from './site-search';
import { suggest } from './suggestions';

/** The site's one data store and engine: the site code, lower-cased, + '-site'. */
export const SITE_DATA_STORE = `${SITE_CODE.toLowerCase()}-site`;

// The bodies and the answers are @parks/contracts' schemas (issue 19 §3): park-api validates and documents
// with them, the search client checks each answer with the checker compiled from the same schema.

const security = [{ bearerAuth: [], hostNamePath: [] }];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

function checkDataStore(name: string): void {
  if (name !== SITE_DATA_STORE)
    throw new ApiHttpError(
      'DATA_STORE_NOT_FOUND',
      `No data store "${name}" (this site's is "${SITE_DATA_STORE}")`,
    );
}

function checkEngine(name: string): void {
  if (name !== SITE_DATA_STORE)
    throw new ApiHttpError('ENGINE_NOT_FOUND', `No engine "${name}" (this site's is "${SITE_DATA_STORE}")`);
}

function pageOf(location: PageLocation | undefined): PageLocation {
  // The onRequest guard sets it on every /api/v1 call; reaching here without it is a wiring bug.
  if (!location) throw new Error('HostNamePath was not checked');
  return location;
}

export function searchRoutes(app: ApiApp, { db, config, now }: RouteDeps, index: SiteSearchIndex): void {
  app.post(
    `${SEARCH_BASE}/token`,
    {
      schema: {
        tags: ['search'],
        summary: 'Issue a short-lived bearer token for the search service (needs HostNamePath)',
        security: [{ hostNamePath: [] }],
        response: { 200: SearchTokenResponseSchema, 400: ErrorSchema },
      },
    },
    async (): Promise<SearchServiceAnswer<SearchTokenData>> => ({
      data: {
        access_token: issueSearchToken(config.searchTokenSecret, config.searchTokenTtlSeconds, now()),
        token_type: 'Bearer',
        expires_in: config.searchTokenTtlSeconds,
      },
    }),
  );

  app.post(
    `${SEARCH_BASE}/autocomplete`,
    {
      schema: {
        tags: ['search'],
        summary: "Up to 8 words or titles of the index that complete the query, in the page's language",
        security,
        body: AutocompleteRequestSchema,
        response: { 200: AutocompleteResponseSchema, ...errors },
      },
    },
    async (request): Promise<SearchServiceAnswer<AutocompleteData>> => {
      checkDataStore(request.body.dataStore);
      const language = searchLanguageOf(pageOf(request.pageLocation).language);
      const suggestions = suggest(index.languages[language].suggestions, request.body.query);
      return { data: { querySuggestions: suggestions.map((suggestion) => ({ suggestion })) } };
    },
  );

  app.post(
    `${SEARCH_BASE}/search`,
    {
      schema: {
        tags: ['search'],
        summary: "Search the site's pages, collections, FAQs and catalog, one page of results at a time",
        security,
        body: SearchRequestSchema,
        response: { 200: SearchResponseSchema, ...errors },
      },
    },
    async (request): Promise<SearchServiceAnswer<SearchData>> => {
      const { engineName, query, category = 'any' } = request.body;
      checkEngine(engineName);
      const page = request.body.page ?? 1;
      const pageSize = request.body.pageSize ?? SEARCH_DEFAULT_PAGE_SIZE;
      const language = searchLanguageOf(pageOf(request.pageLocation).language);
      const outcome = searchSite(index, language, query);
      const inCategory =
        category === 'any' ? outcome.hits : outcome.hits.filter((hit) => hit.document.category === category);
      const queryId = randomUUID();
      const data: SearchData = {
        queryId,
        attributionToken: issueAttributionToken(queryId, config.searchTokenSecret),
        query,
        totalSize: inCategory.length,
        page,
        pageSize,
        pageCount: Math.ceil(inCategory.length / pageSize),
        results: inCategory.slice((page - 1) * pageSize, page * pageSize).map(toSearchResult),
        categories: categoryCounts(outcome.hits),
      };
      if (outcome.correctedQuery) data.correctedQuery = outcome.correctedQuery;
      return { data };
    },
  );

  app.post(
    `${SEARCH_BASE}/answer`,
    {
      schema: {
        tags: ['search'],
        summary: 'The passage of a FAQ or page that best answers a question (plain text), or null',
        security,
        body: AnswerRequestSchema,
        response: { 200: AnswerResponseSchema, ...errors },
      },
    },
    async (request): Promise<SearchServiceAnswer<AnswerData>> => {
      checkEngine(request.body.engineName);
      const language = searchLanguageOf(pageOf(request.pageLocation).language);
      return { data: { answer: answerQuestion(index, language, request.body.text) } };
    },
  );

  app.post(
    `${SEARCH_BASE}/analytics`,
    {
      schema: {
        tags: ['search'],
        summary: 'Record which results a search showed and which one was selected',
        security,
        body: SearchAnalyticsRequestSchema,
        response: { 201: SearchAnalyticsResponseSchema, ...errors },
      },
    },
    async (request, reply): Promise<SearchServiceAnswer<SearchAnalyticsData>> => {
      const body = request.body;
      checkDataStore(body.dataStore);
      const queryId = verifyAttributionToken(body.attributionToken, config.searchTokenSecret);
      if (!queryId)
        throw new ApiHttpError('ATTRIBUTION_TOKEN_INVALID', 'attributionToken was not issued by a search');
      const selectedPosition = body.selectedPosition ?? 0;
      if (selectedPosition >= Math.max(1, body.documents.length))
        throw new ApiHttpError('VALIDATION_ERROR', 'selectedPosition must point into documents');
      const location = pageOf(request.pageLocation);
      const [row] = await db
        .insert(searchAnalyticsEvents)
        .values({
          dataStore: body.dataStore,
          queryId,
          searchQuery: body.searchQuery,
          userPseudoId: body.userPseudoId,
          eventType: body.eventType,
          documents: body.documents,
          selectedPosition,
          page: `${location.host}${location.path}`,
          language: location.language,
        })
        .returning({ id: searchAnalyticsEvents.id });
      if (!row) throw new Error('the analytics event was not stored');
      reply.status(201);
      return { data: { id: row.id } };
    },
  );
}
