/**
 * @jest-environment node
 */
import type { I18nNamespace } from '@parks/i18n';
import { pageI18n, pageTexts } from './page-texts';

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

  it('shares one i18next instance per texts object, in its language', () => {
    const es = pageTexts(namespaces, 'es', ['layout']);
    const en = pageTexts(namespaces, 'en', ['layout']);
    const i18n = pageI18n('es', es);
    expect(pageI18n('es', es)).toBe(i18n);
    expect(i18n.t('hello', { ns: 'layout' })).toBe('Hola');
    expect(pageI18n('en', en).t('hello', { ns: 'layout' })).toBe('Hello');
    expect(pageI18n('en', en)).not.toBe(i18n);
  });
});
