/** @jest-environment node */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToString } from 'react-dom/server';
import { Provider as ReduxProvider } from 'react-redux';
import { createI18n, I18nextProvider, type Language } from '@parks/i18n';
import { initialSiteState, SiteConfigProvider } from '@parks/site';
import { createServerCartApi } from '../../server/cart-api.server';
import { createSensoriaConfig } from '../config/site-config';
import { siteNamespaces } from '../i18n-namespaces';
import { ContentPageView } from './content-page-view';
import { contentPageData } from './content-page-data.server';
import { createHostStore } from '../state/create-host-store';
import { pageSystem } from '../theme/site-system';

/**
 * The content page as a visitor reads it (issue 18 §1): the loader resolves the page's price references
 * through the real server cart API client against a stand-in of park-api's price calendar and
 * conversion endpoints (park-api's own tests cover its pricing), then the page is rendered to HTML.
 */

/** park-api's rates and "from" prices in USD (admission 89 less 15 % presale; the child 25 % less). */
const RATES: Record<string, { rate: number; decimals: number }> = {
  USD: { rate: 1, decimals: 2 },
  MXN: { rate: 18.5, decimals: 2 },
  EUR: { rate: 0.92, decimals: 2 },
  JPY: { rate: 155, decimals: 0 },
};
const FROM_USD: Record<string, { adult: number; child: number }> = {
  '100': { adult: 75.65, child: 56.74 },
  '141': { adult: 138.98, child: 104.24 },
};

function convert(usd: number, currency: string): number {
  const { rate, decimals } = RATES[currency] ?? { rate: 1, decimals: 2 };
  return Math.round(usd * rate * 10 ** decimals) / 10 ** decimals;
}

let server: Server;
let baseUrl: string;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream.test');
    asked.push(`${url.pathname}${url.search}`);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/xapi/token') return json(200, { access_token: 't-1', expires_in: 3600 });
    const currency = url.searchParams.get('Currency') ?? 'USD';
    const calendar = /^\/xapi\/products\/(\d+)\/availability$/.exec(url.pathname);
    const from = calendar ? FROM_USD[calendar[1] ?? ''] : undefined;
    // A currency the stand-in cannot price: the cart API failing for it.
    if (currency === 'CLP') return json(502, { code: 'UPSTREAM' });
    if (from) {
      return json(200, {
        Days: [
          {
            Available: true,
            AdultPrice: convert(from.adult, currency),
            ChildPrice: convert(from.child, currency),
          },
          {
            Available: true,
            AdultPrice: convert(from.adult * 1.2, currency),
            ChildPrice: convert(from.child * 1.2, currency),
          },
        ],
      });
    }
    if (url.pathname === '/xapi/conversions') {
      return json(200, { AmountUSD: 10, Currency: currency, Amount: convert(10, currency) });
    }
    json(404, { code: 'NOT_FOUND' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function visit(path: string, currencyCookie?: { code: string; id: number }) {
  const config = createSensoriaConfig({ apiOrigin: baseUrl });
  const cartApi = createServerCartApi({ baseUrl, siteCode: 'XS', prefixProject: 'PARKS' });
  const services = {
    config,
    getPriceFrom: cartApi.getPriceFrom,
    convertFromUsd: cartApi.convertFromUsd,
    admissionProductId: 100,
    getCrowdLevels: cartApi.getCrowdLevels,
  };
  const headers = new Headers();
  if (currencyCookie)
    headers.set('Cookie', `_currency=${currencyCookie.code}; _currency_id=${currencyCookie.id}`);
  asked.length = 0;
  const loaded = await contentPageData(new Request(`http://park.test${path}`, { headers }), services, []);
  if (!loaded) throw new Error(`${path} is no content page`);
  const { data, degraded } = loaded;
  const language = data.page.language as Language;
  const store = createHostStore({ site: { ...initialSiteState, language } });
  const html = renderToString(
    <ChakraProvider value={pageSystem}>
      <SiteConfigProvider config={config}>
        <I18nextProvider i18n={createI18n(language, siteNamespaces)}>
          <ReduxProvider store={store}>
            <ContentPageView
              page={data.page}
              content={data.content}
              sitemap={data.sitemap}
              priceFrom={data.priceFrom}
            />
          </ReduxProvider>
        </I18nextProvider>
      </SiteConfigProvider>
    </ChakraProvider>,
  );
  // What the visitor reads: the text of the page, tags and style blocks left out.
  const text = html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return { text, html, data, degraded, asked: [...asked] };
}

describe('prices in the text of content pages follow the visitor currency (issue 18 §1)', () => {
  it('shows /es/ in MXN without a cookie: the admission "from" prices and no US$', async () => {
    const { text, asked: requests } = await visit('/es/');
    expect(text).toContain('adultos (12 años o más) desde MXN$1,399.53');
    expect(text).toContain('niños de 5 a 11 años con 25 % de descuento, desde MXN$1,049.69');
    expect(text).not.toMatch(/US\$|\{\{/);
    expect(requests).toContainEqual(
      expect.stringMatching(/^\/xapi\/products\/100\/availability\?Month=\d{4}-\d{2}&Currency=MXN$/),
    );
  });

  it('writes the admission table in EUR when the visitor chose EUR, the same amounts as the live box', async () => {
    const { text, data } = await visit('/es/entrada-parque-sensoria/', { code: 'EUR', id: 3 });
    expect(data.priceFrom).toEqual({ currency: 'EUR', adult: 69.6, child: 52.2 });
    // The live box, then the table of the Markdown body: both say the same.
    expect(text).toContain('Adultos (12 años o más) 69,60 €');
    expect(text).toContain('Adulto 12 años o más desde 69,60 €');
    expect(text).toContain('Niño 5 a 11 años desde 52,20 € (25 % de descuento)');
    // The fixed 10 USD deposit in USD and, beside it, in euros.
    expect(text).toContain('depósito reembolsable de US$10.00 (9,20 €)');
    expect(data.content.description.replace(/\u00a0/g, ' ')).toBe(
      'Compra tu entrada a Parque Sensoria: adultos desde 69,60 €, niños de 5 a 11 años con 25 % de descuento y de 0 a 4 años gratis.',
    );
  });

  it('writes yen without decimals, on an English combo page and its meta description', async () => {
    const { text, data, asked: requests } = await visit('/en/selva-sensoria/', { code: 'JPY', id: 16 });
    expect(text).toContain(
      'from 21,542 JP¥ per adult and 16,157 JP¥ per child, less than buying them separately.',
    );
    expect(text).not.toMatch(/\d\.\d+ JP¥/);
    expect(requests).toContainEqual(
      expect.stringMatching(/^\/xapi\/products\/141\/availability\?.*Currency=JPY$/),
    );
    expect(data.content.description.replace(/\u00a0/g, ' ')).toContain(
      'with a single ticket, from 21,542 JP¥ per adult.',
    );
  });

  it('shows only the fixed sum to a USD visitor, and a page without prices asks nothing', async () => {
    const usd = await visit('/en/terms-of-use/', { code: 'USD', id: 1 });
    expect(usd.text).toContain('requires a refundable US$10.00 deposit.');
    expect(usd.asked).toEqual([]);
  });

  it('says a price is not available, never a wrong one, and marks the page not to be kept', async () => {
    const { text, degraded } = await visit('/es/', { code: 'CLP', id: 7 });
    expect(text).toContain('adultos (12 años o más) desde (precio no disponible por ahora)');
    expect(degraded).toBe(true);
    expect((await visit('/es/')).degraded).toBe(false);
  });
});
