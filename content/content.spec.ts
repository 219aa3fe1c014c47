/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Checks the park's content files against libs/contracts/src/content.types.ts and the content rules
 * of ARCHITECTURE.md: every page in both languages, front matter within SEO limits, collections that
 * exist, the same item ids in es and en, images that exist with alt text, clean SVGs and only
 * fictional (555) phone numbers.
 */

const CONTENT = __dirname;
const LANGUAGES = ['es', 'en'] as const;
/** Page files also exist in Portuguese, for the pt checkout routes only (SPEC §2). */
const PAGE_LANGUAGES = [...LANGUAGES, 'pt'] as const;
type Language = (typeof PAGE_LANGUAGES)[number];

const SISTER_PARKS = ['aventura', 'selva', 'arrecife', 'cenotes', 'isla', 'volcan'];

/** Pages that exist in Spanish and English. */
const BOTH_LANGUAGES = [
  'home',
  'about',
  'attractions',
  'senses',
  'sensory-guide',
  'location',
  'facilities',
  'awards',
  'photo-pass',
  'admission',
  'tulum-tour',
  'promotions',
  'build-package',
  'packages',
  ...SISTER_PARKS.map((park) => `combo-${park}`),
  'hotels',
  'gallery',
  'faqs',
  'privacy',
  'terms',
  'sitemap',
  'tours',
  'subscription-error',
  'search',
  'cart',
  'payment-details',
  'payment-details-coupon',
  'thank-you',
  'auth',
  'my-booking',
  'not-found',
  'server-error',
];

/**
 * The pages whose routes exist in Portuguese too: payment details, with coupon, thank-you (SPEC §2), and
 * the booking page that follows a purchase (issue 20).
 */
const PORTUGUESE = ['payment-details', 'payment-details-coupon', 'thank-you', 'my-booking'];

/** The resident and senior discount pages exist only in Spanish (SPEC §2). */
const SPANISH_ONLY = ['state-resident', 'national-resident', 'senior'];

const CATEGORIES = ['park', 'attractions', 'tickets', 'services', 'hotels', 'tours', 'help', 'legal'];

interface Image {
  src: string;
  alt: string;
  width: number;
  height: number;
}

interface Page {
  id: string;
  language: Language;
  data: Record<string, unknown>;
  body: string;
}

function read(...path: string[]): string {
  return readFileSync(join(CONTENT, ...path), 'utf8');
}

function pageIds(language: Language): string[] {
  return readdirSync(join(CONTENT, 'pages', language))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.replace(/\.md$/, ''))
    .sort();
}

function loadPage(language: Language, id: string): Page {
  const parsed = matter(read('pages', language, `${id}.md`));
  return { id, language, data: parsed.data, body: parsed.content };
}

const pages: Page[] = PAGE_LANGUAGES.flatMap((language) =>
  pageIds(language).map((id) => loadPage(language, id)),
);

function collectionNames(language: Language): string[] {
  return readdirSync(join(CONTENT, 'collections'))
    .filter((name) => name.endsWith(`.${language}.json`))
    .map((name) => name.replace(`.${language}.json`, ''))
    .sort();
}

function loadCollection(name: string, language: Language): Record<string, unknown>[] {
  return JSON.parse(read('collections', `${name}.${language}.json`)) as Record<string, unknown>[];
}

/** Every image a page or collection item refers to, with where it was found. */
function referencedImages(): { where: string; language: Language; image: Image }[] {
  const found: { where: string; language: Language; image: Image }[] = [];
  for (const page of pages) {
    found.push({
      where: `pages/${page.language}/${page.id}.md`,
      language: page.language,
      image: page.data['hero'] as Image,
    });
  }
  for (const language of LANGUAGES) {
    for (const name of collectionNames(language)) {
      for (const item of loadCollection(name, language)) {
        if (item['image']) {
          found.push({
            where: `collections/${name}.${language}.json#${item['id']}`,
            language,
            image: item['image'] as Image,
          });
        }
      }
    }
  }
  return found;
}

const svgFiles = readdirSync(join(CONTENT, 'images')).filter((name) => name.endsWith('.svg'));

