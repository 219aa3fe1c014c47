/** @jest-environment node */
import { describe, expect, it } from '@jest/globals';
import type { CurrencyCode } from '@parks/contracts';
import { AMP_BOILERPLATE, ampRuleViolations } from './amp-rules';
import { loadAmpDocument } from './amp-page.server';

/** Asked prices and conversions, answered like park-api's price calendar in MXN (18.5 per USD). */
const asked: string[] = [];
const site = {
  origin: 'https://parque.example',
  config: { parkSlug: 'sensoria', parkName: 'Parque Sensoria' },
  pricing: {
    admissionProductId: 100,
    getPriceFrom: async (productId: number, currency: CurrencyCode) => {
      asked.push(`${productId} ${currency}`);
      return { currency, adult: 1399.53, child: 1049.69 };
    },
    convertFromUsd: async (amount: number, currency: CurrencyCode) => {
      asked.push(`${amount} USD ${currency}`);
      return amount * 18.5;
    },
  },
};

const load = async (path: string) => (await loadAmpDocument(path, site))?.html;

describe('the AMP pages (SPEC §2 AMP variants)', () => {
  it.each([
    ['/es/amp/', '/es/'],
    ['/es/amp/galeria/', '/es/galeria/'],
    ['/es/amp/promociones-sensoria/', '/es/promociones-sensoria/'],
    ['/es/amp/acerca-de-sensoria/', '/es/acerca-de-sensoria/'],
  ])(
    '%s is valid AMP, links its canonical page %s and has the mobile navigation',
    async (path, canonical) => {
      const html = await load(path);
      expect(html).toBeDefined();
      expect(ampRuleViolations(html ?? '')).toEqual([]);
      expect(html).toContain(`<link rel="canonical" href="https://parque.example${canonical}">`);
      expect(html).toMatch(
        /<nav aria-label="Navegación del sitio">[\s\S]*href="\/es\/amp\/acerca-de-sensoria\/"/,
      );
      expect(html).toContain(`<a href="${path}" aria-current="page">`);
    },
  );

  it('renders the same content file as the canonical page', async () => {
    const html = (await load('/es/amp/galeria/')) ?? '';
    expect(html).toContain('<h1>Galería</h1>');
    expect(html).toContain('<h2>Sensoria en imágenes</h2>');
    // The gallery collection's illustrations, as amp-img with their size and alt text.
    expect(html).toMatch(
      /<amp-img class="card-image" src="\/content-images\/[^"]+" srcset="[^"]+" sizes="[^"]+" width="\d+" height="\d+" layout="responsive" alt="[^"]+">/,
    );
  });

  it('writes the prices of the text in MXN, the currency of a Spanish page without cookies (issue 18 §1)', async () => {
    asked.length = 0;
    const html = (await load('/es/amp/')) ?? '';
    expect(html).toContain('adultos (12 años o más) desde MXN$1,399.53');
    expect(html).not.toMatch(/\{\{|US\$/);
    expect(asked).toEqual(['100 MXN']);
  });

  it('answers nothing for a page without an AMP variant', async () => {
    expect(await loadAmpDocument('/es/amp/preguntas-frecuentes/', site)).toBeUndefined();
  });
});

describe('ampRuleViolations', () => {
  const valid = [
    '<!doctype html><html ⚡ lang="es"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width"><script async src="https://cdn.ampproject.org/v0.js"></script>',
    '<link rel="canonical" href="https://parque.example/es/"><style amp-custom>a{color:red}</style>',
    `${AMP_BOILERPLATE}</head><body><amp-img src="/a.svg" width="4" height="3" layout="responsive" alt="A"></amp-img></body></html>`,
  ].join('');

  it('passes a minimal valid document', () => {
    expect(ampRuleViolations(valid)).toEqual([]);
  });

  it.each([
    ['no ⚡', valid.replace('<html ⚡', '<html'), '⚡'],
    ['no runtime', valid.replace(/<script async[^>]+><\/script>/, ''), 'runtime'],
    ['no canonical', valid.replace(/<link rel="canonical"[^>]+>/, ''), 'canonical'],
    ['a changed boilerplate', valid.replace('8s steps', '1s steps'), 'boilerplate'],
    ['author JavaScript', valid.replace('</body>', '<script>alert(1)</script></body>'), 'script not allowed'],
    [
      'an external script',
      valid.replace('</body>', '<script src="/app.js"></script></body>'),
      'script not allowed',
    ],
    ['an <img>', valid.replace('</body>', '<img src="/a.png" alt=""></body>'), '<img>'],
    ['a form without amp-form', valid.replace('</body>', '<form action="/x"></form></body>'), 'amp-form'],
    ['an inline style', valid.replace('<body>', '<body><p style="color:red">x</p>'), 'inline style'],
    ['!important', valid.replace('color:red', 'color:red !important'), '!important'],
    ['a second stylesheet', valid.replace('</head>', '<style>p{}</style></head>'), 'styles other than'],
    [
      'an oversized amp-custom',
      valid.replace('a{color:red}', `a{color:red}${'p{}'.repeat(25_001)}`),
      'over 75000',
    ],
    ['an amp-img without size', valid.replace(' width="4" height="3"', ''), 'width and a height'],
    ['an amp-img without layout', valid.replace(' layout="responsive"', ''), 'layout'],
    [
      'an extension without its script',
      valid.replace('</body>', '<amp-sidebar id="s" layout="nodisplay"></amp-sidebar></body>'),
      'extension',
    ],
    ['an event handler', valid.replace('<body>', '<body><a href="/" onclick="x()">x</a>'), 'event handler'],
  ])('reports %s', (_case, html, problem) => {
    expect(ampRuleViolations(html).join('\n')).toContain(problem);
  });

  it('accepts an extension with its script, and JSON-LD', () => {
    const html = valid
      .replace(
        '</head>',
        '<script async custom-element="amp-sidebar" src="https://cdn.ampproject.org/v0/amp-sidebar-0.1.js"></script><script type="application/ld+json">{}</script></head>',
      )
      .replace('</body>', '<amp-sidebar id="s" layout="nodisplay"></amp-sidebar></body>');
    expect(ampRuleViolations(html)).toEqual([]);
  });
});
