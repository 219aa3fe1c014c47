import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
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
 * What the libs' API layers call on an HTTP client: axios's request methods. An axios instance is one
 * (tests pass their own); `createApiClient` gives one that loads axios with its first call.
 */
export type ApiClient = Pick<AxiosInstance, 'request' | 'get' | 'delete' | 'post' | 'put' | 'patch'>;

/**
 * True for an error an axios call rejected with (a status, a timeout, a network failure). The same
 * test axios's own `isAxiosError` makes, without importing axios: a page's entry does not carry it.
 */
export function isApiError<T = unknown, D = unknown>(error: unknown): error is AxiosError<T, D> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/**
 * The HTTP client every lib's API client uses: credentials sent, a timeout, and the HostNamePath header
 * of SPEC §7 computed per request from the page. axios (20 KB gzip) is loaded with the first call, not
 * with the page: most page views never call the API.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  let instance: Promise<AxiosInstance> | undefined;
  const load = () =>
    (instance ??= import('axios').then(({ default: axios }) => {
      const client = axios.create({
        baseURL: options.baseURL,
        timeout: options.timeout ?? 8000,
        withCredentials: true,
        headers: options.headers,
        // fetch first: it alone can keep a call alive past a page navigation (`fetchOptions.keepalive`).
        adapter: ['fetch', 'xhr', 'http'],
      });
      client.interceptors.request.use((config) => {
        const page =
          options.page ??
          (typeof location !== 'undefined'
            ? { host: location.host, pathname: location.pathname }
            : undefined);
        if (page) config.headers.set('HostNamePath', hostNamePath(page.host, page.pathname));
        return config;
      });
      return client;
    }));
  return {
    request: <T = unknown, R = AxiosResponse<T>, D = unknown>(config: AxiosRequestConfig<D>) =>
      load().then((client) => client.request<T, R, D>(config)),
    get: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      load().then((client) => client.get<T, R, D>(url, config)),
    delete: <T = unknown, R = AxiosResponse<T>, D = unknown>(url: string, config?: AxiosRequestConfig<D>) =>
      load().then((client) => client.delete<T, R, D>(url, config)),
    post: <T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      data?: D,
      config?: AxiosRequestConfig<D>,
    ) => load().then((client) => client.post<T, R, D>(url, data, config)),
    put: <T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      data?: D,
      config?: AxiosRequestConfig<D>,
    ) => load().then((client) => client.put<T, R, D>(url, data, config)),
    patch: <T = unknown, R = AxiosResponse<T>, D = unknown>(
      url: string,
      data?: D,
      config?: AxiosRequestConfig<D>,
    ) => load().then((client) => client.patch<T, R, D>(url, data, config)),
  };
}
