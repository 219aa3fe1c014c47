import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import { OfflinePage } from './offline-page';

describe('OfflinePage', () => {
  it('says a page never kept cannot be shown offline (SPEC §8, first and second text)', () => {
    renderWithProviders(<OfflinePage homeHref="/en/" />, { language: 'en' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sorry, this content cannot be shown in Offline mode' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("We're sorry, the content you are trying to see is not available in offline mode."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/');
  });

  it('says a dynamic section cannot be seen offline (SPEC §8, third text), without the page text', () => {
    renderWithProviders(<OfflinePage content="dynamic" />, { language: 'en' });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: "We're sorry, this content cannot be seen in offline mode",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/the content you are trying to see/)).not.toBeInTheDocument();
  });

  it('is in Spanish for Spanish pages', () => {
    renderWithProviders(<OfflinePage />, { language: 'es' });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Lo sentimos, este contenido no se puede mostrar en el modo sin conexión',
      }),
    ).toBeInTheDocument();
  });
});
