/**
 * @jest-environment node
 */
// A content page's read-only parts render as plain HTML with the build-time classes of the brand's
// stylesheet: no Emotion work for them on the server, and so none while hydrating
// (docs/decisions/011-styling.md). The widgets it may hold stay Chakra and are not rendered here.
import { describe, expect, it } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { createI18n, I18nextProvider, listSitePages, type Language } from '@parks/i18n';
import { contentIdOf, loadPage } from '../content/content.server';
import { siteNamespaces } from '../i18n-namespaces';
import { emotionStyles } from '../theme/emotion-styles';
import { pageSystem } from '../theme/site-system';
import { ContentPageView, type ContentPageViewProps } from './content-page-view';

// As entry.server.tsx renders a page: the page system (no global styles) and an Emotion cache.
function renderOnServer(props: ContentPageViewProps) {
  return renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <ChakraProvider value={pageSystem}>
        <I18nextProvider i18n={createI18n(props.page.language, siteNamespaces)}>
          <ContentPageView {...props} />
        </I18nextProvider>
      </ChakraProvider>
    </CacheProvider>,
  );
}

async function pageProps(id: string, language: Language, extra: Partial<ContentPageViewProps> = {}) {
  const page = listSitePages('sensoria', []).find((p) => p.id === id && p.language === language);
  if (!page) throw new Error(`no page ${id} in ${language}`);
  const content = await loadPage(contentIdOf(page), page.language === 'es' ? 'es' : 'en');
  if (!content) throw new Error(`no content for ${page.id}`);
  return { page, content, sitemap: null, ...extra } satisfies ContentPageViewProps;
}

describe('a content page on the server', () => {
  it('renders hero, body, collection cards and FAQs without Emotion styles', async () => {
    for (const [id, language] of [
      ['attractions', 'en'],
      ['faqs', 'en'],
      ['home', 'es'],
    ] as const) {
      const html = renderOnServer(await pageProps(id, language));
      expect(html).toContain('pk-page-hero');
      expect({ id, ...emotionStyles(html) }).toEqual({ id, classNames: [], styleTags: 0 });
    }
  });

  it('renders the price-from card, the eligibility notice and the sitemap without Emotion styles', async () => {
    const html = renderOnServer(
      await pageProps('home', 'en', {
        priceFrom: { adult: 1890, child: 1512, currency: 'MXN' },
        eligibilityProof: 'senior',
        sitemap: [{ path: '/en/faqs/', label: 'FAQs' }],
      }),
    );
    expect(html).toContain('data-testid="price-adult"');
    expect(html).toContain('aria-labelledby="eligibility-senior"');
    expect(html).toContain('href="/en/faqs/"');
    expect(emotionStyles(html)).toEqual({ classNames: [], styleTags: 0 });
  });
});
