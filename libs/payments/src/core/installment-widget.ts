import type { CurrencyCode } from '@parks/contracts';

/**
 * The installment-payments provider's configuration (SPEC §9 'Installment-payments widget', §7): the
 * host fills it from its environment.
 */
export interface InstallmentWidgetConfig {
  /** Site codes the widget is enabled for, e.g. ['XS']. */
  enabledSiteCodes: string[];
  allowedCurrencies: CurrencyCode[];
  /** The provider's public API key; empty turns the widget off. */
  apiKey: string;
  /** One account for USD, another for every other currency. */
  accountIds: { usd: string; other: string };
  /** Per currency: the locale the provider shows its offer in. */
  currenciesConfiguration: Partial<Record<CurrencyCode, { locale: string }>>;
  /** The provider's script. */
  scriptUrl: string;
}

export interface InstallmentWidgetContext {
  siteCode: string;
  currency: CurrencyCode;
  /** The page language, as the site writes it (es, en, pt). */
  language: string;
}

/** SPEC §9: the widget loads only when ALL four conditions hold. */
export function installmentWidgetEnabled(
  config: InstallmentWidgetConfig | undefined,
  { siteCode, currency, language }: InstallmentWidgetContext,
): boolean {
  if (!config) return false;
  return (
    config.enabledSiteCodes.includes(siteCode) &&
    config.allowedCurrencies.includes(currency) &&
    config.apiKey.trim() !== '' &&
    language.toUpperCase() === 'EN'
  );
}

/** SPEC §9: one account id for USD, another for all other currencies. */
export function installmentAccountId(config: InstallmentWidgetConfig, currency: CurrencyCode): string {
  return currency === 'USD' ? config.accountIds.usd : config.accountIds.other;
}

/** SPEC §9: the locale comes from currenciesConfiguration (en-US when the currency has none). */
export function installmentLocale(config: InstallmentWidgetConfig, currency: CurrencyCode): string {
  return config.currenciesConfiguration[currency]?.locale ?? 'en-US';
}

/** SPEC §7: what the provider script is initialised with. */
export interface InstallmentInitOptions {
  apiKey: string;
  accountId: string;
  locale: string;
  currency: CurrencyCode;
  amount: number;
  checkout: false;
  channel: 'mobile' | 'desktop';
}

export function installmentInitOptions(
  config: InstallmentWidgetConfig,
  currency: CurrencyCode,
  amount: number,
  mobile: boolean,
): InstallmentInitOptions {
  return {
    apiKey: config.apiKey,
    accountId: installmentAccountId(config, currency),
    locale: installmentLocale(config, currency),
    currency,
    amount,
    checkout: false,
    channel: mobile ? 'mobile' : 'desktop',
  };
}
