import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import type { CurrencyCode } from '@parks/contracts';
import type { Language } from '@parks/i18n';
import { selectInstallmentWidgetReady } from '@parks/site';
import { renderWithProviders } from '@parks/test-harness';
import type { InstallmentInitOptions, InstallmentWidgetConfig } from '../../core/installment-widget';
import { InstallmentWidget } from './installment-widget';

const config: InstallmentWidgetConfig = {
  enabledSiteCodes: ['XS'],
  allowedCurrencies: ['USD', 'CAD'],
  apiKey: 'pk_test',
  accountIds: { usd: 'acct-usd', other: 'acct-other' },
  currenciesConfiguration: { USD: { locale: 'en-US' }, CAD: { locale: 'en-CA' } },
  scriptUrl: '/installments/provider.js',
};

/** A provider already on the page that becomes ready when the test says so. */
function fakeProvider() {
  const calls: InstallmentInitOptions[] = [];
  let ready: (() => void) | undefined;
  window.ParksInstallments = {
    render(element, options, onReady) {
      calls.push(options);
      ready = onReady;
      element.textContent = `offer in ${options.currency}`;
      return () => {
        element.textContent = '';
      };
    },
  };
  return { calls, becomeReady: () => act(() => ready?.()) };
}

function ReadyFlag() {
  return <output aria-label="ready flag">{String(useSelector(selectInstallmentWidgetReady))}</output>;
}

/** The widget with buttons that change the currency, as the currency selector would. */
function Harness({
  initial,
  widgetConfig,
}: {
  initial: CurrencyCode;
  widgetConfig: InstallmentWidgetConfig;
}) {
  const [currency, setCurrency] = useState<CurrencyCode>(initial);
  return (
    <>
      <InstallmentWidget config={widgetConfig} currency={currency} amount={120} />
      <ReadyFlag />
      {(['CAD', 'EUR'] as const).map((code) => (
        <button key={code} type="button" onClick={() => setCurrency(code)}>
          {code}
        </button>
      ))}
    </>
  );
}

function renderWidget(currency: CurrencyCode, language: Language, widgetConfig = config) {
  renderWithProviders(<Harness initial={currency} widgetConfig={widgetConfig} />, { language });
  return {
    setCurrency: (next: 'CAD' | 'EUR') => act(() => screen.getByRole('button', { name: next }).click()),
  };
}

afterEach(() => {
  delete window.ParksInstallments;
});

describe('InstallmentWidget (SPEC §4, §7, §9)', () => {
  it('loads in English with an allowed currency, with the USD account, and sets the flag only when ready', async () => {
    const provider = fakeProvider();
    renderWidget('USD', 'en');
    await waitFor(() => expect(provider.calls).toHaveLength(1));
    expect(provider.calls[0]).toEqual({
      apiKey: 'pk_test',
      accountId: 'acct-usd',
      locale: 'en-US',
      currency: 'USD',
      amount: 120,
      checkout: false,
      channel: 'desktop',
    });
    expect(screen.getByLabelText('ready flag')).toHaveTextContent('false');
    provider.becomeReady();
    expect(screen.getByLabelText('ready flag')).toHaveTextContent('true');
    expect(screen.getByTestId('installment-widget')).toHaveAttribute('data-ready', 'true');
  });

  it('resets the flag when the currency changes and initialises again with the other account', async () => {
    const provider = fakeProvider();
    const view = renderWidget('USD', 'en');
    await waitFor(() => expect(provider.calls).toHaveLength(1));
    provider.becomeReady();
    view.setCurrency('CAD');
    expect(screen.getByLabelText('ready flag')).toHaveTextContent('false');
    await waitFor(() => expect(provider.calls).toHaveLength(2));
    expect(provider.calls[1]).toMatchObject({ accountId: 'acct-other', locale: 'en-CA', currency: 'CAD' });
    view.setCurrency('EUR');
    expect(screen.queryByTestId('installment-widget')).toBeNull();
    expect(screen.getByLabelText('ready flag')).toHaveTextContent('false');
  });

  it.each<[string, CurrencyCode, Language, InstallmentWidgetConfig]>([
    ['Spanish', 'USD', 'es', config],
    ['a currency not allowed', 'EUR', 'en', config],
    ['an empty API key', 'USD', 'en', { ...config, apiKey: '' }],
    ['a site code not enabled', 'USD', 'en', { ...config, enabledSiteCodes: ['XA'] }],
  ])('does not load with %s', async (_reason, currency, language, widgetConfig) => {
    const provider = fakeProvider();
    renderWidget(currency, language, widgetConfig);
    await act(async () => undefined);
    expect(screen.queryByTestId('installment-widget')).toBeNull();
    expect(provider.calls).toHaveLength(0);
  });
});
