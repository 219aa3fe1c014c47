import type { CurrencyCode } from '@parks/contracts';
import {
  findContentPriceTokens,
  formatAmount,
  replaceContentPriceTokens,
  type ContentPriceToken,
} from '@parks/currency/core';
import type { AppServices, PriceFrom } from '../server-only/app-services';
import enTexts from '../i18n/en.json';
import esTexts from '../i18n/es.json';

/**
 * The catalog products a content file may name in `{{price <band> <product>}}` (the syntax:
 * libs/currency/src/core/content-prices.ts), with park-api's ids: the park's own admission and the six
 * Sensoria combos. A name missing here fails the content test and the page load.
 */
export function contentPriceProducts(admissionProductId: number): Readonly<Record<string, number>> {
  return {
    admission: admissionProductId,
    'combo-aventura': 140,
    'combo-selva': 141,
    'combo-arrecife': 142,
    'combo-cenotes': 143,
    'combo-isla': 144,
    'combo-volcan': 145,
  };
}

/** What a price reference shows when the cart API cannot price it (never a wrong amount). */
export interface ContentPriceTexts {
  unavailable: string;
}

export function contentPriceTexts(language: 'es' | 'en'): ContentPriceTexts {
  return { unavailable: (language === 'es' ? esTexts : enTexts).priceFrom.unavailable };
}

export interface ResolvedContent<T> {
  value: T;
  /** False when a price could not be had: the page shows the 'unavailable' text and is not cached. */
  complete: boolean;
}

/** Every string inside a value (objects and arrays walked), replaced by `map`. */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item as unknown, map)]),
    ) as T;
  }
  return value;
}

function collectTokens(value: unknown): ContentPriceToken[] {
  const tokens: ContentPriceToken[] = [];
  mapStrings(value, (text) => {
    tokens.push(...findContentPriceTokens(text));
    return text;
  });
  return tokens;
}

/**
 * A content page (front matter, HTML body, collections, FAQs) with its price references written in the
 * visitor's currency: catalog prices from park-api's price calendar (the booking widget's and the live
 * box's pricing), fixed sums in their own currency and, beside them, converted by park-api. Each product
 * and sum is asked for once, all at once. Amounts hold no markup characters, so the same text is safe in
 * the HTML body and in the React-escaped fields.
 */
export async function resolveContentPrices<T>(
  value: T,
  currency: CurrencyCode,
  services: Pick<AppServices, 'getPriceFrom' | 'convertFromUsd' | 'admissionProductId'>,
  texts: ContentPriceTexts,
): Promise<ResolvedContent<T>> {
  const tokens = collectTokens(value);
  if (tokens.length === 0) return { value, complete: true };
  const products = contentPriceProducts(services.admissionProductId);
  const productIds = new Set<number>();
  const fixedUsd = new Set<number>();
  for (const token of tokens) {
    if (token.kind === 'price') {
      const id = products[token.product];
      if (id === undefined) throw new Error(`Unknown product in price reference ${token.source}`);
      productIds.add(id);
    } else if (token.currency !== 'USD') {
      throw new Error(`A fixed sum must be in USD (park-api converts from USD): ${token.source}`);
    } else if (currency !== 'USD') fixedUsd.add(token.amount);
  }
  const prices = new Map<number, PriceFrom | null>();
  const converted = new Map<number, number | null>();
  await Promise.all([
    ...[...productIds].map(async (id) =>
      prices.set(id, await services.getPriceFrom(id, currency).catch(() => null)),
    ),
    ...[...fixedUsd].map(async (amount) =>
      converted.set(amount, await services.convertFromUsd(amount, currency).catch(() => null)),
    ),
  ]);
  let complete = true;
  const render = (token: ContentPriceToken): string => {
    if (token.kind === 'fixed') {
      const fixed = formatAmount(token.amount, token.currency);
      if (currency === token.currency) return fixed;
      const local = converted.get(token.amount);
      if (local == null) {
        complete = false;
        return fixed;
      }
      return `${fixed} (${formatAmount(local, currency)})`;
    }
    const price = prices.get(products[token.product] as number);
    if (!price) {
      complete = false;
      return texts.unavailable;
    }
    return formatAmount(token.band === 'adult' ? price.adult : price.child, price.currency);
  };
  const resolved = mapStrings(value, (text) => replaceContentPriceTokens(text, render));
  return { value: resolved, complete };
}
