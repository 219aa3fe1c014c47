import { createI18n, type Language } from '@parks/i18n';
import { namespacesOf, type PageTexts } from './page-texts';

type I18nInstance = ReturnType<typeof createI18n>;

const instances = new WeakMap<PageTexts, I18nInstance>();

/**
 * The server's i18next instance of a page's texts: one per texts object, shared by every render of it
 * (`pageTexts` gives the same object for a language and set of namespaces; creating one per request was
 * ≈ 1 % of an uncached render, issue 16). Nothing on the server changes an instance's language
 * (changeLanguage runs in an effect) or its texts (an island adds its namespace's, the same for every
 * render), so renders only read it; its plain look-ups are kept (`keepTranslations`).
 */
export function serverPageI18n(language: Language, texts: PageTexts): I18nInstance {
  let instance = instances.get(texts);
  if (!instance || instance.language !== language)
    instances.set(texts, (instance = keepTranslations(createI18n(language, namespacesOf(language, texts)))));
  return instance;
}

/** What `getFixedT`'s function adds to a call's options; a call with nothing else is a plain look-up. */
const FIXED_T_OPTIONS = new Set(['lng', 'lngs', 'ns', 'keyPrefix']);

function isPlainLookUp(key: unknown, options: unknown): key is string {
  if (typeof key !== 'string') return false;
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null) return false;
  for (const name in options) if (!FIXED_T_OPTIONS.has(name)) return false;
  return true;
}

/**
 * The instance with the result of each plain look-up (a string key, no count, context, values, default or
 * other option: what `useTranslation`'s `t('key')` asks) kept per language, namespace, prefix and key:
 * i18next resolves every call anew (key parsing, the fallback languages, nesting, interpolation), 7.6 %
 * of an uncached home page render for the ≈ 200 texts its layout shows (issue 16's server budget). The
 * result of such a call depends only on the resources, so the kept results are dropped whenever a bundle
 * is added or removed (an island's namespace). Calls with any other option go to i18next as before.
 */
export function keepTranslations(instance: I18nInstance): I18nInstance {
  // i18next's `TFunction` is overloaded on its keys' types: the wrapper forwards every call unchanged, so
  // it is typed as a plain function of its arguments.
  type Translate = (...args: unknown[]) => unknown;
  const translate = instance.t.bind(instance) as unknown as Translate;
  const kept = new Map<string, unknown>();
  const forget = () => kept.clear();
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const t: Translate = (key, options, ...rest) => {
    if (rest.length || !isPlainLookUp(key, options)) return translate(key, options, ...rest);
    const o = options as { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown } | undefined;
    const id = `${String(o?.lng)}\0${String(o?.lngs)}\0${String(o?.ns)}\0${String(o?.keyPrefix)}\0${key}`;
    if (kept.has(id)) return kept.get(id);
    const result = translate(key, options);
    kept.set(id, result);
    return result;
  };
  instance.t = t as unknown as I18nInstance['t'];
  return instance;
}
