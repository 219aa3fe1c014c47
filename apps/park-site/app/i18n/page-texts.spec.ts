import { createI18n, type I18nNamespace } from '@parks/i18n';
import { siteNamespaces } from '../i18n-namespaces';
import { namespacesOf, pageTexts } from './page-texts';

const layout: I18nNamespace = {
  namespace: 'layout',
  resources: {
    es: { menu: { home: 'Inicio', tickets: 'Boletos' }, onlyEs: 'Solo en español' },
    en: { menu: { home: 'Home', tickets: 'Tickets' }, onlyEn: 'Only in English' },
    pt: { menu: { home: 'Início' } },
  },
};
const payments: I18nNamespace = {
  namespace: 'payments',
  resources: { es: { pay: 'Pagar' }, en: { pay: 'Pay' } },
};

describe('pageTexts', () => {
  it('gives one language, with the fallbacks (English, then Spanish) filled in key by key', () => {
    expect(pageTexts([layout], 'pt', ['layout'])).toEqual({
      layout: {
        menu: { home: 'Início', tickets: 'Tickets' },
        onlyEs: 'Solo en español',
        onlyEn: 'Only in English',
      },
    });
    expect(pageTexts([layout], 'es', ['layout'])).toEqual({
      layout: {
        menu: { home: 'Inicio', tickets: 'Boletos' },
        onlyEs: 'Solo en español',
        onlyEn: 'Only in English',
      },
    });
  });

  it('gives the namespaces named only, each in full', () => {
    expect(Object.keys(pageTexts([layout, payments], 'es', ['layout']))).toEqual(['layout']);
    expect(Object.keys(pageTexts([layout, payments], 'es', ['payments']))).toEqual(['payments']);
    expect(pageTexts([layout, payments], 'es', ['layout', 'payments']).payments).toEqual({ pay: 'Pagar' });
    expect(pageTexts([layout, payments], 'en', ['layout', 'payments']).payments).toEqual({ pay: 'Pay' });
  });

  it('translates every key of the site as the instance with every language did', () => {
    for (const language of ['es', 'en', 'pt'] as const) {
      const everything = createI18n(language, siteNamespaces);
      const one = createI18n(
        language,
        namespacesOf(
          language,
          pageTexts(
            siteNamespaces,
            language,
            siteNamespaces.map(({ namespace }) => namespace),
          ),
        ),
      );
      const filled = Object.entries(one.store.data).filter(([, texts]) => Object.keys(texts).length > 0);
      expect(filled.map(([lang]) => lang)).toEqual([language]);
      for (const { namespace, resources } of siteNamespaces)
        for (const key of Object.keys(flatten(Object.assign({}, ...Object.values(resources)))))
          expect(`${namespace}:${key} ${one.t(key, { ns: namespace })}`).toBe(
            `${namespace}:${key} ${everything.t(key, { ns: namespace })}`,
          );
    }
  });
});

function flatten(texts: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      Object.assign(flat, flatten(value as Record<string, unknown>, `${prefix}${key}.`));
    else flat[`${prefix}${key}`] = value;
  }
  return flat;
}
