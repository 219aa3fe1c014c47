import { describe, expect, it } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { Provider as ReduxProvider } from 'react-redux';
import { CartPage } from '@parks/cart';
import { createI18n, I18nextProvider, matchSitePage, type SitePage } from '@parks/i18n';
import { initialSiteState, SiteConfigProvider } from '@parks/site';
import { createSensoriaConfig } from '../config/site-config';
import { siteNamespaces } from '../i18n-namespaces';
import { createHostStore } from '../state/create-host-store';
import { pageSystem } from '../theme/site-system';
import type { RenderedPage } from '../content/content.server';
import { CartPageView } from './cart-page-view';

const line = {
  IdLine: 'line-1',
  IdProduct: 100,
  ProductCode: 'XS-ADM',
  ProductName: 'Parque Sensoria Admission',
  VisitDate: '2026-12-05',
  Schedule: null,
  Passengers: { Adults: 2, Children: 0, Infants: 0 },
  Amount: 178,
};
const cart = {
  IdCart: 'cart-1',
  SessionId: 'session-123',
  Currency: 'USD',
  ProductCount: 1,
  WithErrors: false,
  Lines: [line],
  Total: 178,
};

function renderCartRoute(path: string, shopping: unknown) {
  const page = matchSitePage(path, 'sensoria', []) as SitePage;
  const es = page.language === 'es';
  // What loadPage gives for content/pages/{es,en}/cart.md (marked is ESM-only, so it is not run here).
  const content = {
    id: 'cart',
    language: es ? 'es' : 'en',
    title: es ? 'Parque Sensoria | Carrito de compras' : 'Parque Sensoria | Shopping cart',
    description: '',
    heading: es ? 'Tu carrito' : 'Your cart',
    lead: es ? 'Revisa tus productos.' : 'Review your products.',
    hero: { src: 'hero-cacao.svg', alt: '', width: 1200, height: 675 },
    navLabel: es ? 'Carrito' : 'Cart',
    category: 'tickets',
    html: es ? '<p>Revisa las fechas.</p>' : '<p>Check the dates.</p>',
    items: {},
    faqs: [],
  } as unknown as RenderedPage;
  // The host's own providers and store: the cart slice must be among the host reducers.
  const store = createHostStore({ site: { ...initialSiteState, language: page.language, shopping } });
  render(
    <ChakraProvider value={pageSystem}>
      <SiteConfigProvider config={createSensoriaConfig({ apiOrigin: 'http://api.test' })}>
        <I18nextProvider i18n={createI18n(page.language, siteNamespaces)}>
          <ReduxProvider store={store}>
            <CartPageView page={page} content={content} cart={<CartPage />} />
          </ReduxProvider>
        </I18nextProvider>
      </SiteConfigProvider>
    </ChakraProvider>,
  );
  expect(store.getState()).toHaveProperty('cart.lastUpdate', null);
}

describe('CartPageView', () => {
  it('shows the content heading over the store’s cart (en)', () => {
    renderCartRoute('/en/carrito/', cart);
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    const article = within(screen.getByRole('article', { name: 'Parque Sensoria Admission' }));
    expect(article.getByText('Saturday, December 5, 2026')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to payment' })).toHaveAttribute(
      'href',
      '/en/carrito/payment-details/',
    );
  });

  it('shows the empty cart in Spanish when the page load found none', () => {
    renderCartRoute('/es/carrito/', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Comprar entradas' })).toHaveAttribute(
      'href',
      '/es/entrada-parque-sensoria/',
    );
  });
});
