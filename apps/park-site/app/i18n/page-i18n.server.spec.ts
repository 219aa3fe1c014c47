/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { createI18n, type I18nNamespace } from '@parks/i18n';
import { pageTexts } from './page-texts';
import { keepTranslations, serverPageI18n } from './page-i18n.server';

const layout: I18nNamespace = {
  namespace: 'layout',
  resources: { es: { hello: 'Hola' }, en: { hello: 'Hello' } },
};
const payments: I18nNamespace = {
  namespace: 'payments',
  resources: { es: { pay: 'Pagar' }, en: { pay: 'Pay' } },
};
const namespaces = [layout, payments];

describe('pageTexts and serverPageI18n on the server (once per language, not per request)', () => {
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
    const i18n = serverPageI18n('es', es);
    expect(serverPageI18n('es', es)).toBe(i18n);
    expect(i18n.t('hello', { ns: 'layout' })).toBe('Hola');
    expect(serverPageI18n('en', en).t('hello', { ns: 'layout' })).toBe('Hello');
    expect(serverPageI18n('en', en)).not.toBe(i18n);
  });
});

describe('keepTranslations', () => {
  const texts: I18nNamespace = {
    namespace: 'host',
    resources: {
      es: {
        hello: 'Hola',
        greet: 'Hola, {{name}}',
        items_one: 'un artículo',
        items_other: '{{count}} artículos',
        menu: { home: 'Inicio' },
      },
    },
  };

  it('answers plain look-ups as i18next does, through getFixedT and its prefix too', () => {
    const i18n = keepTranslations(createI18n('es', [texts]));
    const t = i18n.getFixedT('es', 'host');
    expect(t('hello')).toBe('Hola');
    expect(t('hello')).toBe('Hola');
    expect(i18n.getFixedT('es', 'host', 'menu')('home')).toBe('Inicio');
    expect(t('menu.home')).toBe('Inicio');
    expect(t('missing')).toBe('missing');
  });

  it('leaves every call with values, a count or a default to i18next', () => {
    const i18n = keepTranslations(createI18n('es', [texts]));
    const t = i18n.getFixedT('es', 'host');
    expect(t('greet', { name: 'Ana' })).toBe('Hola, Ana');
    expect(t('greet', { name: 'Luis' })).toBe('Hola, Luis');
    expect(t('items', { count: 1 })).toBe('un artículo');
    expect(t('items', { count: 3 })).toBe('3 artículos');
    expect(t('absent', { defaultValue: 'Por defecto' })).toBe('Por defecto');
    expect(t('absent', { defaultValue: 'Otro' })).toBe('Otro');
  });

  it('answers anew once a bundle is added (an island brings its namespace)', () => {
    const i18n = keepTranslations(createI18n('es', [texts]));
    const t = i18n.getFixedT('es', 'currency');
    expect(t('title')).toBe('title');
    i18n.addResourceBundle('es', 'currency', { title: 'Moneda' });
    expect(t('title')).toBe('Moneda');
    i18n.removeResourceBundle('es', 'currency');
    expect(t('title')).toBe('title');
  });
});
