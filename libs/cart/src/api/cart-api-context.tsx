import { useContext, type ReactNode } from 'react';
import { createApiClient, useSiteConfig, type SiteConfig } from '@parks/site';
import { CartApiContext } from './cart-api-slot';
import { createCartApi, type CartApi } from './cart.api';
import { createCartTokenProvider } from './cart-token';

export interface CartApiProviderProps {
  api: CartApi;
  children: ReactNode;
}

/** Gives the cart and booking components another cart API (a story, a test, another transport). */
export function CartApiProvider({ api, children }: CartApiProviderProps) {
  return <CartApiContext.Provider value={api}>{children}</CartApiContext.Provider>;
}

// One client (and one token) per cart API for the whole page.
const defaultApis = new Map<string, CartApi>();

function defaultApi(baseURL: string, siteCode: string, prefixProject: string): CartApi {
  const key = `${baseURL}\n${siteCode}\n${prefixProject}`;
  let api = defaultApis.get(key);
  if (!api) {
    const http = createApiClient({ baseURL });
    api = createCartApi(http, {
      siteCode,
      prefixProject,
      getToken: createCartTokenProvider(http, { siteCode, prefixProject }),
    });
    defaultApis.set(key, api);
  }
  return api;
}

/** The site's own cart API (a host outside React context: the layout's currency change). */
export function siteCartApi(
  config: Pick<SiteConfig, 'cartApiBaseUrl' | 'siteCode' | 'cartPrefixProject'>,
): CartApi {
  return defaultApi(config.cartApiBaseUrl, config.siteCode, config.cartPrefixProject);
}

/** The provided cart API, or the site's: `SiteConfig.cartApiBaseUrl` with the site code and prefix. */
export function useCartApi(): CartApi {
  const provided = useContext(CartApiContext);
  const { cartApiBaseUrl, siteCode, cartPrefixProject } = useSiteConfig();
  return provided ?? defaultApi(cartApiBaseUrl, siteCode, cartPrefixProject);
}
