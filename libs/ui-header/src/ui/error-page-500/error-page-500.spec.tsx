import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import { ErrorPage500 } from './error-page-500';

describe('ErrorPage500', () => {
  it('says Internal Error / Something went wrong and links back to /', () => {
    renderWithProviders(<ErrorPage500 />, { language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Error' })).toBeInTheDocument();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('is in Spanish for Spanish pages', () => {
    renderWithProviders(<ErrorPage500 />, { language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Error Interno' })).toBeInTheDocument();
    expect(screen.getByText('Algo salió mal')).toBeInTheDocument();
  });
});
