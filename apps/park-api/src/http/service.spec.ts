import { createTestApp, type TestApp } from '../test-support/test-app';
import { errorLogs } from '../db/schema';

describe('the service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers GET /health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: process.env['DATABASE_URL'] ? 'postgres' : 'pglite',
    });
  });

  it('serves the OpenAPI document at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/xapi/shopping-cart',
        '/xapi/shopping-cart/currency',
        '/xapi/shopping-cart/items',
      ]),
    );
  });

  it.each`
    headers                                                                        | status | code
    ${{}}                                                                          | ${400} | ${'SITE_CODE_INVALID'}
    ${{ sitecode: 'XX', prefixproject: 'PARKS' }}                                  | ${400} | ${'SITE_CODE_INVALID'}
    ${{ sitecode: 'XS' }}                                                          | ${400} | ${'PREFIX_PROJECT_REQUIRED'}
    ${{ sitecode: 'XS', prefixproject: 'PARKS' }}                                  | ${401} | ${'UNAUTHORIZED'}
    ${{ sitecode: 'XS', prefixproject: 'PARKS', authorization: 'Bearer abc.def' }} | ${401} | ${'TOKEN_INVALID'}
  `('refuses a cart call with headers $headers: $status $code', async ({ headers, status, code }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/xapi/shopping-cart?Language=EN&SessionId=session-0001',
      headers,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
  });

  it('refuses an expired token', async () => {
    const { issueCartToken } = await import('./cart-token');
    const token = issueCartToken('test-secret', 60, new Date(Date.now() - 3_600_000));
    const res = await t.app.inject({
      method: 'GET',
      url: '/xapi/currencies',
      headers: { ...t.headers, authorization: `Bearer ${token}` },
    });
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('answers bad input with 400 { code, message } and stores the error log record', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/xapi/shopping-cart?Language=XX&SessionId=session-0001',
      headers: t.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.any(String) });
    const logs = await t.app.database.db.select().from(errorLogs);
    const record = logs.at(-1);
    expect(record).toMatchObject({
      level: 'error',
      type: 'internal',
      application: 'park-api',
      event: 'GET: /xapi/shopping-cart',
      method: 'GET',
    });
    expect(record?.payload).toMatchObject({ response: { code: 'VALIDATION_ERROR' } });
  });

  it('answers unknown routes with 404 NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lists the 17 currencies with SPEC ids and minor units', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/xapi/currencies', headers: t.headers });
    const list = res.json<{ id: number; iso_code: string; decimals: number; position: string }[]>();
    expect(list).toHaveLength(17);
    expect(list.find((c) => c.iso_code === 'ARS')?.id).toBe(17);
    expect(
      list
        .filter((c) => c.decimals === 0)
        .map((c) => c.iso_code)
        .sort(),
    ).toEqual(['CLP', 'JPY', 'KRW']);
    expect(
      list
        .filter((c) => c.position === 'I')
        .map((c) => c.iso_code)
        .sort(),
    ).toEqual(['MXN', 'USD']);
  });

  it('gives payment methods per currency (Reading B + AP; bank transfer and cash deposit for MXN)', async () => {
    const codes = async (currency: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/xapi/payment-methods?Currency=${currency}`,
          headers: t.headers,
        })
      )
        .json<{ api_code: string }[]>()
        .map((m) => m.api_code);
    expect(await codes('MXN')).toEqual(['VI', 'MC', 'AX', 'PP', 'BT', 'CD']);
    expect(await codes('EUR')).toEqual(['VI', 'MC', 'AX', 'DN', 'DS', 'JC', 'AP']);
    expect(await codes('USD')).toEqual(['VI', 'MC', 'AX', 'AP']);
    expect(await codes('JPY')).toEqual(['VI', 'MC', 'AX']);
  });

  it('gives banks and months without interest for MXN only', async () => {
    const mxn = (
      await t.app.inject({ method: 'GET', url: '/xapi/banks?Currency=MXN', headers: t.headers })
    ).json<{ months: number[] }[]>();
    expect(mxn.map((b) => b.months.join(','))).toEqual([
      '3,6',
      '3,6',
      '3,6',
      '3,6,9',
      '3,6,12,13,15',
      '3,6,12',
    ]);
    const usd = (
      await t.app.inject({ method: 'GET', url: '/xapi/banks?Currency=USD', headers: t.headers })
    ).json();
    expect(usd).toEqual([]);
  });

  it('lists the complement products with their upgrades', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/xapi/complements?Language=EN', headers: t.headers })
    ).json<{ id: number; idUpgrade: number; price: number | null; hasBeenAdded: boolean }[]>();
    expect(list.map((c) => [c.id, c.idUpgrade])).toEqual([
      [295, 377],
      [305, 342],
      [306, 378],
    ]);
    expect(list.every((c) => typeof c.price === 'number' && c.hasBeenAdded === false)).toBe(true);
  });
});
