import { createI18n, type I18nNamespace, type Language } from '@parks/i18n';
import { namespaceTexts } from './namespace-texts';

type I18nInstance = ReturnType<typeof createI18n>;

/** One language's texts of the namespaces a page uses, by namespace: what a page's HTML and script need. */
export type PageTexts = Record<string, Record<string, unknown>>;

/**
 * The texts a page needs, in its language only: the namespaces named (page-namespaces.ts: the layout's
 * and the page's own; an island's come with its code, with-texts.tsx), in the order of `namespaces`.
 */
export function pageTexts(
  namespaces: readonly I18nNamespace[],
  language: Language,
  names: readonly string[],
): PageTexts {
  // The same few results for every request (a language and a set of namespaces): merged once, then
  // shared read-only (the root loader's data; merging per request was ~1.5 % of an uncached render,
  // issue 16).
  let byKey = mergedTexts.get(namespaces);
  if (!byKey) mergedTexts.set(namespaces, (byKey = new Map()));
  const key = `${language}:${[...names].sort().join(',')}`;
  let texts = byKey.get(key);
  if (!texts) {
    texts = {};
    for (const namespace of namespaces)
      if (names.includes(namespace.namespace))
        texts[namespace.namespace] = namespaceTexts(namespace, language);
    byKey.set(key, texts);
  }
  return texts;
}

const mergedTexts = new WeakMap<readonly I18nNamespace[], Map<string, PageTexts>>();

/** The namespaces createI18n takes, from a page's texts in its language. */
export function namespacesOf(language: Language, texts: PageTexts): I18nNamespace[] {
  return Object.entries(texts).map(([namespace, own]) => ({ namespace, resources: { [language]: own } }));
}

/**
 * A new i18next instance of a page's texts: the browser's (once per language: root.tsx). The server's
 * renders share one per texts object instead (page-i18n.server.ts, given by entry.server).
 */
export function pageI18n(language: Language, texts: PageTexts): I18nInstance {
  return createI18n(language, namespacesOf(language, texts));
}
