/**
 * Nothing breaks in the pseudo-locale: every story of every lib is rendered (its first state, without
 * its play function, whose assertions are in Spanish) in the toolbar's 'Pseudo' language, and must show
 * neither a raw translation key nor any text of a lib's namespace as written in es or en. A component
 * that writes one of its texts itself instead of asking i18next for it, or asks for a key that does not
 * exist, fails here.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import preview from '../../.storybook/preview';
import { storyNamespaces } from '../../.storybook/lib-registry';

setProjectAnnotations({ ...preview, initialGlobals: { ...preview.initialGlobals, locale: 'pseudo' } });

function findStoryFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry === 'dist') return [];
    if (statSync(path).isDirectory()) return findStoryFiles(path);
    return entry.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** Every leaf of a namespace's texts with its dotted key. */
function leaves(tree: unknown, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A source text as a whole-string matcher; its placeholders match anything. */
function sourceTextMatcher(text: string): RegExp | null {
  const parts = text.split(/\{\{[^}]*\}\}|<[^>]+>|\$t\([^)]*\)/);
  // A text that is mostly placeholders ('{{park}} en {{network}}') cannot be told from data.
  const letters = parts.join('').replace(/[^\p{L}]/gu, '').length;
  if (letters < (parts.length > 1 ? 4 : 2)) return null;
  return new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`, 'u');
}

const sourceTexts = storyNamespaces.flatMap(({ namespace, resources }) =>
  (['es', 'en'] as const).flatMap((language) =>
    leaves(resources[language]).flatMap(([key, text]) => {
      const matcher = sourceTextMatcher(text);
      return matcher ? [{ label: `${namespace}:${key} (${language}) “${text}”`, matcher }] : [];
    }),
  ),
);

// i18next shows a missing key as the key itself (plural suffixes dropped), sometimes with its namespace.
const rawKeys = new Set(
  storyNamespaces.flatMap(({ namespace, resources }) =>
    leaves(resources.en).flatMap(([key]) => {
      const base = key.replace(/_(zero|one|two|few|many|other)$/, '');
      return [base, `${namespace}:${base}`];
    }),
  ),
);

/**
 * Texts that the stories' data (cart lines, a sister park's description HTML, search results, the
 * related-links HTML and payment methods of SiteConfig) shares with a namespace, word for word. Data
 * comes from the API or the host as it is, in its own language, so it is not a text the lib failed to
 * translate.
 */
const DATA_TEXTS = new Set([
  'Photo pass', // an add-on's name in the fixture carts
  'Transportación', // an add-on's name in the fixture carts
  'Más información', // a link in a sister park's description sent by the cart API
  'Preguntas frecuentes', // popular pages of the story search service; the related links of SiteConfig
  'Tours en Cancún y Riviera Maya',
  'Actividades',
  'Entrada al parque',
  'Galería',
  'Tacto', // a result's title in the search fixtures (the senses page), also a sense of the sensory profiles
  'Visa', // card networks are proper names, written alike in every language
  'Mastercard',
  'American Express',
  'JCB',
  'Discover',
  'Diners Club',
  'Wallet', // a payment method's name in the footer story's own configuration
]);

/** What a visitor reads or hears: text nodes and the attributes that name, describe or hint. */
function shownTexts(root: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
    // A catalog's state labels are the story's own captions for designers, not the lib's texts.
    if (parent?.closest('[data-testid="catalog-state"] > h2')) continue;
    // Stand-ins for another lib's component in a slot (ui-header's story-slots) speak for that lib.
    if (parent?.closest('[data-stand-in]')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
    if (element.closest('[data-stand-in]')) continue;
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '' && !DATA_TEXTS.has(text));
}

/** The texts that are a lib's source text or a raw key: what the pseudo-locale should have replaced. */
export function untranslatedTexts(root: HTMLElement): string[] {
  return shownTexts(root).flatMap((text) => {
    if (rawKeys.has(text)) return [`raw key “${text}”`];
    return sourceTexts.filter(({ matcher }) => matcher.test(text)).map(({ label }) => label);
  });
}

const libsDir = join(__dirname, '../../libs');
const storyFiles = findStoryFiles(libsDir);

afterEach(() => cleanup());

it('knows the source texts of every namespace', () => {
  expect(sourceTexts.length).toBeGreaterThan(500);
});

describe('the finder of untranslated texts', () => {
  it('flags a text a component wrote itself, and a missing key', () => {
    document.body.innerHTML =
      '<main><button>Buy</button><a aria-label="cartSummary.cart" href="/">x</a><p>⟦Ɓúý⟧</p></main>';
    expect(untranslatedTexts(document.body)).toEqual([
      expect.stringContaining('“Buy”'),
      'raw key “cartSummary.cart”',
    ]);
    document.body.innerHTML = '';
  });
});

for (const file of storyFiles) {
  describe(relative(libsDir, file), () => {
    const module = require(file) as Record<string, unknown>;
    // The first state of each story: its play function asserts Spanish texts.
    const withoutPlay = Object.fromEntries(
      Object.entries(module).map(([name, story]) =>
        name === 'default' || typeof story !== 'object' || story === null
          ? [name, story]
          : [name, { ...story, play: undefined }],
      ),
    );
    const stories = composeStories(withoutPlay);
    // A story that fixes its own language ('…InEnglish') is not switched by the toolbar.
    const followsToolbar = Object.entries(stories).filter(
      ([name]) => !(module[name] as { globals?: Record<string, unknown> }).globals?.['locale'],
    );
    for (const [name, Story] of followsToolbar) {
      it(`${name} shows every text in the pseudo-locale`, async () => {
        await Story.run();
        // Let loaders and effects settle (in-memory APIs answer on the next ticks).
        await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
        expect(untranslatedTexts(document.body)).toEqual([]);
      });
    }
  });
}
