import { createI18n, FALLBACK_LANGUAGE, type I18nNamespace, type Language, type RouteId } from '@parks/i18n';

type I18nInstance = ReturnType<typeof createI18n>;

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
  // The same few results for every request (a language, with or without the payments lib's texts):
  // merged once, then shared read-only (the root loader's data; merging per request was ~1.5 % of an
  // uncached render, issue 16).
  const withPayments = pageId !== undefined && PAYMENT_ROUTES.includes(pageId);
  let byKey = mergedTexts.get(namespaces);
  if (!byKey) mergedTexts.set(namespaces, (byKey = new Map()));
  const key = `${language}:${withPayments}`;
  let texts = byKey.get(key);
  if (!texts) byKey.set(key, (texts = mergePageTexts(namespaces, language, withPayments)));
  return texts;
}

const mergedTexts = new WeakMap<readonly I18nNamespace[], Map<string, PageTexts>>();

function mergePageTexts(
  namespaces: readonly I18nNamespace[],
  language: Language,
  withPayments: boolean,
): PageTexts {
  const texts: PageTexts = {};
  for (const { namespace, resources } of namespaces) {
    if (namespace === 'payments' && !withPayments) continue;
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

const serverInstances = new WeakMap<PageTexts, I18nInstance>();

/**
 * The i18next instance of a page's texts. In the browser a new one (once per language: root.tsx). On the
 * server one per texts object, shared by every render of it: `pageTexts` gives the same object for a
 * language (with or without the payments lib's texts), and nothing on the server changes an instance's
 * language or resources (changeLanguage runs in an effect), so renders only read it. Creating one per
 * request was ~1 % of an uncached render (issue 16).
 */
export function pageI18n(language: Language, texts: PageTexts): I18nInstance {
  if (typeof document !== 'undefined') return createI18n(language, namespacesOf(language, texts));
  let instance = serverInstances.get(texts);
  if (!instance || instance.language !== language)
    serverInstances.set(texts, (instance = createI18n(language, namespacesOf(language, texts))));
  return instance;
}