function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  return {
    width: Number(/\swidth="(\d+)"/.exec(root)?.[1]),
    height: Number(/\sheight="(\d+)"/.exec(root)?.[1]),
  };
}

describe('content pages', () => {
  it('has every page in Spanish and English, and the discount pages only in Spanish', () => {
    expect(pageIds('es')).toEqual([...BOTH_LANGUAGES, ...SPANISH_ONLY].sort());
    expect(pageIds('en')).toEqual([...BOTH_LANGUAGES].sort());
  });

  it('has the checkout pages, and only those, in Portuguese', () => {
    expect(pageIds('pt')).toEqual([...PORTUGUESE].sort());
  });

  it.each(pages.map((page) => [`${page.language}/${page.id}`, page] as const))(
    '%s has complete front matter within the SEO limits',
    (_name, page) => {
      const { data } = page;
      for (const field of ['title', 'description', 'heading', 'lead', 'navLabel', 'category']) {
        expect(typeof data[field]).toBe('string');
        expect((data[field] as string).trim()).not.toBe('');
      }
      expect((data['title'] as string).length).toBeLessThanOrEqual(60);
      expect((data['description'] as string).length).toBeLessThanOrEqual(160);
      expect(CATEGORIES).toContain(data['category']);
      const hero = data['hero'] as Image;
      expect(hero).toEqual(
        expect.objectContaining({
          src: expect.any(String),
          alt: expect.any(String),
          width: expect.any(Number),
          height: expect.any(Number),
        }),
      );
      expect(page.body.trim()).not.toBe('');
      // Markdown only: no raw HTML in the body.
      expect(page.body).not.toMatch(/<\/?[a-z][a-z0-9-]*(\s[^>]*)?>/i);
    },
  );

  it('lists only collections that exist in the page language', () => {
    for (const page of pages) {
      const collections = (page.data['collections'] as string[] | undefined) ?? [];
      for (const name of collections) {
        expect(existsSync(join(CONTENT, 'collections', `${name}.${page.language}.json`))).toBe(true);
      }
    }
  });

  it('uses the same front matter keys and collections in both languages', () => {
    for (const id of BOTH_LANGUAGES) {
      const es = loadPage('es', id);
      const en = loadPage('en', id);
      expect(Object.keys(en.data).sort()).toEqual(Object.keys(es.data).sort());
      expect(en.data['collections']).toEqual(es.data['collections']);
      expect(en.data['category']).toBe(es.data['category']);
      expect((en.data['hero'] as Image).src).toBe((es.data['hero'] as Image).src);
    }
  });
});

describe('collections', () => {
  it('exist in both languages with the same names', () => {
    expect(collectionNames('en')).toEqual(collectionNames('es'));
  });

  it.each(collectionNames('es'))('%s has the same item ids in es and en, all unique and complete', (name) => {
    const es = loadCollection(name, 'es');
    const en = loadCollection(name, 'en');
    const ids = es.map((item) => item['id']);
    expect(en.map((item) => item['id'])).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const required = name === 'faqs' ? ['id', 'question', 'answer', 'topic'] : ['id', 'title', 'text'];
    for (const item of [...es, ...en]) {
      for (const field of required) {
        expect(typeof item[field]).toBe('string');
        expect((item[field] as string).trim()).not.toBe('');
      }
      for (const fact of (item['facts'] as { label: string; value: string }[] | undefined) ?? []) {
        expect(fact.label.trim()).not.toBe('');
        expect(fact.value.trim()).not.toBe('');
      }
    }
  });

  it('have the minimum number of items', () => {
    const minimum: Record<string, number> = {
      attractions: 10,
      senses: 5,
      facilities: 8,
      awards: 5,
      gallery: 8,
      hotels: 4,
      tours: 6,
      highlights: 4,
      packages: 4,
      faqs: 16,
    };
    for (const [name, count] of Object.entries(minimum)) {
      for (const language of LANGUAGES) {
        expect(loadCollection(name, language).length).toBeGreaterThanOrEqual(count);
      }
    }
  });

  it('give every gallery item an image', () => {
    for (const language of LANGUAGES) {
      for (const item of loadCollection('gallery', language)) expect(item['image']).toBeDefined();
    }
  });
});

