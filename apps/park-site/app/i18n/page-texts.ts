import { createI18n, type I18nNamespace, type Language } from '@parks/i18n';
import { namespaceTexts } from './namespace-texts';

type I18nInstance = ReturnType<typeof createI18n>;

/** One language's texts of the namespaces a page uses, by namespace: what a page's HTML and script need. */
export type PageTexts = Record<string, Record<string, unknown>>;

/**
 * A page's texts as JSON: how they travel in the root loader's data. React Router's turbo-stream encodes an
 * object entry by entry on every render (the texts were ≈ 1,100 of a home page's 1,286 entries, ≈ 7 % of an
 * uncached render's CPU, issue 16); one string is written as it is, the same string for every render of a
 * language and set of namespaces, and the browser reads it with one `JSON.parse`.
 */
export type PageTextsJson = string & { readonly pageTextsJson: unique symbol };

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

const textsJson = new WeakMap<PageTexts, PageTextsJson>();

/** `pageTexts` as JSON, made once per texts object. */
export function pageTextsJson(
  namespaces: readonly I18nNamespace[],
  language: Language,
  names: readonly string[],
): PageTextsJson {
  const texts = pageTexts(namespaces, language, names);
  let json = textsJson.get(texts);
  if (json === undefined) textsJson.set(texts, (json = JSON.stringify(texts) as PageTextsJson));
  return json;
}

/** The texts read, by their JSON: a few (a language and set of namespaces each), read on every render. */
const readTexts = new Map<PageTextsJson, PageTexts>();
const READ_TEXTS_MAX = 32;

/** The texts of a page's `PageTextsJson`, parsed once and then shared read-only (as `pageTexts`' are). */
export function readPageTexts(json: PageTextsJson): PageTexts {
  let texts = readTexts.get(json);
  if (!texts) {
    if (readTexts.size >= READ_TEXTS_MAX) readTexts.clear();
    readTexts.set(json, (texts = JSON.parse(json) as PageTexts));
  }
  return texts;
}

/** The namespaces createI18n takes, from a page's texts in its language. */
export function namespacesOf(language: Language, texts: PageTexts): I18nNamespace[] {
  return Object.entries(texts).map(([namespace, own]) => ({ namespace, resources: { [language]: own } }));
}

const serverInstances = new Map<PageTextsJson, I18nInstance>();

/**
 * The i18next instance of a page's texts. In the browser a new one (once per language: root.tsx). On the
 * server one per texts (a few: `pageTextsJson` gives the same string for a language and set of
 * namespaces), shared by every render of them, and nothing on the server changes an instance's language (changeLanguage
 * runs in an effect) or its texts (an island adds its namespace's, the same for every render), so renders
 * only read it. Creating one per
 * request was ~1 % of an uncached render (issue 16).
 */
export function pageI18n(language: Language, texts: PageTextsJson): I18nInstance {
  if (typeof document !== 'undefined')
    return createI18n(language, namespacesOf(language, readPageTexts(texts)));
  let instance = serverInstances.get(texts);
  if (!instance || instance.language !== language)
    serverInstances.set(
      texts,
      (instance = createI18n(language, namespacesOf(language, readPageTexts(texts)))),
    );
  return instance;
}
