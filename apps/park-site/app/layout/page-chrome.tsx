import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { checkAuthentication, createAuthApi, LoginLink, signOut } from '@parks/auth';
import { CartSummary } from '@parks/cart';
import type { CurrencyCode } from '@parks/contracts';
import { CurrencySelector } from '@parks/currency';
import { SearchBox } from '@parks/search';
import {
  COOKIE,
  installmentWidgetReadySet,
  type SiteState,
  useSiteConfig,
  writeBrowserCookie,
} from '@parks/site';
import { SiteLayout } from '@parks/ui-header';
import { useStore } from 'react-redux';
import { usePersonalisationPageViews } from '../personalisation/use-personalisation-page-views';
import { island } from './island';
import { useAppDispatch } from '../state/app-hooks';
import type { RootData } from '../root-loader.server';

export interface PageChromeProps {
  data: RootData;
  children: ReactNode;
}

/**
 * The shared layout of every page (SPEC §2 'Shared layout'): the ui-header layout with the other
 * features composed into its slots by the host, so no feature lib imports another.
 */
// The footer's form (Formik and Yup): loaded and hydrated when it comes into view or is touched, or at
// once on the page the mail-marketing service sends the visitor back to (it shows the outcome).
const NewsletterIsland = island(
  () => import('@parks/ui-header/newsletter-form').then((module) => module.NewsletterForm),
  'newsletter',
  () => new URLSearchParams(window.location.search).has('newsletter'),
);

export function PageChrome({ data, children }: PageChromeProps) {
  const dispatch = useAppDispatch();
  // Read when the currency changes, not subscribed to: a cart update (an add, a removal) must re-render
  // the header's cart summary only, not the whole layout around the page (issue 5's add-to-cart budget).
  const store = useStore<{ site: SiteState }>();
  const revalidator = useRevalidator();
  const siteConfig = useSiteConfig();
  const { apiBaseUrl } = siteConfig;
  const authApi = useMemo(() => createAuthApi({ apiBaseUrl }), [apiBaseUrl]);
  const { pathname } = useLocation();
  usePersonalisationPageViews({
    enabled: data.preloadedState.site.personalisationEnabled,
    language: data.language,
  });

  // SPEC §4 'Authentication': the header asks who the visitor is on every page it shows.
  useEffect(() => {
    void checkAuthentication(authApi)(dispatch);
  }, [authApi, dispatch, pathname]);

  // SPEC §4 'Currency change': the store and cookies already follow the selector; the cart is re-priced
  // by the cart's currency command (the payment page's too; the host's /api/cart-currency stays for
  // forms posted without scripts), the installment widget resets, and the page data is read again so
  // every price is shown in the new currency. Read after the cart has answered, so no price stays in
  // the old currency.
  // The command comes in its own chunk, loaded only when there is a cart to re-price.
  const repriceCart = async (code: CurrencyCode) => {
    const { language, mobile, shopping } = store.getState().site;
    if (shopping) {
      const { changeCartCurrency, siteCartApi } = await import('@parks/cart/currency-command');
      await dispatch(changeCartCurrency(siteCartApi(siteConfig), { currency: code, language, mobile }));
    }
    await revalidator.revalidate();
  };
  const onCurrencyChange = (code: CurrencyCode) => {
    dispatch(installmentWidgetReadySet(false));
    void repriceCart(code);
  };

  // SPEC §4 'Cookie writes': setting the language writes langRedirect=1 (the switch is a plain link
  // to the page in the other language, so the cookie is written as it is followed).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[hreflang]');
      if (link && link.getAttribute('hreflang') !== data.language)
        writeBrowserCookie(COOKIE.langRedirect, '1');
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [data.language]);

  return (
    <SiteLayout
      alternates={data.preloadedState.site.hreflangs}
      search={<SearchBox />}
      account={
        <LoginLink
          onSignIn={() => void authApi.rememberRoute(window.location.pathname).catch(() => undefined)}
          onSignOut={() =>
            void signOut(authApi, data.language, (url) => window.location.assign(url))(dispatch)
          }
          // A path, not the configured origin: a visitor on another host name stays on it (and keeps
          // its currency and cart cookies). The auth return page is on this site either way.
          pageUrl={data.page?.path ?? `/${data.language}/`}
        />
      }
      cart={<CartSummary />}
      currency={<CurrencySelector onCurrencyChange={onCurrencyChange} />}
      newsletter={<NewsletterIsland />}
    >
      {children}
    </SiteLayout>
  );
}
