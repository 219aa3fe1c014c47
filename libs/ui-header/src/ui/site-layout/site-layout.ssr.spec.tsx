/**
 * @jest-environment node
 */
// The layout must render on the server (no window, no document) exactly as the host's SSR does.
import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { ParkProviders } from '../../../../../.storybook/park-providers';
import { ErrorPage500 } from '../error-page-500/error-page-500';
import { GeneralErrorPage } from '../general-error-page/general-error-page';
import { SiteLayout } from './site-layout';

function renderOnServer(ui: React.ReactElement, mobile = false) {
  return renderToString(
    <ParkProviders language="es" brand="sensoria" mobile={mobile} storyId="ssr">
      {ui}
    </ParkProviders>,
  );
}

describe('SiteLayout on the server', () => {
  it('renders without browser globals', () => {
    expect(typeof window).toBe('undefined');
    const html = renderOnServer(
      <SiteLayout alternates={{ es: '/es/', en: '/en/' }} userName="Ana">
        <h1>Hola</h1>
      </SiteLayout>,
    );
    // Plain booleans keep a failure message short (the markup carries all of Chakra's CSS).
    expect(html.includes('Saltar al contenido')).toBe(true);
    expect(html.includes('<main id="main"')).toBe(true);
    expect(html.includes('Cerrar aviso')).toBe(true);
    expect(html.includes('Formas de pago aceptadas')).toBe(true);
    // Client-only: the cookie notice waits for the browser's stored preferences.
    expect(html.includes('Aviso de cookies')).toBe(false);
    // The header is never rendered hidden.
    expect(html.includes('data-scroll-hidden=""')).toBe(false);
  });

  it('renders the mobile layout with its bottom navigation', () => {
    const html = renderOnServer(<SiteLayout activeRouteId="home">page</SiteLayout>, true);
    expect(html.includes('aria-label="Navegación principal"')).toBe(true);
    expect(html.includes('aria-current="page"')).toBe(true);
  });

  it('renders both error pages', () => {
    expect(renderOnServer(<ErrorPage500 />).includes('Error Interno')).toBe(true);
    const general = renderOnServer(
      <GeneralErrorPage source="server" relatedLinksHtml='<a href="/es/">Inicio</a>' />,
      true,
    );
    expect(general.includes('Ocurrió un error 500 en el servidor')).toBe(true);
  });
});
