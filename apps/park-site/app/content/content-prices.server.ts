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
 * Per content object (loaded once per process in production): its price references, and its copies
 * with them written out, by what they were written as. Walking and copying the whole page (the HTML
 * body, the collections) on every request was ~1 % of an uncached render (issue 16); the copies are
 * read-only loader data. A few per page: one per currency and price state, the oldest dropped past
 * `RESOLVED_PER_SOURCE`.
 */
const tokensOf = new WeakMap<object, ContentPriceToken[]>();
const resolvedOf = new WeakMap<object, Map<string, unknown>>();
const RESOLVED_PER_SOURCE = 16;

function cachedTokens(value: unknown): ContentPriceToken[] {
  if (value === null || typeof value !== 'object') return collectTokens(value);
  let tokens = tokensOf.get(value);
  if (!tokens) tokensOf.set(value, (tokens = collectTokens(value)));
  return tokens;
}

function cachedResolution<T>(value: T, signature: string, resolve: () => T): T {
  if (value === null || typeof value !== 'object') return resolve();
  let bySignature = resolvedOf.get(value);
  if (!bySignature) resolvedOf.set(value, (bySignature = new Map()));
  if (bySignature.has(signature)) return bySignature.get(signature) as T;
  const resolved = resolve();
  bySignature.set(signature, resolved);
  if (bySignature.size > RESOLVED_PER_SOURCE) bySignature.delete(bySignature.keys().next().value as string);
  return resolved;
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
  const tokens = cachedTokens(value);
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
  // What every reference is written as decides the copy (render is a function of the token alone).
  const signature = JSON.stringify(tokens.map(render));
  const resolved = cachedResolution(value, signature, () =>
    mapStrings(value, (text) => replaceContentPriceTokens(text, render)),
  );
  return { value: resolved, complete };
}
