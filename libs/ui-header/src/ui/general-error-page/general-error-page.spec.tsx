import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, createSystem, defaultConfig } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createI18n, I18nextProvider } from '@parks/i18n';
import { uiHeaderI18n } from '../../i18n/namespace';
import { renderWithProviders } from '@parks/test-harness';
import { GeneralErrorPage } from './general-error-page';

describe('GeneralErrorPage', () => {
  it('hides the error line on desktop', () => {
    renderWithProviders(<GeneralErrorPage source="server" />, { language: 'en' });
    expect(screen.queryByText(/occurred on/)).not.toBeInTheDocument();
  });

  it('shows the server line with the status, 500 by default, on mobile', () => {
    const { unmount } = renderWithProviders(<GeneralErrorPage source="server" />, {
      language: 'en',
      mobile: true,
    });
    expect(screen.getByText('An error 500 occurred on server')).toBeInTheDocument();
    unmount();
    renderWithProviders(<GeneralErrorPage source="server" status={404} />, { language: 'en', mobile: true });
    expect(screen.getByText('An error 404 occurred on server')).toBeInTheDocument();
  });

  it('shows the client line for client errors', () => {
    renderWithProviders(<GeneralErrorPage source="client" mobile />, { language: 'en' });
    expect(screen.getByText('An error occurred on client')).toBeInTheDocument();
  });

  it('renders the related links without anything unsafe', () => {
    const { container } = renderWithProviders(
      <GeneralErrorPage
        source="server"
        relatedLinksHtml={
          '<ul><li><a href="javascript:alert(1)">Malo</a></li><li><a href="/es/galeria/" onclick="x()">Galería</a></li></ul><script>alert(1)</script><img src=x onerror=alert(1)>'
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'Galería' })).toHaveAttribute('href', '/es/galeria/');
    expect(screen.queryByRole('link', { name: 'Malo' })).not.toBeInTheDocument();
    expect(container.querySelector('script, img, [onclick], [href^="javascript"]')).toBeNull();
  });

  it('uses the heading, text and search box the host gives', () => {
    renderWithProviders(
      <GeneralErrorPage
        source="server"
        status={404}
        heading="Página no encontrada"
        text="Revisa la dirección."
        search={<input aria-label="Buscar" />}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Revisa la dirección.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeInTheDocument();
  });
});

describe('GeneralErrorPage without a store', () => {
  it('still renders when the host has no store yet (root loader failure)', () => {
    render(
      <ChakraProvider value={createSystem(defaultConfig)}>
        <I18nextProvider i18n={createI18n('en', [uiHeaderI18n])}>
          <GeneralErrorPage source="client" mobile />
        </I18nextProvider>
      </ChakraProvider>,
    );
    expect(screen.getByText('An error occurred on client')).toBeInTheDocument();
  });
});
