import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parks/test-harness';
import { CurrencySelector } from './currency-selector';

function clearCookies() {
  for (const name of ['_currency', '_currency_id']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

describe('CurrencySelector', () => {
  afterEach(clearCookies);

  it('names the trigger by the selected currency, in the page language', () => {
    renderWithProviders(<CurrencySelector />, { preloadedState: { currency: { code: 'MXN', id: 2 } } });
    expect(screen.getByRole('button', { name: 'MXN, moneda: Peso mexicano' })).toBeVisible();
  });

  it('speaks English on English pages', async () => {
    renderWithProviders(<CurrencySelector />, { language: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'USD, currency: US Dollar' }));
    expect(await screen.findByText('Choose your currency')).toBeVisible();
    expect(screen.getByRole('menuitemradio', { name: /Japanese Yen/ })).toHaveTextContent('¥');
  });

  it('shows a flag, name, symbol and code in every item (SPEC §2)', async () => {
    renderWithProviders(<CurrencySelector />);
    await userEvent.click(screen.getByRole('button', { name: /USD/ }));
    const item = await screen.findByRole('menuitemradio', { name: /Libra esterlina/ });
    expect(item).toHaveTextContent('£');
    expect(item).toHaveTextContent('GBP');
    // Decorative: the name beside it says the same.
    expect(item.querySelector('img')).toHaveAttribute('src', '/global/flags/GBP.svg');
    expect(item.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('changes the currency, writes the currency cookies and tells the host', async () => {
    const onCurrencyChange = jest.fn();
    renderWithProviders(<CurrencySelector onCurrencyChange={onCurrencyChange} />);
    await userEvent.click(screen.getByRole('button', { name: /USD/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Sol peruano/ }));

    expect(await screen.findByRole('button', { name: 'PEN, moneda: Sol peruano' })).toBeVisible();
    expect(document.cookie).toContain('_currency=PEN');
    expect(document.cookie).toContain('_currency_id=13');
    expect(onCurrencyChange).toHaveBeenCalledTimes(1);
    expect(onCurrencyChange).toHaveBeenCalledWith('PEN');
  });

  it('does nothing when the selected currency is picked again', async () => {
    const onCurrencyChange = jest.fn();
    renderWithProviders(<CurrencySelector onCurrencyChange={onCurrencyChange} />);
    await userEvent.click(screen.getByRole('button', { name: /USD/ }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: /Dólar estadounidense/ }));

    expect(onCurrencyChange).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('_currency=');
  });

  it('is operable from the keyboard', async () => {
    // Ark moves focus into the menu a frame after each key; keys typed faster than a frame
    // (only a script can) would race it, so the test types at a human pace.
    const user = userEvent.setup({ delay: 25 });
    const onCurrencyChange = jest.fn();
    renderWithProviders(
      <CurrencySelector currencies={['USD', 'MXN', 'EUR']} onCurrencyChange={onCurrencyChange} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: /USD/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(3);
    // Enter opens the menu on its first item (WAI-ARIA menu button); one step down is MXN.
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onCurrencyChange).toHaveBeenCalledWith('MXN');
    // Focus goes back to the trigger once the menu has closed.
    await waitFor(() => expect(screen.getByRole('button', { name: /MXN/ })).toHaveFocus());
  });
});
