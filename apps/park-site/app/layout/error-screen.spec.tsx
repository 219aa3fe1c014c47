import { describe, expect, it } from '@jest/globals';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { createI18n, I18nextProvider } from '@parks/i18n';
import { initialSiteState } from '@parks/site';
import { siteNamespaces } from '../i18n-namespaces';
import { createHostStore } from '../state/create-host-store';
import { pageSystem } from '../theme/site-system';
import { ErrorScreen } from './error-screen';

/** The host's own providers, as root.tsx mounts them around an error screen. */
function renderWithProviders(ui: ReactElement, options: { mobile?: boolean } = {}) {
  const store = createHostStore({ site: { ...initialSiteState, mobile: options.mobile ?? false } });
  return render(
    <ChakraProvider value={pageSystem}>
      <I18nextProvider i18n={createI18n('es', siteNamespaces)}>
        <ReduxProvider store={store}>{ui}</ReduxProvider>
      </I18nextProvider>
    </ChakraProvider>,
  );
}

const relatedLinksHtml =
  '<p>Empieza por:</p><ul><li><a href="/es/galeria/">Galería</a></li><li><a href="javascript:alert(1)">Malo</a></li></ul>';

describe('ErrorScreen (SPEC §2 Error pages)', () => {
  it('shows the 500 page for a server failure', () => {
    renderWithProviders(<ErrorScreen status={500} source="server" withSearch={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Error Interno' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
  });

  it('shows the general page with the related links of the answer, sanitised', () => {
    renderWithProviders(
      <ErrorScreen status={404} source="server" withSearch={false} relatedLinksHtml={relatedLinksHtml} />,
      { mobile: true },
    );
    const related = within(screen.getByRole('region', { name: 'Enlaces que te pueden interesar' }));
    expect(related.getByRole('link', { name: 'Galería' })).toHaveAttribute('href', '/es/galeria/');
    expect(related.queryByRole('link', { name: 'Malo' })).not.toBeInTheDocument();
    expect(screen.getByText('Ocurrió un error 404 en el servidor')).toBeInTheDocument();
  });

  it('shows the client line for an error in the browser', () => {
    renderWithProviders(<ErrorScreen status={500} source="client" withSearch={false} />, { mobile: true });
    expect(screen.getByText('Ocurrió un error en el cliente')).toBeInTheDocument();
  });
});
