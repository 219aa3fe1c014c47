import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { ROUTE_TABLE } from '@parks/i18n';
import { renderWithProviders } from '@parks/test-harness';
import { Footer } from './footer';

describe('Footer', () => {
  it("links the account site's chat, contact, register and forgot-password pages, with the call-centre hours (issue 18 §3)", () => {
    renderWithProviders(<Footer />, { language: 'en' });
    const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(hrefOf('Live chat')).toBe('http://127.0.0.1:3333/account/chat?lang=en');
    expect(hrefOf('Contact form')).toBe('http://127.0.0.1:3333/account/contact?lang=en');
    expect(hrefOf('Create an account')).toBe('/auth/sign-in/?lang=en&screen=register');
    expect(hrefOf('Forgot your password?')).toBe('/auth/sign-in/?lang=en&screen=forgot');
    // SPEC §9 'Call center', not the park's opening hours.
    expect(
      screen.getByText('Monday to Friday 7:00 to 24:00; Saturday and Sunday 7:00 to 22:00 (Cancun time)'),
    ).toBeVisible();
  });

  it('links them in Spanish too', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByRole('link', { name: 'Formulario de contacto' })).toHaveAttribute(
      'href',
      'http://127.0.0.1:3333/account/contact?lang=es',
    );
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/auth/sign-in/?lang=es&screen=forgot',
    );
  });

  it('builds the sitemap from the route table of the current language', () => {
    renderWithProviders(<Footer />, { language: 'en' });
    const hrefs = within(screen.getByRole('navigation', { name: 'Sitemap' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toHaveLength(19);
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
