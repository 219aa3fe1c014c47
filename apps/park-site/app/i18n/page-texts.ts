import { FALLBACK_LANGUAGE, type I18nNamespace, type Language, type RouteId } from '@parks/i18n';

/** One language's texts of the namespaces a page uses, by namespace: what a page's HTML and script need. */
export type PageTexts = Record<string, Record<string, unknown>>;

/**
 * The routes whose pages show the payments lib (payment details, its coupon page, the thank-you page,
 * the booking page, and the account page's bookings).
 */
const PAYMENT_ROUTES: readonly RouteId[] = [
  'payment-details',
  'payment-details-coupon',
  'thank-you',
  'my-booking',
  'auth',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `base` with `over`'s keys written over it, nested objects merged key by key. */
function mergeTexts(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isRecord(below) && isRecord(value) ? mergeTexts(below, value) : value;
  }
  return merged;
}

/**
 * The texts a page needs, in its language only: every namespace of the layout and, on the payment
 * routes only, the payments lib's. The i18n instance's fallbacks (English, then Spanish) are applied
 * here, key by key, so the browser gets one language and renders what the server rendered.
 */
export function pageTexts(
  namespaces: readonly I18nNamespace[],
  language: Language,
  pageId: RouteId | undefined,
): PageTexts {
  const texts: PageTexts = {};
  for (const { namespace, resources } of namespaces) {
    if (namespace === 'payments' && !(pageId && PAYMENT_ROUTES.includes(pageId))) continue;
    const chain = ['es', FALLBACK_LANGUAGE, language] as const;
    texts[namespace] = chain.reduce<Record<string, unknown>>(
      (merged, lang) => mergeTexts(merged, resources[lang] ?? {}),
      {},
    );
  }
  return texts;
}

/** The namespaces createI18n takes, from a page's texts in its language. */
export function namespacesOf(language: Language, texts: PageTexts): I18nNamespace[] {
  return Object.entries(texts).map(([namespace, own]) => ({ namespace, resources: { [language]: own } }));
}
