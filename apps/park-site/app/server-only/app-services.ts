import { createContext } from 'react-router';
import type { ChangeCartCurrencyRequest, ParkFacts } from '@parks/contracts';
import type { SiteConfig } from '@parks/site';
import type { GetCart } from '../page-load/fetch-page-cart';

/** What the Express server gives every request: configuration and adapters, built once per process. */
export interface AppServices {
  config: SiteConfig;
  /** The public origin of the site, e.g. https://parque.example (canonical and hreflang URLs). */
  origin: string;
  getCart: GetCart;
  /** PUT /xapi/shopping-cart/currency; resolves to the cart API's HTTP status. */
  changeCartCurrency: (body: ChangeCartCurrencyRequest) => Promise<number>;
  cartBudgetMs: number;
  secureCookies: boolean;
  reportSsrError: (error: unknown, context: { url: string }) => void;
  loadParkFacts: () => Promise<ParkFacts>;
}

export const appServicesContext = createContext<AppServices>();

/** `Set-Cookie` values gathered while a request is handled; the root middleware writes them. */
export const responseCookiesContext = createContext<string[]>([]);
