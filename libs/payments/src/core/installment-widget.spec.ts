import { describe, expect, it } from '@jest/globals';
import {
  installmentAccountId,
  installmentInitOptions,
  installmentLocale,
  installmentWidgetEnabled,
  type InstallmentWidgetConfig,
} from './installment-widget';

const config: InstallmentWidgetConfig = {
  enabledSiteCodes: ['XS'],
  allowedCurrencies: ['USD', 'CAD'],
  apiKey: 'pk_test',
  accountIds: { usd: 'acct-usd', other: 'acct-other' },
  currenciesConfiguration: { USD: { locale: 'en-US' }, CAD: { locale: 'en-CA' } },
  scriptUrl: '/installments/provider.js',
};
const context = { siteCode: 'XS', currency: 'USD', language: 'en' } as const;

describe('installment widget gating (SPEC §9: ALL of the four conditions)', () => {
  it('loads with XS enabled, an allowed currency, a key and English', () =>
    expect(installmentWidgetEnabled(config, context)).toBe(true));
  it.each([
    ['the site code is not enabled', config, { ...context, siteCode: 'XA' }],
    ['the currency is not allowed', config, { ...context, currency: 'EUR' as const }],
    ['the API key is empty', { ...config, apiKey: ' ' }, context],
    ['the language is Spanish', config, { ...context, language: 'es' }],
    ['the language is Portuguese', config, { ...context, language: 'pt' }],
  ])('does not load when %s', (_reason, c, ctx) => expect(installmentWidgetEnabled(c, ctx)).toBe(false));
  it('does not load without a configuration', () =>
    expect(installmentWidgetEnabled(undefined, context)).toBe(false));
});

describe('installment widget options', () => {
  it('uses one account for USD and another for all other currencies', () => {
    expect(installmentAccountId(config, 'USD')).toBe('acct-usd');
    expect(installmentAccountId(config, 'CAD')).toBe('acct-other');
  });
  it('takes the locale from currenciesConfiguration', () => {
    expect(installmentLocale(config, 'CAD')).toBe('en-CA');
    expect(installmentLocale(config, 'GBP')).toBe('en-US');
  });
  it('initialises the provider with checkout false and the channel (SPEC §7)', () =>
    expect(installmentInitOptions(config, 'CAD', 120, true)).toEqual({
      apiKey: 'pk_test',
      accountId: 'acct-other',
      locale: 'en-CA',
      currency: 'CAD',
      amount: 120,
      checkout: false,
      channel: 'mobile',
    }));
});
