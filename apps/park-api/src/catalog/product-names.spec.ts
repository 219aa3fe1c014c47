/**
 * Issue 18 §4: every product name a visitor sees (cart, payment, thank-you, e-tickets, mails) is in the
 * request's Language: es, en and pt. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { desc, eq } from 'drizzle-orm';
import { mailOutbox, products } from '../db/schema';
import { seedCatalog } from '../db/seed';
import { PRODUCTS } from '../db/seed-data/catalog.data';
import { PRODUCT_NAMES_PT } from '../db/seed-data/product-names-pt';
import { CARD } from '../test-support/payment-fixtures';
import { createTestApp, testNow, type TestApp } from '../test-support/test-app';

const NAMES = {
  ES: { admission: 'Admisión Parque Sensoria', transport: 'Transportación redonda', photo: 'Foto pase' },
  EN: { admission: 'Parque Sensoria Admission', transport: 'Round-trip transportation', photo: 'Photo pass' },
  PT: {
    admission: 'Ingresso Parque Sensoria',
    transport: 'Transporte de ida e volta',
    photo: 'Passe de fotos',
  },
} as const;
type Lang = keyof typeof NAMES;
const LANGUAGES = Object.keys(NAMES) as Lang[];

interface Line {
  ProductName: string;
  AddOns: { IdProduct: number; Name: string }[];
  ETickets?: string[];
}

describe('product names per language (issue 18 §4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testNow);
  });
  afterAll(() => t.close());

  let n = 0;
  async function cart(language: Lang): Promise<{ sessionId: string; line: Line }> {
    const SessionId = `names-session-${++n}`;
    const added = await t.app.inject({
      method: 'POST',
      url: `/xapi/shopping-cart/items?Language=${language}`,
      headers: t.headers,
      payload: {
        SessionId,
        IdProduct: 100,
        VisitDate: '2030-01-08',
        Passengers: { Adults: 1, Children: 0, Infants: 0 },
        AddOns: [{ IdProduct: 200, From: 'tulum' }, { IdProduct: 202 }],
      },
    });
    expect(added.statusCode).toBe(201);
    return { sessionId: SessionId, line: added.json<{ Cart: { Lines: Line[] } }>().Cart.Lines[0] as Line };
  }
  const names = (line: Line) => [line.ProductName, ...line.AddOns.map((addOn) => addOn.Name)];
  const expected = (language: Lang) => [
    NAMES[language].admission,
    NAMES[language].transport,
    NAMES[language].photo,
  ];

  it.each(LANGUAGES)('the cart names its product and add-ons in %s', async (language) => {
    const { sessionId, line } = await cart(language);
    expect(names(line)).toEqual(expected(language));
    // Reading the same cart in each language renames it: names are chosen per request, not stored.
    for (const other of LANGUAGES) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/xapi/shopping-cart?Language=${other}&SessionId=${sessionId}&Mobile=false&IncludeAmountsUSD=false`,
        headers: t.headers,
      });
      expect(names(read.json<{ Cart: { Lines: Line[] } }>().Cart.Lines[0] as Line)).toEqual(expected(other));
    }
  });

  it.each(LANGUAGES)(
    'a payment in %s names the order, its e-tickets and its confirmation mail in that language; the thank-you page reads it in its own',
    async (language) => {
      const { sessionId } = await cart(language);
      const email = `names-${language.toLowerCase()}@example.com`;
      const paid = await t.app.inject({
        method: 'POST',
        url: `/xapi/payments?Language=${language}`,
        headers: { ...t.headers, 'idempotency-key': `names-${language}` },
        payload: {
          SessionId: sessionId,
          Method: 'card',
          Card: CARD,
          Contact: { Phone: '+52 998 555 0100', Country: 'MX' },
          Visitors: [{ FirstName: 'Ana', LastName: 'Pérez', Email: email }],
        },
      });
      expect(paid.statusCode).toBe(201);
      const order = paid.json<{ Order: { IdOrder: string; Lines: Line[] } }>().Order;
      expect(names(order.Lines[0] as Line)).toEqual(expected(language));
      expect(order.Lines[0]?.ETickets).toHaveLength(1);

      const [mail] = await t.app.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, email))
        .orderBy(desc(mailOutbox.id));
      expect(mail?.textBody).toContain(`- ${NAMES[language].admission}, 2030-01-08: `);
      for (const other of LANGUAGES.filter((l) => l !== language))
        expect(mail?.textBody).not.toContain(NAMES[other].admission);

      for (const reader of LANGUAGES) {
        const read = await t.app.inject({
          method: 'GET',
          url: `/xapi/orders/${order.IdOrder}?SessionId=${sessionId}&Language=${reader}`,
          headers: t.headers,
        });
        expect(read.statusCode).toBe(200);
        const line = read.json<{ Order: { Lines: Line[] } }>().Order.Lines[0] as Line;
        expect(names(line)).toEqual(expected(reader));
        expect(line.ETickets).toEqual(order.Lines[0]?.ETickets);
      }
    },
  );

  it('refuses a language it does not know', async () => {
    const { sessionId } = await cart('EN');
    const read = await t.app.inject({
      method: 'GET',
      url: `/xapi/orders/00000000-0000-4000-8000-000000000000?SessionId=${sessionId}&Language=FR`,
      headers: t.headers,
    });
    expect(read.statusCode).toBe(400);
  });

  it('gives every seeded product a Portuguese name', () => {
    expect(PRODUCTS.filter((product) => !PRODUCT_NAMES_PT[product.code]).map((p) => p.code)).toEqual([]);
  });

  it('fills the Portuguese names of a database seeded before them, and keeps a name someone set', async () => {
    const db = t.app.database.db;
    // As a database migrated by 0009 (the column added, empty) looks before the seed runs.
    await db.update(products).set({ namePt: null }).where(eq(products.id, 100));
    await db.update(products).set({ namePt: 'Entrada Sensoria (editada)' }).where(eq(products.id, 101));
    await seedCatalog(db, testNow());
    const rows = await db.select({ id: products.id, namePt: products.namePt }).from(products);
    const byId = new Map(rows.map((row) => [row.id, row.namePt]));
    expect(byId.get(100)).toBe('Ingresso Parque Sensoria');
    expect(byId.get(101)).toBe('Entrada Sensoria (editada)');
    expect(rows.filter((row) => row.namePt === null)).toEqual([]);
    await db
      .update(products)
      .set({ namePt: PRODUCT_NAMES_PT['XS-ADM-QROO'] ?? null })
      .where(eq(products.id, 101));
  });
});
