/**
 * @jest-environment node
 */
// Issue 16 step 2: the layout a page renders with (header bar, banner, cart summary, login link, bottom
// navigation, footer, chat launcher, error screens) needs no ChakraProvider and does no Emotion work; the
// widgets that do (search box, currency menu, drawer, newsletter form) are islands that bring their own.
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import type { ReactNode } from 'react';
import { LoginLink } from '@parks/auth';
import { CartSummary } from '@parks/cart';
import { createI18n, I18nextProvider } from '@parks/i18n';
import { ChakraScopeProvider, initialSiteState, SiteConfigProvider } from '@parks/site';
import { SiteLayout } from '@parks/ui-header';
import { createSensoriaConfig } from '../config/site-config';
import { siteNamespaces } from '../i18n-namespaces';
import { createHostStore } from '../state/create-host-store';
import { emotionStyles } from '../theme/emotion-styles';
import { ErrorScreen } from './error-screen';
import { CurrencyIsland, MoreDrawerIsland, NewsletterIsland, SearchIsland } from './islands';

/** A scope that would give Chakra's runtime: nothing rendered here may ask for it. */
function NoChakraHere(): ReactNode {
  throw new Error('a part of the shell asked for Chakra');
}

// As root.tsx provides a page: the site config, the texts, the store, and no ChakraProvider.
function renderOnServer(ui: ReactNode, { mobile }: { mobile: boolean }) {
  const store = createHostStore({ site: { ...initialSiteState, language: 'es', mobile } });
  return renderToString(
    <ChakraScopeProvider scope={NoChakraHere}>
      <SiteConfigProvider config={createSensoriaConfig({ apiOrigin: 'http://api.test' })}>
        <I18nextProvider i18n={createI18n('es', siteNamespaces)}>
          <ReduxProvider store={store}>{ui}</ReduxProvider>
        </I18nextProvider>
      </SiteConfigProvider>
    </ChakraScopeProvider>,
  );
}

describe("the page's shell on the server, without ChakraProvider", () => {
  it.each([false, true])(
    'renders the layout with its static classes and no Emotion (mobile: %s)',
    (mobile) => {
      const html = renderOnServer(
        <SiteLayout
          search={<SearchIsland />}
          account={<LoginLink onSignOut={() => undefined} />}
          cart={<CartSummary />}
          currency={<CurrencyIsland />}
          newsletter={<NewsletterIsland />}
          more={<MoreDrawerIsland />}
        >
          <h1>Página</h1>
        </SiteLayout>,
        { mobile },
      );
      for (const part of [
        'pk-layout-',
        'pk-header-',
        'pk-login-link-',
        'pk-cart-summary-',
        'pk-footer-',
        'pk-chat-',
      ])
        expect(html).toContain(part);
      if (mobile) expect(html).toContain('pk-bottom-nav-');
      expect(emotionStyles(html)).toEqual({ classNames: [], styleTags: 0 });
    },
  );

  it('renders the error screens with no Emotion', () => {
    for (const [status, source] of [
      [404, 'server'],
      [500, 'server'],
      [500, 'client'],
    ] as const) {
      const html = renderOnServer(<ErrorScreen status={status} source={source} withSearch />, {
        mobile: true,
      });
      expect(html).toContain('pk-error-');
      expect({ status, source, ...emotionStyles(html) }).toEqual({
        status,
        source,
        classNames: [],
        styleTags: 0,
      });
    }
  });
});