/** SENSORY_DIMENSIONS and SENSORY_LEVELS of libs/contracts/src/content.types.ts, restated: content/ imports no lib. */
const SENSORY_DIMENSIONS = [
  'noise',
  'light',
  'darkness',
  'water',
  'heights',
  'motion',
  'crowding',
  'smell',
  'touch',
];
const SENSORY_LEVELS = ['none', 'low', 'medium', 'high'];

interface Profile {
  duration: string;
  leavePartWay: boolean;
  leaveNote: string;
  flashing: boolean;
  levels: Record<string, { level: string; note: string }>;
}

describe('sensory profiles (issue 21 §1)', () => {
  const rated = ['attractions', 'tours'].flatMap((name) =>
    loadCollection(name, 'es').map((item, index) => ({
      where: `${name}#${String(item['id'])}`,
      es: item['sensory'] as Profile | undefined,
      en: loadCollection(name, 'en')[index]?.['sensory'] as Profile | undefined,
    })),
  );

  it('rates the 12 attractions and every tour', () => {
    expect(rated.filter((entry) => entry.where.startsWith('attractions#'))).toHaveLength(12);
  });

  it.each(rated.map((entry) => [entry.where, entry] as const))(
    '%s has every sense with a level and a note, a duration and whether it can be left, in es and en alike',
    (_where, { es, en }) => {
      for (const profile of [es, en]) {
        expect(profile).toBeDefined();
        if (!profile) continue;
        expect(Object.keys(profile.levels).sort()).toEqual([...SENSORY_DIMENSIONS].sort());
        for (const dimension of SENSORY_DIMENSIONS) {
          expect(SENSORY_LEVELS).toContain(profile.levels[dimension]?.level);
          expect(profile.levels[dimension]?.note.trim()).not.toBe('');
        }
        expect(profile.duration.trim()).not.toBe('');
        expect(profile.leaveNote.trim()).not.toBe('');
        expect(typeof profile.leavePartWay).toBe('boolean');
        expect(typeof profile.flashing).toBe('boolean');
      }
      const levels = (profile?: Profile) =>
        SENSORY_DIMENSIONS.map((dimension) => profile?.levels[dimension]?.level);
      expect(levels(en)).toEqual(levels(es));
      expect(en?.leavePartWay).toBe(es?.leavePartWay);
      expect(en?.flashing).toBe(es?.flashing);
    },
  );

  it('marks flashing light only where the light is rated high', () => {
    for (const { where, es } of rated) {
      if (es?.flashing) expect({ where, light: es.levels['light']?.level }).toEqual({ where, light: 'high' });
    }
  });
});

