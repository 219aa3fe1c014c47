import type { ComplementProduct } from '@parks/contracts';

/**
 * The complements of the seeded catalog (SPEC §3 pairs 295→377, 306→378, 305→342): admissions to the
 * Selva, Arrecife and Cenotes sister parks, each upgradeable to that park's tour, as park-api answers
 * them in Spanish and US dollars (issue 18 §2), for stories and specs.
 */
export function complement(overrides: Partial<ComplementProduct> = {}): ComplementProduct {
  return {
    id: 295,
    idUpgrade: 377,
    name: 'Admisión Parque Selva',
    nameUpgrade: 'Tour Parque Selva',
    businessUnit: 'selva',
    code: 'XS-CMP-SELVA',
    price: 89.99,
    priceUpgrade: 129.99,
    currency: 'USD',
    img: { src: '/content-images/sister-selva.svg' },
    infoDetails: {
      titleDescription: 'Admisión Parque Selva',
      subtitleDescription: 'Expedición a pie y en balsa por la selva tropical',
      textDescription:
        '<p>Puentes entre los árboles y un santuario de <strong>fauna rescatada</strong>.</p>' +
        '<ul><li>Río en balsa</li><li>Chaleco salvavidas incluido</li></ul>',
    },
    hasBeenAdded: false,
    ...overrides,
  };
}

export const complementsFixture: ComplementProduct[] = [
  complement(),
  complement({
    id: 306,
    idUpgrade: 378,
    name: 'Admisión Parque Arrecife',
    nameUpgrade: 'Tour Parque Arrecife',
    businessUnit: 'arrecife',
    code: 'XS-CMP-ARRECIFE',
    price: 99.99,
    priceUpgrade: 139.99,
    img: { src: '/content-images/sister-arrecife.svg' },
    infoDetails: {
      titleDescription: 'Admisión Parque Arrecife',
      subtitleDescription: 'Snorkel en una caleta de agua cristalina',
      // A hostile catalog entry as park-api answers it, sanitized where it read the catalog (its script,
      // handler, target and javascript: link gone; apps/park-api/src/catalog/complement-details.spec.ts).
      textDescription:
        '<p>Nada entre peces de colores.</p>' +
        '<p><a>Programa</a> · <a href="https://example.com/arrecife">Más información</a></p>',
    },
  }),
  complement({
    id: 305,
    idUpgrade: 342,
    name: 'Admisión Parque Cenotes',
    nameUpgrade: 'Tour Parque Cenotes',
    businessUnit: 'cenotes',
    code: 'XS-CMP-CENOTES',
    price: 79.99,
    priceUpgrade: 119.99,
    img: { src: '/content-images/sister-cenotes.svg' },
    infoDetails: {
      titleDescription: 'Admisión Parque Cenotes',
      subtitleDescription: 'Tres cenotes: abierto, semiabierto y de caverna',
      textDescription: '<p>Agua dulce bajo bóvedas de roca con columnas de luz.</p>',
    },
  }),
];

/** Units of a currency per US dollar, as the seeded catalog converts (the currencies the stories use). */
export const COMPLEMENT_RATES: Readonly<Record<string, { rate: number; decimals: number }>> = {
  USD: { rate: 1, decimals: 2 },
  MXN: { rate: 18.5, decimals: 2 },
  EUR: { rate: 0.92, decimals: 2 },
  JPY: { rate: 155, decimals: 0 },
};

/** A USD complement priced in another currency, as park-api converts it (per unit, rounded once). */
export function complementIn(item: ComplementProduct, currency: string): ComplementProduct {
  const { rate, decimals } = COMPLEMENT_RATES[currency] ?? { rate: 1, decimals: 2 };
  // toFixed drops binary-float noise first (89.99 × 18.5 × 100 is 166481.49999…), as park-api does.
  const convert = (usd: number) =>
    Math.round(Number((usd * rate * 10 ** decimals).toFixed(6))) / 10 ** decimals;
  return {
    ...item,
    currency: currency as ComplementProduct['currency'],
    price: convert(item.price),
    priceUpgrade: item.priceUpgrade === null ? null : convert(item.priceUpgrade),
  };
}
