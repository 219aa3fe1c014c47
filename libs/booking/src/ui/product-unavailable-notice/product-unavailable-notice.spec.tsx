import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@parks/test-harness';
import { ProductUnavailableNotice } from './product-unavailable-notice';

describe('ProductUnavailableNotice', () => {
  it("links to the site's health-protocol page (SiteConfig.healthProtocolUrl)", () => {
    renderWithProviders(<ProductUnavailableNotice />, { language: 'en' });
    expect(screen.getByRole('note')).toHaveTextContent('This product is not available at the moment.');
    expect(screen.getByRole('link', { name: 'Read our health protocol' })).toHaveAttribute(
      'href',
      '/en/faqs/#health-protocol',
    );
  });

  it('is in Spanish for Spanish pages and links to the Spanish FAQs, not the English ones', () => {
    renderWithProviders(<ProductUnavailableNotice />, { language: 'es' });
    expect(screen.getByRole('link', { name: 'Consulta nuestro protocolo de salud' })).toHaveAttribute(
      'href',
      '/es/preguntas-frecuentes/#health-protocol',
    );
  });

  it('links to the fallback language (en) page where the language has none (pt)', () => {
    renderWithProviders(<ProductUnavailableNotice />, { language: 'pt' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/faqs/#health-protocol');
  });
});
