import type { ParkFacts, ShoppingCart } from '@parks/contracts';
import { languageFromPath, matchSitePage, pathHasLanguage, type Language, type SitePage } from '@parks/i18n';
import { currencyStateFor, resolveCurrency, type ResolvedCurrency } from '@parks/currency/core';
import { isMobileUserAgent, parseCookieHeader, type SiteConfig } from '@parks/site/core';
import { currencyCookies, shoppingCookie } from './cookie-writes';
import { fetchPageCart, type GetCart, type PageCartOutcome } from './fetch-page-cart';
import { pageHreflangs } from './hreflangs';
import { pagePathname } from './page-pathname';
import { isPersonalisationEnabled } from './personalisation';

/** Everything the root loader knows about a request once the page load has run. */
export interface PageLoadResult {
  language: Language;
  country: string;
  currency: Pick<ResolvedCurrency, 'code' | 'id'>;
  mobile: boolean;
  /** The page of the route table at this path; undefined for an unknown path. */
  page: SitePage | undefined;
  hreflangs: Partial<Record<Language, string>>;
  personalisationEnabled: boolean;
  cart: ShoppingCart | null;
  /** How the cart fetch ended and how long the page load waited for it (for `Server-Timing`). */
  cartFetch: { outcome: string; durationMs: number };
  /** `Set-Cookie` values the response must carry. */
  setCookies: string[];
  /** The park's facts (name, address, hours) the layout and the JSON-LD show. */
  park: ParkFacts;
}

export interface PageLoadDependencies {
  config: SiteConfig;
  /** The public origin pages are served from (for hreflang and canonical URLs). */
  origin: string;
  getCart: GetCart;
  cartBudgetMs: number;
  secureCookies: boolean;
  /** SPEC §4 step 9: page-load errors are reported as server-side rendering errors. */
  reportSsrError: (error: unknown, context: { url: string }) => void;
  /** Read inside the page load, so a failure to read them is reported like any page-load error. */
  loadParkFacts: () => Promise<ParkFacts>;
}

/** The page load of SPEC §4, once per request (ARCHITECTURE 'The page load'). */
export async function runPageLoad(request: Request, deps: PageLoadDependencies): Promise<PageLoadResult> {
  try {
    const pathname = pagePathname(request);
    const { config } = deps;
    const language = languageFromPath(pathname);
    const cookies = parseCookieHeader(request.headers.get('cookie'));
    // Steps 2–4: country from the language or the CDN header, currency from the country or the cookies.
    const resolved = resolveCurrency({
      language,
      geoCountry: request.headers.get(config.geoHeader),
      cookies,
    });
    const country = resolved.country;
    let currency = { code: resolved.code, id: resolved.id };
    const mobile = isMobileUserAgent(request.headers.get('user-agent'));
    const page = matchSitePage(
      pathname,
      config.parkSlug,
      config.sisterParks.map((park) => park.slug),
    );
    const setCookies: string[] = [];

    const cartStarted = performance.now();
    const outcome = await fetchPageCart({
      pathLanguage: pathHasLanguage(pathname) ? language : null,
      sessionId: cookies['_shopping'] || undefined,
      pathname: pathname,
      mobile,
      getCart: deps.getCart,
      budgetMs: deps.cartBudgetMs,
    });
    const cartFetch = { outcome: describeCartOutcome(outcome), durationMs: performance.now() - cartStarted };
    let cart: ShoppingCart | null = null;
    if (outcome.kind === 'stored') {
      cart = outcome.cart;
      // SPEC §4 'Cookie writes': setting the cart writes _shopping with its SessionId (which also renews
      // its 7 days while the visitor keeps the cart).
      setCookies.push(shoppingCookie(cart, { secure: deps.secureCookies }));
      // Step 6: the site currency follows the cart's, and setting the currency writes its cookies.
      if (cart.Currency !== currency.code) {
        currency = currencyStateFor(cart.Currency);
        setCookies.push(...currencyCookies(currency, { secure: deps.secureCookies }));
      }
    } else if (outcome.kind === 'cleared') {
      setCookies.push(shoppingCookie(null, { secure: deps.secureCookies }));
    }

    const hreflangs = page
      ? pageHreflangs(page, {
          origin: deps.origin,
          park: config.parkSlug,
          siteCode: config.siteCode,
          languageLimiter: config.translations.global.languageLimiter,
        })
      : {};

    const park = await deps.loadParkFacts();

    return {
      language,
      country,
      currency,
      mobile,
      page,
      hreflangs,
      personalisationEnabled: isPersonalisationEnabled(pathname, config),
      cart,
      cartFetch,
      setCookies,
      park,
    };
  } catch (error) {
    deps.reportSsrError(error, { url: request.url });
    throw error;
  }
}

function describeCartOutcome(outcome: PageCartOutcome): string {
  return outcome.kind === 'cleared' ? `cleared: ${outcome.reason}` : outcome.kind;
}