describe('images', () => {
  it.each(referencedImages().map((ref) => [ref.where, ref] as const))(
    '%s refers to an existing SVG with alt text and its real size',
    (_where, { image }) => {
      expect(svgFiles).toContain(image.src);
      expect(image.alt.trim()).not.toBe('');
      expect(svgSize(read('images', image.src))).toEqual({ width: image.width, height: image.height });
    },
  );

  it('describes the same illustration with the same alt text everywhere in a language', () => {
    const alts = new Map<string, string>();
    for (const { language, image } of referencedImages()) {
      const key = `${language}:${image.src}`;
      expect(alts.get(key) ?? image.alt).toBe(image.alt);
      alts.set(key, image.alt);
    }
  });

  it.each(svgFiles)('%s is a self-contained SVG with a viewBox, no text and under 6 KB', (file) => {
    const svg = read('images', file);
    expect(svg).toMatch(/<svg\b[^>]*\sviewBox="0 0 \d+ \d+"/);
    const { width, height } = svgSize(svg);
    expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
    expect(svg).not.toMatch(/<image\b/i);
    expect(svg).not.toMatch(/href="https?:/i);
    expect(svg).not.toMatch(/url\(\s*['"]?https?:/i);
    expect(svg).not.toMatch(/<text\b/i);
    expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
  });

  it('has the default Open Graph image at 1200x630', () => {
    expect(svgSize(read('images', 'og-default.svg'))).toEqual({ width: 1200, height: 630 });
  });
});

describe('park facts and phone numbers', () => {
  it('park.json has the fixed facts', () => {
    const park = JSON.parse(read('park.json'));
    expect(park.slug).toBe('sensoria');
    expect(park.openingHours).toEqual([
      {
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:30',
        closes: '19:00',
      },
    ]);
    expect(park.phones.length).toBeGreaterThanOrEqual(3);
    expect(park.callCenterHours.es).not.toBe('');
    expect(park.callCenterHours.en).not.toBe('');
    expect(park.email).toMatch(/@[a-z0-9.-]+\.example$/);
    expect(park.priceFromUSD).toBe(89);
  });

  it('uses only fictional 555 phone numbers in pages, collections and park facts', () => {
    const files = [
      'park.json',
      ...LANGUAGES.flatMap((language) => pageIds(language).map((id) => join('pages', language, `${id}.md`))),
      ...readdirSync(join(CONTENT, 'collections')).map((name) => join('collections', name)),
    ];
    // Anything that looks like a phone number: 8 or more digits, optionally with +, spaces, dots, dashes or brackets.
    const candidate = /\+?\(?\d[\d\s().-]{6,}\d/g;
    for (const file of files) {
      for (const match of read(file).match(candidate) ?? []) {
        const digits = match.replace(/\D/g, '');
        if (digits.length < 8) continue;
        expect({ file, number: match, fictional: digits.includes('555') }).toEqual({
          file,
          number: match,
          fictional: true,
        });
      }
    }
  });
});

/**
 * The sums the spec fixes in a currency, written `{{fixed <amount> <CURRENCY>}}`: the only amounts a
 * content file may hold with a currency mark (SPEC §9 'Snorkel gear deposit: 10 USD').
 */
const FIXED_SUMS = ['{{fixed 10 USD}}'];

/**
 * An amount written with a currency mark: a symbol (US$, MXN$, $, €, £, ¥, ₩, ₽, S/, ₡) or an ISO code
 * before or after a number, e.g. "US$ 89", "66.75 USD", "€9", "1.399,53 MXN".
 */
const CURRENCY_CODES =
  'USD|MXN|EUR|GBP|CAD|COP|CLP|UYU|RUB|CNY|KRW|GTQ|PEN|CRC|AUD|JPY|ARS|dólares|dolares|pesos|dollars|euros';
const LITERAL_AMOUNT = new RegExp(
  `(?:[A-Z]{0,3}\\$|€|£|¥|₩|₽|S/|₡)\\s?\\d|\\d(?:[.,]\\d+)?\\s?(?:€|£|¥|₩|₽|₡)|\\b(?:${CURRENCY_CODES})\\s?\\d|\\d\\s?(?:${CURRENCY_CODES})\\b`,
  'u',
);

describe('prices in content (issue 18 §1)', () => {
  const files = [
    'park.json',
    ...PAGE_LANGUAGES.flatMap((language) =>
      pageIds(language).map((id) => join('pages', language, `${id}.md`)),
    ),
    ...readdirSync(join(CONTENT, 'collections')).map((name) => join('collections', name)),
  ];

  it.each(files)('%s holds no literal amount with a currency mark, only price references', (file) => {
    const text = FIXED_SUMS.reduce((rest, sum) => rest.split(sum).join(''), read(file));
    const literals = text
      .split('\n')
      .filter((line) => LITERAL_AMOUNT.test(line) || /\{\{\s*fixed\b/.test(line));
    expect(literals).toEqual([]);
  });

  it('recognises the literal prices the pages used to hold, and not the references', () => {
    for (const literal of [
      'desde US$ 89',
      'from US$ 66.75',
      'a 10 USD deposit',
      '€9.20',
      '1.550 ¥',
      'MXN$1,399.53',
    ])
      expect(LITERAL_AMOUNT.test(literal)).toBe(true);
    for (const reference of ['desde {{price adult admission}}', 'de 5 a 11 años', 'las 17 monedas', '25 %'])
      expect(LITERAL_AMOUNT.test(reference)).toBe(false);
  });
});
