import { describe, expect, it } from '@jest/globals';
import { installmentWidgetConfig } from './payment-installments.server';

describe('installmentWidgetConfig', () => {
  it('defaults to the embedded provider on park-api, for XS in USD and CAD', () => {
    expect(installmentWidgetConfig({}, 'http://127.0.0.1:3333')).toEqual({
      enabledSiteCodes: ['XS'],
      allowedCurrencies: ['USD', 'CAD'],
      apiKey: 'sandbox-installments-key',
      accountIds: { usd: 'sensoria-usd', other: 'sensoria-international' },
      currenciesConfiguration: { USD: { locale: 'en-US' }, CAD: { locale: 'en-CA' } },
      scriptUrl: 'http://127.0.0.1:3333/installments/provider.js',
    });
  });
  it('takes the provider from the environment and drops unknown currencies', () => {
    const config = installmentWidgetConfig(
      {
        INSTALLMENTS_API_KEY: '',
        INSTALLMENTS_CURRENCIES: 'USD, GBP,XXX',
        INSTALLMENTS_SITE_CODES: 'XS,XA',
        INSTALLMENTS_SCRIPT_URL: 'https://installments.example/widget.js',
      },
      'http://api',
    );
    expect(config).toMatchObject({
      apiKey: '',
      allowedCurrencies: ['USD', 'GBP'],
      enabledSiteCodes: ['XS', 'XA'],
      scriptUrl: 'https://installments.example/widget.js',
    });
  });
});
