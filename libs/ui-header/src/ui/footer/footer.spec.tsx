import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { ROUTE_TABLE } from '@parks/i18n';
import { renderWithProviders } from '../../../../../tools/jest/render-with-providers';
import { Footer } from './footer';

describe('Footer', () => {
  it('builds the sitemap from the route table of the current language', () => {
    renderWithProviders(<Footer />, { language: 'en' });
    const hrefs = within(screen.getByRole('navigation', { name: 'Sitemap' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toHaveLength(18);
    expect(hrefs).toContain(ROUTE_TABLE.faqs.en);
    expect(hrefs).toContain('/en/sensoria-admission/');
    expect(hrefs.every((href) => href?.startsWith('/en/'))).toBe(true);
  });

  it('draws the payment methods it is given as text badges', () => {
    renderWithProviders(
      <Footer
        paymentMethods={[
          { code: 'VI', name: 'Visa' },
          { code: 'PP', name: 'Wallet' },
        ]}
      />,
      { language: 'en' },
    );
    const payments = within(screen.getByRole('region', { name: 'Accepted payment methods' }));
    expect(payments.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Visa', 'Wallet']);
    expect(payments.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names each social link and warns that it opens a new tab', () => {
    renderWithProviders(<Footer />, { language: 'en' });
    const youtube = screen.getByRole('link', { name: 'Parque Sensoria on YouTube' });
    expect(youtube).toHaveAccessibleDescription('Opens in a new tab');
    expect(youtube).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('puts the newsletter form in a labelled region', () => {
    renderWithProviders(<Footer newsletter={<form aria-label="Boletín" />} />);
    const region = screen.getByRole('region', { name: 'Recibe nuestras ofertas' });
    expect(within(region).getByRole('form', { name: 'Boletín' })).toBeInTheDocument();
  });
});
