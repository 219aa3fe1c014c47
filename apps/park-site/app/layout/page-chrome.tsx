import { useEffect, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { checkAuthentication, createAuthApi, LoginLink, signOut } from '@parks/auth';
import { CartSummary } from '@parks/cart';
import { COOKIE, useSiteConfig, writeBrowserCookie } from '@parks/site';
import { SiteLayout } from '@parks/ui-header';
import { usePersonalisationPageViews } from '../personalisation/use-personalisation-page-views';
import { CurrencyIsland, MoreDrawerIsland, NewsletterIsland, SearchIsland } from './islands';
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
export function PageChrome({ data, children }: PageChromeProps) {
  const dispatch = useAppDispatch();
  const { apiBaseUrl } = useSiteConfig();
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
      search={<SearchIsland />}
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
      currency={<CurrencyIsland />}
      newsletter={<NewsletterIsland />}
      more={<MoreDrawerIsland />}
    >
      {children}
    </SiteLayout>
  );
}
