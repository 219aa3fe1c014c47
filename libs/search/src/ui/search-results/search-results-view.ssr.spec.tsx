/**
 * @jest-environment node
 */
// The results page is rendered by the host's loader on the server and must work before (or without)
// hydration: every filter, page and result is already a link in the markup.
import { describe, expect, it } from '@jest/globals';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { childrenAnswerEs, popularPagesEs, sensesPage2Es } from '../../test-support/search-results.fixtures';
import { SearchResultsView } from './search-results-view';

function renderOnServer(ui: ReactElement) {
  return renderToString(
    <ParkProviders language="es" brand="sensoria" mobile={false} storyId="ssr">
      {ui}
    </ParkProviders>,
  );
}

describe('SearchResultsView on the server', () => {
  it('renders results, filter, answer and pagination as plain links without browser globals', () => {
    expect(typeof window).toBe('undefined');
    const html = renderOnServer(
      <SearchResultsView
        query="sentidos"
        category="any"
        outcome={{ status: 'ok', data: sensesPage2Es, answer: childrenAnswerEs }}
        popularPages={popularPagesEs}
      />,
    );
    // Plain booleans keep a failure message short (the markup carries Chakra's CSS).
    expect(html.includes('46 resultados para «sentidos»')).toBe(true);
    expect(html.includes('href="/es/que-son-los-sentidos/#touch"')).toBe(true);
    expect(html.includes('href="/es/busqueda/?q=sentidos&amp;category=attractions"')).toBe(true);
    expect(html.includes('href="/es/busqueda/?q=sentidos&amp;page=3"')).toBe(true);
    expect(html.includes('Respuesta rápida')).toBe(true);
    expect(html.includes('<mark')).toBe(true);
  });

  it('renders the failure label', () => {
    const html = renderOnServer(
      <SearchResultsView
        query="hotel"
        category="any"
        outcome={{ status: 'failed' }}
        popularPages={popularPagesEs}
      />,
    );
    expect(html.includes('role="alert"')).toBe(true);
    expect(html.includes('No se han podido buscar resultados')).toBe(true);
  });
});
