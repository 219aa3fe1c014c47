import { createContext, useContext, type ReactNode } from 'react';
import { createCartTokenProvider } from '@parks/cart';
import { createApiClient, useSiteConfig } from '@parks/site';
import { createBookingApi, type BookingApi } from './booking.api';

const BookingApiContext = createContext<BookingApi | undefined>(undefined);

export interface BookingApiProviderProps {
  api: BookingApi;
  children: ReactNode;
}

/** Gives the booking widget another booking API (a story, a test, another transport). */
export function BookingApiProvider({ api, children }: BookingApiProviderProps) {
  return <BookingApiContext.Provider value={api}>{children}</BookingApiContext.Provider>;
}

// One client (and one token) per cart API host for the whole page.
const defaultApis = new Map<string, BookingApi>();

/** The provided booking API, or the site's: the cart API host of `SiteConfig` with its token. */
export function useBookingApi(): BookingApi {
  const provided = useContext(BookingApiContext);
  const { cartApiBaseUrl, siteCode, cartPrefixProject } = useSiteConfig();
  if (provided) return provided;
  const key = `${cartApiBaseUrl}\n${siteCode}\n${cartPrefixProject}`;
  let api = defaultApis.get(key);
  if (!api) {
    const http = createApiClient({ baseURL: cartApiBaseUrl });
    api = createBookingApi(http, {
      siteCode,
      prefixProject: cartPrefixProject,
      getToken: createCartTokenProvider(http, { siteCode, prefixProject: cartPrefixProject }),
    });
    defaultApis.set(key, api);
  }
  return api;
}
