import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../tools/jest/render-with-providers';
import { ErrorScreen } from './error-screen';

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
