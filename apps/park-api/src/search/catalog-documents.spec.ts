import { HOTELS, PARKS, PRODUCTS } from '../db/seed-data/catalog.data';
import { catalogDocuments, type CatalogRows } from './catalog-documents';

const rows: CatalogRows = {
  products: PRODUCTS.map((p) => ({ ...p, parkSlugs: p.parkSlugs })),
  parks: PARKS,
  hotels: HOTELS,
};

describe('catalog documents', () => {
  const documents = catalogDocuments(rows, 'sensoria');
  const byId = new Map(documents.map((d) => [d.id, d]));

  it('links each sister park product to the combo page of that park', () => {
    expect(byId.get('product:en:XS-COMBO-SELVA')).toMatchObject({
      title: 'Selva Park + Sensoria Combo',
      url: '/en/selva-sensoria/',
      type: 'product',
      category: 'tickets',
    });
    expect(byId.get('product:es:VOLCAN-ADM')).toMatchObject({
      title: 'Admisión Parque Volcán',
      url: '/es/volcan-sensoria/',
    });
    expect(byId.get('product:es:ARRECIFE-TOUR')).toMatchObject({
      type: 'tour',
      url: '/es/arrecife-sensoria/',
    });
  });

  it('links the park own products to their pages, falling back where a language has none', () => {
    expect(byId.get('product:es:XS-ADM')?.url).toBe('/es/entrada-parque-sensoria/');
    expect(byId.get('product:es:XS-ADM-QROO')?.url).toBe('/es/quintanarroenses/');
    expect(byId.get('product:en:XS-ADM-QROO')?.url).toBe('/en/sensoria-admission/');
    expect(byId.get('product:en:XS-TULUM')?.url).toBe('/en/sensoria-tulum-tour/');
    expect(byId.get('product:en:PASSPORT-ALL-PARKS')?.url).toBe('/en/packages/');
    expect(byId.get('product:en:ADDON-PHOTO')?.url).toBe('/en/photo-pass/');
  });

  it('lists hotels once, on the hotels page', () => {
    expect(byId.get('hotel:es:2')).toMatchObject({
      title: 'Casa Selva Boutique',
      url: '/es/hoteles/',
      type: 'hotel',
      category: 'hotels',
      text: 'Hotel de 5 estrellas cerca de Parque Selva.',
    });
    expect(byId.has('product:en:HOTEL-SENSORIA-LODGE')).toBe(false);
    expect(documents.filter((d) => d.title === 'Hotel Sensoria Lodge')).toHaveLength(2);
  });

  it('writes every document in its own language', () => {
    expect(byId.get('product:en:XS-ADM')?.text).toBe(
      'Park admission ticket: Parque Sensoria Admission. Parque Sensoria.',
    );
    expect(byId.get('product:es:XS-ADM')?.text).toBe(
      'Entrada al parque: Admisión Parque Sensoria. Parque Sensoria.',
    );
  });
});
