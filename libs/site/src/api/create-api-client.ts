import type {
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
import { hostNamePath } from '../core/host-name-path';

export interface ApiClientOptions {
  baseURL: string;
  /** Milliseconds before a call is abandoned. @default 8000 */
  timeout?: number;
  /** The page the calls are made for; defaults to the browser's location. */
  page?: { host: string; pathname: string };
  headers?: Record<string, string>;
}

/**
 * What the libs' API layers call on an HTTP client: axios's request methods, with axios's request
 * config, responses and errors. An axios instance is one (tests pass their own); `createApiClient`
 * gives one over the platform's fetch, so no page carries axios (20 KB gzip) for its calls.
 */
export type ApiClient = Pick<AxiosInstance, 'request' | 'get' | 'delete' | 'post' | 'put' | 'patch'>;

/**
 * True for an error an API call rejected with (a status, a timeout, a network failure, a cancel), from
 * `createApiClient` or from axios: the same test axios's own `isAxiosError` makes.
 */
export function isApiError<T = unknown, D = unknown>(error: unknown): error is AxiosError<T, D> {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** A failed call, shaped as axios's error (`code`, `config`, `response`) so the libs read both alike. */
class ApiCallError extends Error {
  readonly isAxiosError = true;
  constructor(
    message: string,
    readonly code: string,
    readonly config: AxiosRequestConfig,
    readonly response?: AxiosResponse,
  ) {
    super(message);
    this.name = 'AxiosError';
  }
}

function joinUrl(baseURL: string | undefined, url = ''): string {
  if (!baseURL || /^[a-z][a-z\d+\-.]*:\/\//i.test(url)) return url;
  return url ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
}

/** `params` as axios writes them: null and undefined left out, arrays as `key[]`, dates as ISO strings. */
function withParams(url: string, params: unknown): string {
  if (!params || typeof params !== 'object') return url;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const item of values)
      query.append(
        name,
        item instanceof Date
          ? item.toISOString()
          : typeof item === 'object'
            ? JSON.stringify(item)
            : String(item),
      );
  }
  const search = query.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function bodyOf(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof URLSearchParams ||
    (typeof FormData !== 'undefined' && data instanceof FormData) ||
    (typeof Blob !== 'undefined' && data instanceof Blob)
  )
    return data;
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

/** The answer's body as axios reads it by default: JSON when it parses, the text otherwise. */
function parseBody(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The HTTP client every lib's API client uses: credentials sent, a timeout, and the HostNamePath header
 * of SPEC §7 computed per request from the page. It speaks fetch (which alone can keep a call alive past
 * a page navigation: `fetchOptions.keepalive`) and answers and fails as axios does: a non-2xx status
 * rejects with `response`, a timeout with code ECONNABORTED, a cancel with ERR_CANCELED, no answer with
 * ERR_NETWORK.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  async function send(config: AxiosRequestConfig): Promise<AxiosResponse> {
    const method = (config.method ?? 'GET').toUpperCase();
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json, text/plain, */*');
    for (const [name, value] of Object.entries((config.headers ?? {}) as Record<string, unknown>))
      if (value !== undefined && value !== null) headers.set(name, String(value));
    const page =
      options.page ??
      (typeof location !== 'undefined' ? { host: location.host, pathname: location.pathname } : undefined);
    if (page) headers.set('HostNamePath', hostNamePath(page.host, page.pathname));
    const body = bodyOf(config.data, headers);
    const url = withParams(joinUrl(config.baseURL ?? options.baseURL, config.url), config.params);

    const controller = new AbortController();
    const timeout = config.timeout ?? options.timeout ?? 8000;
    let timedOut = false;
    const timer =
      timeout > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeout)
        : undefined;
    const signal = config.signal as AbortSignal | undefined;
    const cancel = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener?.('abort', cancel);
    const failure = (cause: unknown) =>
      timedOut
        ? new ApiCallError(`timeout of ${timeout}ms exceeded`, 'ECONNABORTED', config)
        : controller.signal.aborted
          ? new ApiCallError('canceled', 'ERR_CANCELED', config)
          : new ApiCallError(cause instanceof Error ? cause.message : 'Network Error', 'ERR_NETWORK', config);
    let response: AxiosResponse;
    try {
      const answer = await fetch(url, {
        method,
        headers,
        body,
        credentials: config.withCredentials === false ? 'same-origin' : 'include',
        signal: controller.signal,
        keepalive: (config.fetchOptions as RequestInit | undefined)?.keepalive,
      });
      const text = await answer.text();
      response = {
        data: parseBody(text),
        status: answer.status,
        statusText: answer.statusText,
        headers: Object.fromEntries(answer.headers),
        // Only read back by the libs as axios's is: never a live request object.
        config: config as InternalAxiosRequestConfig,
      };
    } catch (cause) {
      throw failure(cause);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener?.('abort', cancel);
    }
    if (response.status < 200 || response.status >= 300)
      throw new ApiCallError(
        `Request failed with status code ${response.status}`,
        response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
        config,
        response,
      );
    return response;
  }

  // The generic result types are the caller's claim about the answer, as with axios.
  const call = <R>(config: AxiosRequestConfig) => send(config) as Promise<R>;
  return {
    request: <T = unknown, R = AxiosResponse<T>, D = unknown>(config: AxiosRequestConfig<D>) =>
      call<R>(config),
    get: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      call<R>({ ...config, method: 'GET', url }),
    delete: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      call<R>({ ...config, method: 'DELETE', url }),
    post: <T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      data?: D,
      config?: AxiosRequestConfig<D>,
    ) => call<R>({ ...config, method: 'POST', url, data }),
    put: <T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      data?: D,
      config?: AxiosRequestConfig<D>,
    ) => call<R>({ ...config, method: 'PUT', url, data }),
    patch: <T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      data?: D,
      config?: AxiosRequestConfig<D>,
    ) => call<R>({ ...config, method: 'PATCH', url, data }),
  };
}
