import type { AxiosRequestConfig } from 'axios';
import { isApiError, type ApiClient } from '@parks/site';
import {
  isAnswerResponse,
  isAutocompleteResponse,
  isSearchResponse,
  isSearchTokenResponse,
  SEARCH_SERVICE_SEGMENT,
  type AnswerRequest,
  type ErrorReportRequest,
  type SearchAnalyticsRequest,
  type SearchAnswer,
  type SearchData,
  type SearchRequest,
  type SearchServiceAnswer,
} from '@parks/contracts';

/** What a host gives the search client (SPEC §7 'Parks API'). */
export interface SearchClientOptions {
  /** The site's data store and engine name, e.g. 'xs-site' (see `searchStoreName`). */
  store: string;
  /** The clock, for the token's expiry. @default Date.now */
  now?: () => number;
}

export interface SearchCallOptions {
  signal?: AbortSignal;
}

/** The search service's calls; every failure rejects with a `SearchClientError`. */
export interface SearchClient {
  /** Fetches (or reuses) the bearer token the other search calls send. */
  token(options?: SearchCallOptions): Promise<string>;
  /** The suggestions for a word: `data.querySuggestions[].suggestion`. */
  autocomplete(query: string, options?: SearchCallOptions): Promise<string[]>;
  search(request: Omit<SearchRequest, 'engineName'>, options?: SearchCallOptions): Promise<SearchData>;
  answer(
    request: Omit<AnswerRequest, 'engineName'>,
    options?: SearchCallOptions,
  ): Promise<SearchAnswer | null>;
  /** The analytics event of a search whose result was clicked. */
  sendAnalytics(request: Omit<SearchAnalyticsRequest, 'dataStore' | 'eventType'>): Promise<void>;
  /** A client error report to POST /reporting. */
  report(request: ErrorReportRequest): Promise<void>;
}

/** Why a search call gave no data: `code` is park-api's stable code when it sent one. */
export class SearchClientError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SearchClientError';
  }
}

/** The data store / engine name of a site: its code lower-cased + '-site' (XS → 'xs-site'). */
export function searchStoreName(siteCode: string): string {
  return `${siteCode.toLowerCase()}-site`;
}

// A token is renewed this long before it expires, so a call never leaves with a stale one.
const TOKEN_RENEW_MARGIN_MS = 30_000;

function toClientError(error: unknown): SearchClientError {
  if (error instanceof SearchClientError) return error;
  if (isApiError(error)) {
    const body = error.response?.data as { code?: unknown; message?: unknown } | undefined;
    const code = typeof body?.code === 'string' ? body.code : undefined;
    const detail = typeof body?.message === 'string' ? body.message : error.message;
    return new SearchClientError(detail, error.response?.status, code ?? error.code);
  }
  return new SearchClientError(error instanceof Error ? error.message : String(error));
}

/**
 * The data of an answer that is the contract's (`is` is the checker compiled from its schema in
 * @parks/contracts); any other answer is refused, as a failed call.
 */
function dataOf<T>(answer: unknown, is: (value: unknown) => value is SearchServiceAnswer<T>): T {
  if (!is(answer)) throw new SearchClientError('The search service answered without the expected data');
  return answer.data;
}

/**
 * The search-service client over a host's axios instance (`createApiClient` of @parks/site adds the
 * credentials and the HostNamePath header). The token is fetched once and renewed when it nears its
 * expiry or a call answers 401.
 */
export function createSearchClient(
  http: ApiClient,
  { store, now = Date.now }: SearchClientOptions,
): SearchClient {
  const base = `/${SEARCH_SERVICE_SEGMENT}`;
  let cached: { token: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchToken(options?: SearchCallOptions): Promise<string> {
    const response = await http.post<unknown>(`${base}/token`, undefined, { signal: options?.signal });
    const data = dataOf(response.data, isSearchTokenResponse);
    cached = { token: data.access_token, renewAt: now() + data.expires_in * 1000 - TOKEN_RENEW_MARGIN_MS };
    return data.access_token;
  }

  function token(options?: SearchCallOptions): Promise<string> {
    if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
    // Concurrent callers share one token request.
    pending ??= fetchToken(options).finally(() => {
      pending = undefined;
    });
    return pending.catch((error: unknown) => {
      throw toClientError(error);
    });
  }

  async function authorized<T>(
    path: string,
    body: unknown,
    options?: SearchCallOptions,
    extra?: AxiosRequestConfig,
  ): Promise<T> {
    const send = async () => {
      const config: AxiosRequestConfig = {
        ...extra,
        signal: options?.signal,
        headers: { Authorization: `Bearer ${await token(options)}` },
      };
      return (await http.post<T>(`${base}/${path}`, body, config)).data;
    };
    try {
      return await send();
    } catch (error) {
      // An expired or revoked token: fetch a new one and try once more.
      if (isApiError(error) && error.response?.status === 401) {
        cached = undefined;
        try {
          return await send();
        } catch (retryError) {
          throw toClientError(retryError);
        }
      }
      throw toClientError(error);
    }
  }

  return {
    token,
    async autocomplete(query, options) {
      const answer = await authorized<unknown>('autocomplete', { dataStore: store, query }, options);
      return dataOf(answer, isAutocompleteResponse)
        .querySuggestions.map((entry) => entry.suggestion)
        .filter((suggestion) => suggestion.trim() !== '');
    },
    async search(request, options) {
      const answer = await authorized<unknown>('search', { ...request, engineName: store }, options);
      return dataOf(answer, isSearchResponse);
    },
    async answer(request, options) {
      const answer = await authorized<unknown>('answer', { ...request, engineName: store }, options);
      return dataOf(answer, isAnswerResponse).answer;
    },
    async sendAnalytics(request) {
      // Sent as the visitor follows a result: keepalive lets the call finish after the page unloads.
      await authorized<unknown>(
        'analytics',
        { ...request, dataStore: store, eventType: 'search' },
        undefined,
        { fetchOptions: { keepalive: true } },
      );
    },
    async report(request) {
      try {
        await http.post('/reporting', { error: request.error ?? 'ERROR', params: request.params });
      } catch (error) {
        throw toClientError(error);
      }
    },
  };
}
