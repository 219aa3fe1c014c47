/**
 * The fictional catalog: Parque Sensoria, its six sister parks (aventura is the flagship), tours, combos,
 * packages, the passport, add-ons, complements (SPEC §3 pairs 295→377, 306→378, 305→342: sister-park
 * admissions upgradeable to the park's tour), hotels and
 * the resident / senior products. Prices are adult prices in US cents.
 */
import type { InferInsertModel } from 'drizzle-orm';
import type { hotels, parks, pickupLocations, products, promotions } from '../schema';

type ParkRow = InferInsertModel<typeof parks>;
type ProductRow = InferInsertModel<typeof products>;

export const SISTER_PARKS: ParkRow[] = [
  { slug: 'aventura', nameEs: 'Parque Aventura', nameEn: 'Aventura Park', isFlagship: true },
  { slug: 'selva', nameEs: 'Parque Selva', nameEn: 'Selva Park' },
  { slug: 'arrecife', nameEs: 'Parque Arrecife', nameEn: 'Arrecife Park' },
  { slug: 'cenotes', nameEs: 'Parque Cenotes', nameEn: 'Cenotes Park' },
  { slug: 'isla', nameEs: 'Parque Isla', nameEn: 'Isla Park' },
  { slug: 'volcan', nameEs: 'Parque Volcán', nameEn: 'Volcan Park' },
];

export const PARKS: ParkRow[] = [
  { slug: 'sensoria', nameEs: 'Parque Sensoria', nameEn: 'Parque Sensoria' },
  ...SISTER_PARKS,
];

const SISTER_PRICES: Record<string, { admission: number; tour: number }> = {
  aventura: { admission: 12999, tour: 16999 },
  selva: { admission: 8999, tour: 12999 },
  arrecife: { admission: 9999, tour: 13999 },
  cenotes: { admission: 7999, tour: 11999 },
  isla: { admission: 10999, tour: 14999 },
  volcan: { admission: 9499, tour: 13499 },
};

/** A sister park without a price is a seed bug: fail loudly rather than seed a zero price. */
function sisterPrices(slug: string): { admission: number; tour: number } {
  const prices = SISTER_PRICES[slug];
  if (!prices) throw new Error(`No seed prices for park ${slug}`);
  return prices;
}

const ADMISSION_CAPACITY = 500;
const TOUR_CAPACITY = 40;

export const SENSORIA_ADMISSION_ID = 100;
export const SENSORIA_TULUM_TOUR_ID = 110;
export const PASSPORT_ID = 160;
export const TRANSPORT_ADDON_ID = 200;
export const FOOD_ADDON_ID = 201;
export const PHOTO_PASS_ADDON_ID = 202;
/** The weather guarantee (issue 20 §3): per visitor, not refundable; claimed, it changes the date at no cost. */
export const WEATHER_GUARANTEE_ADDON_ID = 203;

const sensoria: ProductRow[] = [
  {
    id: SENSORIA_ADMISSION_ID,
    code: 'XS-ADM',
    kind: 'admission',
    nameEs: 'Admisión Parque Sensoria',
    nameEn: 'Parque Sensoria Admission',
    parkSlugs: ['sensoria'],
    adultPriceUsdCents: 8900,
    dailyCapacity: ADMISSION_CAPACITY,
    businessUnit: 'XS',
  },
  {
    id: 101,
    code: 'XS-ADM-QROO',
    kind: 'admission',
    nameEs: 'Admisión Sensoria residente de Quintana Roo',
    nameEn: 'Sensoria Admission, Quintana Roo resident',
    parkSlugs: ['sensoria'],
    adultPriceUsdCents: 4499,
    dailyCapacity: ADMISSION_CAPACITY,
    audience: 'state',
    businessUnit: 'XS',
  },
  {
    id: 102,
    code: 'XS-ADM-MX',
    kind: 'admission',
    nameEs: 'Admisión Sensoria residente nacional',
    nameEn: 'Sensoria Admission, Mexican resident',
    parkSlugs: ['sensoria'],
    adultPriceUsdCents: 6299,
    dailyCapacity: ADMISSION_CAPACITY,
    audience: 'national',
    businessUnit: 'XS',
  },
  {
    id: 103,
    code: 'XS-ADM-SENIOR',
    kind: 'admission',
    nameEs: 'Admisión Sensoria adulto mayor',
    nameEn: 'Sensoria Admission, senior',
    parkSlugs: ['sensoria'],
    adultPriceUsdCents: 5399,
    dailyCapacity: ADMISSION_CAPACITY,
    audience: 'senior',
    businessUnit: 'XS',
  },
  {
    id: SENSORIA_TULUM_TOUR_ID,
    code: 'XS-TULUM',
    kind: 'tour',
    nameEs: 'Tour Sensoria + Tulum',
    nameEn: 'Sensoria + Tulum Tour',
    parkSlugs: ['sensoria'],
    adultPriceUsdCents: 15999,
    dailyCapacity: TOUR_CAPACITY,
    businessUnit: 'XS',
  },
];

