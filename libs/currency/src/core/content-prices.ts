import type { CurrencyCode } from '@parks/contracts';
import { isCurrencyCode } from './currencies';

/**
 * Prices in content files (content/pages/**.md, content/collections/*.json) are never written as
 * literal amounts: a page is read in 17 currencies, and a literal "US$ 89" is wrong in 16 of them and,
 * once the catalog changes, in the 17th too (issue 18 §1). A content file names the price instead,
 * and the site resolves it at request time in the visitor's currency:
 *
 * - `{{price <band> <product>}}`: the lowest price of a catalog product for one passenger band over
 *   the coming weeks, from park-api's price calendar (the same "from" price the admission page's live
 *   box shows). `<band>` is `adult` or `child`; `<product>` is a name the site maps to a catalog id
 *   (`admission`, `combo-aventura`, …: apps/park-site/app/content/content-prices.server.ts).
 *   Example: `desde {{price adult admission}}` → "desde MXN$1,399.53".
 * - `{{fixed <amount> <CURRENCY>}}`: a sum the spec fixes in one currency (the 10 USD snorkel deposit,
 *   SPEC §9). It is shown in that currency and, beside it, converted to the visitor's currency by
 *   park-api: `{{fixed 10 USD}}` → "US$10.00 (MXN$185.00)"; only the fixed sum for a USD visitor.
 *
 * Tokens may carry spaces inside the braces; anything else between `{{` and `}}` that starts with
 * `price` or `fixed` is a malformed token and fails the content test and the page load.
 */
export type PriceBand = 'adult' | 'child';

export type ContentPriceToken =
  | { kind: 'price'; band: PriceBand; product: string; source: string }
  | { kind: 'fixed'; amount: number; currency: CurrencyCode; source: string };

const TOKEN = /\{\{\s*(price|fixed)\b([^{}]*)\}\}/g;
const PRODUCT_NAME = /^[a-z][a-z0-9-]*$/;
const AMOUNT = /^\d+(\.\d+)?$/;

/** Parses one token's source (`{{price adult admission}}`); throws a SyntaxError naming it when malformed. */
export function parseContentPriceToken(source: string): ContentPriceToken {
  const match = /^\{\{\s*(price|fixed)\b([^{}]*)\}\}$/.exec(source);
  const args = match?.[2]?.trim().split(/\s+/) ?? [];
  if (match?.[1] === 'price' && args.length === 2) {
    const [band, product] = args as [string, string];
    if ((band === 'adult' || band === 'child') && PRODUCT_NAME.test(product))
      return { kind: 'price', band, product, source };
  }
  if (match?.[1] === 'fixed' && args.length === 2) {
    const [amount, currency] = args as [string, string];
    if (AMOUNT.test(amount) && isCurrencyCode(currency))
      return { kind: 'fixed', amount: Number(amount), currency, source };
  }
  throw new SyntaxError(
    `Malformed price reference ${source}: use {{price adult|child <product>}} or {{fixed <amount> <CURRENCY>}}`,
  );
}

/** Every price reference in a text, in order. */
export function findContentPriceTokens(text: string): ContentPriceToken[] {
  return [...text.matchAll(TOKEN)].map((match) => parseContentPriceToken(match[0]));
}

/** The text with each price reference replaced by what `render` writes for it. */
export function replaceContentPriceTokens(
  text: string,
  render: (token: ContentPriceToken) => string,
): string {
  return text.replace(TOKEN, (source) => render(parseContentPriceToken(source)));
}
