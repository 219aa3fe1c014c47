import { createContext, useContext, type ReactNode } from 'react';
import { createCartApiCall, createCartTokenProvider } from '@parks/cart';
import { createApiClient, useSiteConfig } from '@parks/site';
import { createPaymentsApi, type PaymentsApi } from './payments.api';

const PaymentsApiContext = createContext<PaymentsApi | undefined>(undefined);

export interface PaymentsApiProviderProps {
  api: PaymentsApi;
  children: ReactNode;
}

/** Gives the payment components another payments API (a story, a test, another transport). */
export function PaymentsApiProvider({ api, children }: PaymentsApiProviderProps) {
  return <PaymentsApiContext.Provider value={api}>{children}</PaymentsApiContext.Provider>;
}

// One client per cart API host for the whole page, so the in-flight payment of a key is shared.
const defaultApis = new Map<string, PaymentsApi>();

function defaultApi(baseURL: string, siteCode: string, prefixProject: string): PaymentsApi {
  const key = `${baseURL}\n${siteCode}\n${prefixProject}`;
  let api = defaultApis.get(key);
  if (!api) {
    const http = createApiClient({ baseURL });
    const getToken = createCartTokenProvider(http, { siteCode, prefixProject });
    api = createPaymentsApi(createCartApiCall(http, { siteCode, prefixProject, getToken }));
    defaultApis.set(key, api);
  }
  return api;
}

/** The provided payments API, or the site's cart API host (`SiteConfig.cartApiBaseUrl`). */
export function usePaymentsApi(): PaymentsApi {
  const provided = useContext(PaymentsApiContext);
  const { cartApiBaseUrl, siteCode, cartPrefixProject } = useSiteConfig();
  return provided ?? defaultApi(cartApiBaseUrl, siteCode, cartPrefixProject);
}