const sisters: ProductRow[] = SISTER_PARKS.flatMap((park, index) => {
  const prices = sisterPrices(park.slug);
  return [
    {
      id: 120 + index,
      code: `${park.slug.toUpperCase()}-ADM`,
      kind: 'admission',
      nameEs: `Admisión ${park.nameEs}`,
      nameEn: `${park.nameEn} Admission`,
      parkSlugs: [park.slug],
      adultPriceUsdCents: prices.admission,
      dailyCapacity: ADMISSION_CAPACITY,
      businessUnit: park.slug,
    },
    {
      id: 130 + index,
      code: `${park.slug.toUpperCase()}-TOUR`,
      kind: 'tour',
      nameEs: `Tour ${park.nameEs}`,
      nameEn: `${park.nameEn} Tour`,
      parkSlugs: [park.slug],
      adultPriceUsdCents: prices.tour,
      dailyCapacity: TOUR_CAPACITY,
      businessUnit: park.slug,
    },
  ];
});

/** The six Sensoria combos: Sensoria + one sister park (English routes /en/{park}-sensoria/). */
const combos: ProductRow[] = SISTER_PARKS.map((park, index) => ({
  id: 140 + index,
  code: `XS-COMBO-${park.slug.toUpperCase()}`,
  kind: 'combo',
  nameEs: `Combo ${park.nameEs} + Sensoria`,
  nameEn: `${park.nameEn} + Sensoria Combo`,
  parkSlugs: [park.slug, 'sensoria'],
  adultPriceUsdCents: 8999 + sisterPrices(park.slug).admission - 1000,
  dailyCapacity: ADMISSION_CAPACITY,
  businessUnit: 'XS',
}));

const packages: ProductRow[] = [
  {
    id: 150,
    code: 'PKG-SENSORIA-SELVA-ARRECIFE',
    kind: 'package',
    nameEs: 'Paquete Sensoria, Selva y Arrecife',
    nameEn: 'Sensoria, Selva and Arrecife Package',
    parkSlugs: ['sensoria', 'selva', 'arrecife'],
    adultPriceUsdCents: 27999,
    dailyCapacity: ADMISSION_CAPACITY,
    businessUnit: 'XS',
  },
  {
    id: 151,
    code: 'PKG-SENSORIA-CENOTES-ISLA-VOLCAN',
    kind: 'package',
    nameEs: 'Paquete Sensoria, Cenotes, Isla y Volcán',
    nameEn: 'Sensoria, Cenotes, Isla and Volcan Package',
    parkSlugs: ['sensoria', 'cenotes', 'isla', 'volcan'],
    adultPriceUsdCents: 37499,
    dailyCapacity: ADMISSION_CAPACITY,
    businessUnit: 'XS',
  },
  {
    id: PASSPORT_ID,
    code: 'PASSPORT-ALL-PARKS',
    kind: 'passport',
    nameEs: 'Pasaporte multiparque',
    nameEn: 'Multi-park Passport',
    parkSlugs: PARKS.map((p) => p.slug),
    adultPriceUsdCents: 54999,
    dailyCapacity: ADMISSION_CAPACITY,
    businessUnit: 'XS',
  },
];

const addOns: ProductRow[] = [
  {
    id: TRANSPORT_ADDON_ID,
    code: 'ADDON-TRANSPORT',
    kind: 'addon',
    addonKind: 'transport',
    nameEs: 'Transportación redonda',
    nameEn: 'Round-trip transportation',
    parkSlugs: [],
    adultPriceUsdCents: 2500,
    coversPeople: 1,
  },
  {
    id: FOOD_ADDON_ID,
    code: 'ADDON-FOOD',
    kind: 'addon',
    addonKind: 'food',
    nameEs: 'Alimentos y bebidas',
    nameEn: 'Food and drinks',
    parkSlugs: [],
    adultPriceUsdCents: 3200,
    coversPeople: 1,
  },
  {
    id: PHOTO_PASS_ADDON_ID,
    code: 'ADDON-PHOTO',
    kind: 'addon',
    addonKind: 'photo',
    nameEs: 'Foto pase',
    nameEn: 'Photo pass',
    parkSlugs: [],
    adultPriceUsdCents: 4999,
    coversPeople: 10,
  },
  {
    id: WEATHER_GUARANTEE_ADDON_ID,
    code: 'WEATHER_GUARANTEE',
    kind: 'addon',
    addonKind: 'weather',
    nameEs: 'Garantía de clima',
    nameEn: 'Weather guarantee',
    parkSlugs: [],
    adultPriceUsdCents: 900,
    coversPeople: 1,
  },
];

/**
 * SPEC §2/§3 complement products (issue 18 §2): the cart offers admissions to three sister parks of the
 * group as add-ons, each upgradeable to that park's tour. The pairs keep SPEC §3's ids (295→377,
 * 306→378, 305→342): Selva, Arrecife and Cenotes, at the prices of their own admissions and tours.
 * Databases seeded before issue 18 are moved to these rows by migration 0010.
 */
