import { describe, expect, it } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { createI18n, I18nextProvider, matchSitePage, type SitePage } from '@parks/i18n';
import { initialSiteState, SiteConfigProvider } from '@parks/site';
import { createSensoriaConfig } from '../config/site-config';
import { siteNamespaces } from '../i18n-namespaces';
import { createHostStore } from '../state/create-host-store';
import { pageSystem } from '../theme/site-system';
import type { RenderedPage } from '../content/content.server';
import { ThankYouView } from './thank-you-view';

function renderThankYou(path: string) {
  const page = matchSitePage(path, 'sensoria', []) as SitePage;
  // What loadPage gives for content/pages/pt/thank-you.md (marked is ESM-only, so it is not run here).
  const content = {
    id: 'thank-you',
    language: page.language,
    title: 'Parque Sensoria | Obrigado pela sua compra',
    description: '',
    heading: 'Obrigado pela sua compra!',
    lead: 'Sua compra está confirmada. Até logo na selva.',
    hero: { src: 'hero-butterflies.svg', alt: '', width: 1200, height: 675 },
    navLabel: 'Obrigado',
    category: 'tickets',
    html: '<p>Em poucos minutos você receberá seus cupons.</p>',
    items: {},
    faqs: [],
  } as unknown as RenderedPage;
  const store = createHostStore({ site: { ...initialSiteState, language: page.language } });
  render(
    <ChakraProvider value={pageSystem}>
      <SiteConfigProvider config={createSensoriaConfig({ apiOrigin: 'http://api.test' })}>
        <I18nextProvider i18n={createI18n(page.language, siteNamespaces)}>
          <ReduxProvider store={store}>
            <ThankYouView page={page} content={content} order={null} />
          </ReduxProvider>
        </I18nextProvider>
      </SiteConfigProvider>
    </ChakraProvider>,
  );
}

describe('ThankYouView without an order', () => {
  it('does not say the purchase is confirmed, only that the order was not found (pt)', () => {
    renderThankYou('/pt/carrito/obrigada/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Não encontramos seu pedido');
    expect(screen.getByRole('alert')).toHaveTextContent('Não encontramos este pedido.');
    expect(document.body).not.toHaveTextContent(/confirmada|Obrigado pela sua compra|receberá seus cupons/);
  });
});
