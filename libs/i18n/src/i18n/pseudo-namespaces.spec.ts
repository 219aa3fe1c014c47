import { describe, expect, it } from '@jest/globals';
import { createI18n } from './create-i18n';
import { pseudoNamespaces } from './pseudo-namespaces';

const cart = {
  namespace: 'cart',
  resources: {
    es: { summary: { adults_one: '{{count}} Adulto', adults_other: '{{count}} Adultos' } },
    en: { summary: { adults_one: '{{count}} Adult', adults_other: '{{count}} Adults' } },
  },
};

describe('pseudoNamespaces', () => {
  it('replaces the English texts, so an i18next instance in en speaks the pseudo-locale', () => {
    const i18n = createI18n('en', pseudoNamespaces([cart]));
    const text = i18n.t('summary.adults', { ns: 'cart', count: 3 });
    expect(text).toMatch(/^⟦3 Áđúļţš .+⟧$/);
  });

  it('leaves the other languages and the original namespaces untouched', () => {
    const [pseudo] = pseudoNamespaces([cart]);
    expect(pseudo?.resources.es).toBe(cart.resources.es);
    expect(cart.resources.en.summary.adults_one).toBe('{{count}} Adult');
  });
});
