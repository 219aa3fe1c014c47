/**
 * Search documents from the catalog (products and hotels, in es and en), each linked to the page that
 * sells it: a sister park's admission, tour or combo → that sister park's combo page; a package → the
 * packages page; a resident admission → its resident page (Spanish only, else the admission page)…
 */
import type { ContentCategory, ContentLanguage, SearchResultType } from '@parks/contracts';
import { routePath, type RouteId } from '@parks/i18n/core';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { hotels, parks, products } from '../db/schema';
import { SEARCH_LANGUAGES, type SearchDocument } from './search-document';

export interface CatalogProduct {
  code: string;
  kind: string;
  nameEs: string;
  nameEn: string;
  parkSlugs: string[];
  audience?: string | null;
  addonKind?: string | null;
}

export interface CatalogPark {
  slug: string;
  nameEs: string;
  nameEn: string;
}

export interface CatalogHotel {
  id: number;
  name: string;
  parkSlug: string;
  stars: number;
}

export interface CatalogRows {
  products: CatalogProduct[];
  parks: CatalogPark[];
  hotels: CatalogHotel[];
}

/** The active catalog, in a stable order (the index memo is keyed by its content). */
export async function loadCatalogRows(db: Db): Promise<CatalogRows> {
  const [productRows, parkRows, hotelRows] = await Promise.all([
    db
      .select({
        code: products.code,
        kind: products.kind,
        nameEs: products.nameEs,
        nameEn: products.nameEn,
        parkSlugs: products.parkSlugs,
        audience: products.audience,
        addonKind: products.addonKind,
      })
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.id)),
    db
      .select({ slug: parks.slug, nameEs: parks.nameEs, nameEn: parks.nameEn })
      .from(parks)
      .orderBy(asc(parks.slug)),
    db.select().from(hotels).orderBy(asc(hotels.id)),
  ]);
  return { products: productRows, parks: parkRows, hotels: hotelRows };
}

const KIND_LABELS: Record<string, Record<ContentLanguage, string>> = {
  admission: { es: 'Entrada al parque', en: 'Park admission ticket' },
  tour: { es: 'Tour', en: 'Tour' },
  combo: { es: 'Combo de dos parques', en: 'Two-park combo' },
  package: { es: 'Paquete de varios parques', en: 'Multi-park package' },
  passport: { es: 'Pasaporte para todos los parques', en: 'Passport to every park' },
  addon: { es: 'Complemento de tu visita', en: 'Add-on for your visit' },
  complement: { es: 'Complemento de tu visita', en: 'Add-on for your visit' },
  hotel: { es: 'Hotel', en: 'Hotel' },
};

const AUDIENCE_PAGES: Record<string, RouteId> = {
  state: 'state-resident',
  national: 'national-resident',
  senior: 'senior',
};

const ADDON_PAGES: Record<string, RouteId> = {
  transport: 'location',
  food: 'facilities',
  photo: 'photo-pass',
};

interface Target {
  route: RouteId;
  sisterpark?: string;
  fallback: RouteId;
}

function productTarget(product: CatalogProduct, park: string): Target {
  const sister = product.parkSlugs.find((slug) => slug !== park);
  const onlySister = product.parkSlugs.length === 1 && sister !== undefined;
  switch (product.kind) {
    case 'admission':
      if (onlySister) return { route: 'combo', sisterpark: sister, fallback: 'admission' };
      return { route: AUDIENCE_PAGES[product.audience ?? ''] ?? 'admission', fallback: 'admission' };
    case 'tour':
    case 'complement':
      if (onlySister) return { route: 'combo', sisterpark: sister, fallback: 'tours' };
      return { route: product.code === 'XS-TULUM' ? 'tulum-tour' : 'tours', fallback: 'tours' };
    case 'combo':
      return sister
        ? { route: 'combo', sisterpark: sister, fallback: 'packages' }
        : { route: 'packages', fallback: 'packages' };
    case 'addon':
      return { route: ADDON_PAGES[product.addonKind ?? ''] ?? 'admission', fallback: 'admission' };
    case 'hotel':
      return { route: 'hotels', fallback: 'hotels' };
    default:
      return { route: 'packages', fallback: 'packages' };
  }
}

function productShape(kind: string): { type: SearchResultType; category: ContentCategory } {
  if (kind === 'tour' || kind === 'complement') return { type: 'tour', category: 'tours' };
  if (kind === 'hotel') return { type: 'hotel', category: 'hotels' };
  return { type: 'product', category: 'tickets' };
}

function urlOf(target: Target, language: ContentLanguage, park: string): string | undefined {
  return (
    routePath(target.route, language, { park, sisterpark: target.sisterpark }) ??
    routePath(target.fallback, language, { park })
  );
}

function parkName(parksBySlug: Map<string, CatalogPark>, slug: string, language: ContentLanguage): string {
  const row = parksBySlug.get(slug);
  if (!row) return slug;
  return language === 'es' ? row.nameEs : row.nameEn;
}

export function catalogDocuments(rows: CatalogRows, park: string): SearchDocument[] {
  const parksBySlug = new Map(rows.parks.map((row) => [row.slug, row]));
  // A hotel sold as a product is the same hotel as in the hotels table: one result, not two.
  const hotelNames = new Set(rows.hotels.map((hotel) => hotel.name));
  const documents: SearchDocument[] = [];
  for (const language of SEARCH_LANGUAGES) {
    for (const product of rows.products) {
      if (product.kind === 'hotel' && hotelNames.has(product.nameEn)) continue;
      const url = urlOf(productTarget(product, park), language, park);
      if (!url) continue;
      const title = language === 'es' ? product.nameEs : product.nameEn;
      const label = KIND_LABELS[product.kind]?.[language] ?? product.kind;
      const parkNames = product.parkSlugs.map((slug) => parkName(parksBySlug, slug, language));
      const text = parkNames.length ? `${label}: ${title}. ${parkNames.join(', ')}.` : `${label}: ${title}.`;
      documents.push({
        id: `product:${language}:${product.code}`,
        language,
        ...productShape(product.kind),
        title,
        headings: label,
        terms: parkNames.join(' '),
        text,
        passages: [],
        url,
      });
    }
    for (const hotel of rows.hotels) {
      const url = routePath('hotels', language, { park });
      if (!url) continue;
      const near = parkName(parksBySlug, hotel.parkSlug, language);
      const text =
        language === 'es'
          ? `Hotel de ${hotel.stars} estrellas cerca de ${near}.`
          : `${hotel.stars}-star hotel near ${near}.`;
      documents.push({
        id: `hotel:${language}:${hotel.id}`,
        language,
        type: 'hotel',
        category: 'hotels',
        title: hotel.name,
        headings: KIND_LABELS['hotel']?.[language] ?? 'Hotel',
        terms: near,
        text,
        passages: [],
        url,
      });
    }
  }
  return documents;
}
