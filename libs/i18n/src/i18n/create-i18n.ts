import i18next, { type i18n as I18nInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../core/languages';

/** A lib's own i18next namespace: its name and its texts per language. */
export interface I18nNamespace {
  namespace: string;
  resources: Partial<Record<Language, Record<string, unknown>>>;
}

/**
 * A new i18next instance for one request (server) or one page (browser): never a shared global,
 * so concurrent server renders in different languages cannot leak into each other.
 * Initialisation is synchronous because every resource is bundled.
 */
export function createI18n(language: Language, namespaces: readonly I18nNamespace[]): I18nInstance {
  const resources: Resource = {};
  for (const lang of LANGUAGES) {
    resources[lang] = {};
    for (const { namespace, resources: texts } of namespaces) {
      const own = texts[lang];
      if (own) resources[lang][namespace] = own;
    }
  }
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: [FALLBACK_LANGUAGE, 'es'],
    ns: namespaces.map((entry) => entry.namespace),
    defaultNS: namespaces[0]?.namespace,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
