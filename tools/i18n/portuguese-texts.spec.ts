/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Issue 18 §4: the Portuguese pages were mostly English copies. Every namespace has a pt file with every
// key the en and es files have, and a pt text equal to the English one is a text nobody translated,
// unless it is one of these: brand and network names, language endonyms, codes, and words that are
// spelled the same in both languages.
const SAME_IN_PORTUGUESE = new Set([
  // brands, card networks and wallets
  'PayPal',
  'Alipay',
  'Visa',
  'Mastercard',
  'American Express',
  'Cartes Bancaires',
  'Diners Club',
  'Discover',
  'JCB',
  // language names, each written in its own language (the language switch)
  'Español',
  'English',
  'Português',
  // words that are Portuguese as they are
  'Total',
  'Subtotal',
  'E-mail',
  'Euro',
  'Hotel',
  'OK',
  'Chat',
  'Explore',
]);

const root = join(__dirname, '../..');
const namespaceDirs = [
  ...readdirSync(join(root, 'libs')).map((lib) => join(root, 'libs', lib, 'src/i18n')),
  join(root, 'apps/park-site/app/i18n'),
].filter((dir) => existsSync(join(dir, 'en.json')));

type Texts = Record<string, string>;

function flatten(value: unknown, prefix = ''): Texts {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Texts>(
    (texts, [key, inner]) => ({ ...texts, ...flatten(inner, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

function read(dir: string, language: string): Texts | undefined {
  const file = join(dir, `${language}.json`);
  return existsSync(file) ? flatten(JSON.parse(readFileSync(file, 'utf8'))) : undefined;
}

/** Texts made only of interpolations and punctuation ("{{adults}}, {{children}}") have nothing to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, ''));
const placeholders = (text: string) => (text.match(/\{\{[^}]*\}\}/g) ?? []).sort();

describe('Portuguese texts (issue 18 §4)', () => {
  it('finds the namespaces', () => {
    expect(namespaceDirs.map((dir) => relative(root, dir))).toEqual(
      expect.arrayContaining(['libs/booking/src/i18n', 'libs/ui-header/src/i18n', 'apps/park-site/app/i18n']),
    );
  });

  describe.each(namespaceDirs.map((dir) => [relative(root, dir), dir]))('%s', (_name, dir) => {
    const en = read(dir, 'en') as Texts;
    const es = read(dir, 'es') ?? {};
    const pt = read(dir, 'pt');

    it('has a pt file with every key of the en and es files', () => {
      expect(pt).toBeDefined();
      const missing = [...new Set([...Object.keys(en), ...Object.keys(es)])].filter(
        (key) => !(key in (pt ?? {})),
      );
      expect(missing).toEqual([]);
    });

    it('translates every text: none is the English one, but for the allow-list', () => {
      const untranslated = Object.entries(pt ?? {})
        .filter(([key, text]) => text === en[key] && hasWords(text) && !SAME_IN_PORTUGUESE.has(text))
        .map(([key, text]) => `${key}: ${text}`);
      expect(untranslated).toEqual([]);
    });

    it('keeps the interpolations of the English text', () => {
      const changed = Object.entries(pt ?? {})
        .filter(([key, text]) => key in en && placeholders(text).join() !== placeholders(en[key]).join())
        .map(([key, text]) => `${key}: ${text}`);
      expect(changed).toEqual([]);
    });
  });
});
