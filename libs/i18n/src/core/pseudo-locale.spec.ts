import { describe, expect, it } from '@jest/globals';
import {
  PSEUDO_EXPANSION,
  isPseudoLocalized,
  pseudoLocalize,
  pseudoLocalizeResources,
} from './pseudo-locale';

/** The letters a reader sees, without brackets, placeholders, tags or spaces. */
const visibleLetters = (text: string) =>
  text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]+>|&#?[A-Za-z0-9]+;/g, '').replace(/[⟦⟧\s]/g, '').length;

describe('pseudoLocalize', () => {
  it('accents every letter and wraps the text in ⟦ ⟧', () => {
    const pseudo = pseudoLocalize('Buy');
    expect(pseudo.startsWith('⟦Ɓúý')).toBe(true);
    expect(pseudo.endsWith('⟧')).toBe(true);
    expect(pseudo).not.toMatch(/[A-Za-z]/);
  });

  it.each(['Buy', 'Your products', 'Results couldn’t be retrieved', 'What are you looking for?'])(
    'makes “%s” at least 40 %% longer',
    (text) => {
      expect(visibleLetters(pseudoLocalize(text))).toBeGreaterThanOrEqual(
        visibleLetters(text) * (1 + PSEUDO_EXPANSION),
      );
    },
  );

  it('keeps interpolation placeholders, nesting and formats intact', () => {
    const pseudo = pseudoLocalize('Search more for {{word}}: {{total, number}} $t(common.results)');
    expect(pseudo).toContain('{{word}}');
    expect(pseudo).toContain('{{total, number}}');
    expect(pseudo).toContain('$t(common.results)');
    expect(pseudo).toContain('Šéáŕçĥ');
  });

  it('keeps HTML and <Trans> tags and entities intact', () => {
    const pseudo = pseudoLocalize('Read the <1>privacy notice</1> or <a href="/faq">FAQs</a>&nbsp;now<br/>');
    expect(pseudo).toContain('<1>þŕíṽáçý ñóţíçé</1>');
    expect(pseudo).toContain('<a href="/faq">ƑÁǪš</a>');
    expect(pseudo).toContain('&nbsp;');
    expect(pseudo).toContain('<br/>');
  });

  it('pads with words, so a long text can still wrap', () => {
    expect(pseudoLocalize('Price breakdown of the whole visit')).toMatch(/ [^ ]+ [^ ]+⟧$/);
  });

  it('leaves an empty text empty (i18next treats it as “no text”)', () => {
    expect(pseudoLocalize('')).toBe('');
  });

  it('is recognisable', () => {
    expect(isPseudoLocalized(pseudoLocalize('Cart'))).toBe(true);
    expect(isPseudoLocalized('Cart')).toBe(false);
  });
});

describe('pseudoLocalizeResources', () => {
  it('rewrites every string of a nested namespace and keeps its keys', () => {
    const resources = {
      cartSummary: { buy: 'Buy', adults_one: '{{count}} Adult', adults_other: '{{count}} Adults' },
      list: ['One', 'Two'],
      limit: 3,
    };
    const pseudo = pseudoLocalizeResources(resources);
    expect(Object.keys(pseudo.cartSummary)).toEqual(['buy', 'adults_one', 'adults_other']);
    expect(pseudo.cartSummary.adults_other).toMatch(/^⟦\{\{count\}\} Áđúļţš .+⟧$/);
    expect(pseudo.list.every(isPseudoLocalized)).toBe(true);
    expect(pseudo.limit).toBe(3);
  });
});
