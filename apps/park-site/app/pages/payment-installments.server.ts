import type { CurrencyCode } from '@parks/contracts';
import { isCurrencyCode } from '@parks/currency/core';
import type { InstallmentWidgetConfig } from '@parks/payments/core';

/**
 * The installment-payments provider from the environment. The embedded default is park-api's own
 * provider script with a sandbox key, offered in USD and CAD; INSTALLMENTS_API_KEY='' turns it off.
 */
export function installmentWidgetConfig(
  env: Record<string, string | undefined>,
  apiOrigin: string,
): InstallmentWidgetConfig {
  const currencies = (env['INSTALLMENTS_CURRENCIES'] ?? 'USD,CAD')
    .split(',')
    .map((code) => code.trim())
    .filter((code): code is CurrencyCode => isCurrencyCode(code));
  return {
    enabledSiteCodes: (env['INSTALLMENTS_SITE_CODES'] ?? 'XS').split(',').map((code) => code.trim()),
    allowedCurrencies: currencies,
    apiKey: env['INSTALLMENTS_API_KEY'] ?? 'sandbox-installments-key',
    accountIds: {
      usd: env['INSTALLMENTS_ACCOUNT_USD'] ?? 'sensoria-usd',
      other: env['INSTALLMENTS_ACCOUNT_OTHER'] ?? 'sensoria-international',
    },
    currenciesConfiguration: { USD: { locale: 'en-US' }, CAD: { locale: 'en-CA' } },
    scriptUrl: env['INSTALLMENTS_SCRIPT_URL'] ?? `${apiOrigin}/installments/provider.js`,
  };
}
