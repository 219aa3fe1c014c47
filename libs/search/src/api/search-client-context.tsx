import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, useSiteConfig } from '@parks/site';
import { createSearchClient, searchStoreName, type SearchClient } from './search-client';

const SearchClientContext = createContext<SearchClient | undefined>(undefined);

export interface SearchClientProviderProps {
  client: SearchClient;
  children: ReactNode;
}

/** Gives the search components a client other than the site's default (another host, a story). */
export function SearchClientProvider({ client, children }: SearchClientProviderProps) {
  return <SearchClientContext.Provider value={client}>{children}</SearchClientContext.Provider>;
}

// Every box of a page shares one client per API, so the token is fetched once.
const defaultClients = new Map<string, SearchClient>();

function defaultClient(apiBaseUrl: string, siteCode: string): SearchClient {
  const key = `${apiBaseUrl}\n${siteCode}`;
  let client = defaultClients.get(key);
  if (!client) {
    client = createSearchClient(createApiClient({ baseURL: apiBaseUrl }), {
      store: searchStoreName(siteCode),
    });
    defaultClients.set(key, client);
  }
  return client;
}

/** The provided client, or the site's: the parks API at `apiBaseUrl` with the site's data store. */
export function useSearchClient(): SearchClient {
  const provided = useContext(SearchClientContext);
  const { apiBaseUrl, siteCode } = useSiteConfig();
  return provided ?? defaultClient(apiBaseUrl, siteCode);
}
