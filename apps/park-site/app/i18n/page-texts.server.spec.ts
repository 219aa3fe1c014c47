/**
 * @jest-environment node
 */
import type { I18nNamespace } from '@parks/i18n';
import { pageI18n, pageTexts, pageTextsJson, readPageTexts } from './page-texts';

const layout: I18nNamespace = {
  namespace: 'layout',
  resources: { es: { hello: 'Hola' }, en: { hello: 'Hello' } },
};
const payments: I18nNamespace = {
  namespace: 'payments',
  resources: { es: { pay: 'Pagar' }, en: { pay: 'Pay' } },
};
const namespaces = [layout, payments];

describe('pageTexts and pageI18n on the server (once per language, not per request)', () => {
  it('gives the same texts object to every page of a language and set of namespaces', () => {
    const home = pageTexts(namespaces, 'es', ['layout']);
    expect(pageTexts(namespaces, 'es', ['layout'])).toBe(home);
    const payment = pageTexts(namespaces, 'es', ['layout', 'payments']);
    expect(payment).not.toBe(home);
    expect(pageTexts(namespaces, 'es', ['payments', 'layout'])).toBe(payment);
    expect(pageTexts(namespaces, 'en', ['layout'])).not.toBe(home);
    expect(pageTexts(namespaces, 'en', ['layout']).layout).toEqual({ hello: 'Hello' });
  });

  it('gives the texts as one JSON string, the same for every page of a language and set of namespaces', () => {
    const home = pageTextsJson(namespaces, 'es', ['layout']);
    expect(typeof home).toBe('string');
    expect(pageTextsJson(namespaces, 'es', ['layout'])).toBe(home);
    expect(JSON.parse(home)).toEqual({ layout: { hello: 'Hola' } });
    expect(JSON.parse(pageTextsJson(namespaces, 'en', ['payments', 'layout']))).toEqual(
      pageTexts(namespaces, 'en', ['layout', 'payments']),
    );
    expect(readPageTexts(home)).toEqual({ layout: { hello: 'Hola' } });
    expect(readPageTexts(home)).toBe(readPageTexts(pageTextsJson(namespaces, 'es', ['layout'])));
  });

  it('shares one i18next instance per texts, in its language', () => {
    const es = pageTextsJson(namespaces, 'es', ['layout']);
    const en = pageTextsJson(namespaces, 'en', ['layout']);
    const i18n = pageI18n('es', es);
    expect(pageI18n('es', es)).toBe(i18n);
    expect(i18n.t('hello', { ns: 'layout' })).toBe('Hola');
    expect(pageI18n('en', en).t('hello', { ns: 'layout' })).toBe('Hello');
    expect(pageI18n('en', en)).not.toBe(i18n);
  });
});