export const COMPLEMENT_PARKS: readonly { id: number; idUpgrade: number; slug: string }[] = [
  { id: 295, idUpgrade: 377, slug: 'selva' },
  { id: 306, idUpgrade: 378, slug: 'arrecife' },
  { id: 305, idUpgrade: 342, slug: 'cenotes' },
];

function sisterPark(slug: string): ParkRow {
  const park = SISTER_PARKS.find((candidate) => candidate.slug === slug);
  if (!park) throw new Error(`No sister park ${slug}`);
  return park;
}

const complements: ProductRow[] = COMPLEMENT_PARKS.flatMap(({ id, idUpgrade, slug }) => {
  const park = sisterPark(slug);
  const prices = sisterPrices(slug);
  return [
    {
      id,
      idUpgrade,
      code: `XS-CMP-${slug.toUpperCase()}`,
      kind: 'complement',
      nameEs: `Admisión ${park.nameEs}`,
      nameEn: `${park.nameEn} Admission`,
      parkSlugs: [slug],
      adultPriceUsdCents: prices.admission,
      dailyCapacity: ADMISSION_CAPACITY,
      businessUnit: slug,
    },
    {
      id: idUpgrade,
      code: `XS-UPG-${slug.toUpperCase()}-TOUR`,
      kind: 'tour',
      nameEs: `Tour ${park.nameEs}`,
      nameEn: `${park.nameEn} Tour`,
      parkSlugs: [slug],
      adultPriceUsdCents: prices.tour,
      dailyCapacity: TOUR_CAPACITY,
      businessUnit: slug,
    },
  ];
});

/** Hotel rates are not fixed catalog prices: they are nightly (hotel_rates), so the product has no price of its own. */
export const HOTEL_SENSORIA_LODGE_ID = 400;

const hotelProducts: ProductRow[] = [
  {
    id: HOTEL_SENSORIA_LODGE_ID,
    code: 'HOTEL-SENSORIA-LODGE',
    kind: 'hotel',
    nameEs: 'Hotel Sensoria Lodge',
    nameEn: 'Hotel Sensoria Lodge',
    parkSlugs: ['sensoria'],
    adultPriceUsdCents: null,
    dailyCapacity: 80,
    businessUnit: 'hotels',
  },
];

export const PRODUCTS: ProductRow[] = [
  ...sensoria,
  ...sisters,
  ...combos,
  ...packages,
  ...addOns,
  ...complements,
  ...hotelProducts,
];

/** Tours and complements run at fixed times, so they need a schedule; admissions don't. */
export const SCHEDULES = PRODUCTS.filter((p) => p.kind === 'tour' || p.kind === 'complement').flatMap((p) =>
  (p.kind === 'tour' ? ['08:00', '10:30', '13:00'] : ['11:00', '16:00']).map((time) => ({
    productId: p.id,
    time,
  })),
);

export const PICKUP_LOCATIONS: InferInsertModel<typeof pickupLocations>[] = [
  { id: 'cancun-hotel-zone', nameEs: 'Cancún zona hotelera', nameEn: 'Cancun hotel zone' },
  { id: 'cancun-downtown', nameEs: 'Cancún centro', nameEn: 'Downtown Cancun' },
  { id: 'playa-del-carmen', nameEs: 'Playa del Carmen', nameEn: 'Playa del Carmen' },
  { id: 'tulum', nameEs: 'Tulum', nameEn: 'Tulum' },
];

export const HOTELS: InferInsertModel<typeof hotels>[] = [
  { id: 1, name: 'Hotel Sensoria Lodge', parkSlug: 'sensoria', stars: 4 },
  { id: 2, name: 'Casa Selva Boutique', parkSlug: 'selva', stars: 5 },
  { id: 3, name: 'Arrecife Beach Resort', parkSlug: 'arrecife', stars: 5 },
];

export const PROMOTIONS: InferInsertModel<typeof promotions>[] = [
  {
    id: 1,
    code: 'XS-FAMILY',
    nameEs: 'Promoción familiar Sensoria',
    nameEn: 'Sensoria family promotion',
    productId: SENSORIA_ADMISSION_ID,
    percentOff: 10,
  },
  {
    id: 2,
    code: 'XS-TULUM-SUMMER',
    nameEs: 'Verano Sensoria + Tulum',
    nameEn: 'Sensoria + Tulum summer',
    productId: SENSORIA_TULUM_TOUR_ID,
    percentOff: 15,
  },
  {
    id: 3,
    code: 'LODGE-SENSES-15',
    nameEs: 'Escapada de los sentidos en Sensoria Lodge',
    nameEn: 'Sensoria Lodge senses getaway',
    productId: HOTEL_SENSORIA_LODGE_ID,
    percentOff: 15,
  },
];
