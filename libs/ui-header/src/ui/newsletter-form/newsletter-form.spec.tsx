import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parks/test-harness';
import { NewsletterForm } from './newsletter-form';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('NewsletterForm', () => {
  it('is a POST form to the mail-marketing endpoint of the site configuration', () => {
    renderWithProviders(<NewsletterForm submit={jest.fn()} />, { language: 'en' });
    const form = screen.getByRole('button', { name: 'Subscribe' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', 'http://127.0.0.1:3333/newsletter/subscribe');
    const hidden = Object.fromEntries(new FormData(form as HTMLFormElement));
    expect(hidden).toMatchObject({
      successUrl: '/en/',
      errorUrl: '/en/error-subscription/',
      origin: 'WEB',
      mid: 'XS',
      externalKey: 'parks-newsletter',
    });
  });

  it('shows the outcome the service redirected back with (?newsletter=)', () => {
    window.history.replaceState(null, '', '/es/?newsletter=confirmed');
    renderWithProviders(<NewsletterForm submit={jest.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('¡Listo! Tu suscripción está confirmada.');
  });

  it('ignores an unknown outcome in the URL', () => {
    window.history.replaceState(null, '', '/es/?newsletter=<b>hi</b>');
    renderWithProviders(<NewsletterForm submit={jest.fn()} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('needs both checkboxes: one is not enough', async () => {
    const submit = jest.fn();
    renderWithProviders(<NewsletterForm submit={submit} />, { language: 'en' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), 'Ana');
    await userEvent.type(screen.getByRole('textbox', { name: /Last name/ }), 'López');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'ana@example.com');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'US');
    await userEvent.click(screen.getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This checkbox is mandatory')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('lists countries by name in the page language', () => {
    renderWithProviders(<NewsletterForm submit={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: /País/ });
    expect(select).toContainHTML('<option value="MX">México</option>');
  });
});
