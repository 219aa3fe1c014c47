/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { createI18n, I18nextProvider, useTranslation, type I18nNamespace, type Language } from '@parks/i18n';
import { renderToString } from 'react-dom/server';
import { namespacesOf, pageTexts } from './page-texts';
import { withTexts } from './with-texts';

const layout: I18nNamespace = {
  namespace: 'layout',
  resources: { es: { home: 'Inicio' }, en: { home: 'Home' } },
};
const menu: I18nNamespace = {
  namespace: 'menu',
  resources: {
    es: { open: 'Abrir', only: 'Solo en español' },
    en: { open: 'Open' },
    pt: { open: 'Abrir (pt)' },
  },
};

function Menu({ suffix }: { suffix: string }) {
  const { t } = useTranslation('menu');
  return <button type="button">{`${t('open')} ${t('only')}${suffix}`}</button>;
}
const MenuWithTexts = withTexts(Menu, [menu]);

/** A page's instance: the layout's texts only, as its loader data carries them. */
const pageInstance = (language: Language) =>
  createI18n(language, namespacesOf(language, pageTexts([layout, menu], language, ['layout'])));

describe('withTexts: a widget loaded on its own brings the namespaces the page did not', () => {
  it('renders its texts in the page language, with the fallbacks, where the page has no such namespace', () => {
    for (const [language, expected] of [
      ['es', 'Abrir Solo en español!'],
      ['en', 'Open Solo en español!'],
      ['pt', 'Abrir (pt) Solo en español!'],
    ] as const) {
      const i18n = pageInstance(language);
      expect(i18n.hasResourceBundle(language, 'menu')).toBe(false);
      const html = renderToString(
        <I18nextProvider i18n={i18n}>
          <MenuWithTexts suffix="!" />
        </I18nextProvider>,
      );
      expect(html).toBe(`<button type="button">${expected}</button>`);
      expect(i18n.hasResourceBundle(language, 'menu')).toBe(true);
    }
  });

  it('leaves a namespace the instance has alone', () => {
    const i18n = createI18n('en', [
      { namespace: 'menu', resources: { en: { open: 'Already here', only: 'too' } } },
    ]);
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MenuWithTexts suffix="" />
      </I18nextProvider>,
    );
    expect(html).toBe('<button type="button">Already here too</button>');
  });
});
