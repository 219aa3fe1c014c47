import axios, { type AxiosInstance } from 'axios';
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
 * The axios instance every lib's API client uses: credentials sent, a timeout, and the
 * HostNamePath header of SPEC §7 computed per request from the page.
 */
export function createApiClient(options: ApiClientOptions): AxiosInstance {
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
      (typeof location !== 'undefined' ? { host: location.host, pathname: location.pathname } : undefined);
    if (page) config.headers.set('HostNamePath', hostNamePath(page.host, page.pathname));
    return config;
  });
  return client;
}
