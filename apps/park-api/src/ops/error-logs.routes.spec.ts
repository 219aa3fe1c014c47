import type { ErrorLogPage, ErrorLogRecord } from '@parks/contracts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { ERROR_LOGS_PATH } from './error-logs.routes';

const OPS_TOKEN = 'ops-token-for-tests';
const SPEC_FIELDS = [
  'id',
  'uuid',
  'timestamp',
  'level',
  'application',
  'description',
  'section',
  'event',
  'method',
  'externalPath',
  'internalPath',
  'origin',
  'type',
  'payload',
].sort();

describe('GET /ops/error-logs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, { opsToken: OPS_TOKEN });
  });
  afterAll(() => t.close());

  const query = (search = '', token: string | null = OPS_TOKEN) =>
    t.app.inject({
      method: 'GET',
      url: `${ERROR_LOGS_PATH}${search}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const records = async (search = '') => {
    const res = await query(search);
    expect(res.statusCode).toBe(200);
    return res.json<{ data: ErrorLogPage }>().data;
  };
  /** A 4xx of the cart API whose body carries card data. */
  const failWithCard = () =>
    t.app.inject({
      method: 'POST',
      url: '/xapi/payments',
      headers: { ...t.headers, 'idempotency-key': 'ops-test-key' },
      payload: { SessionId: 'x', Method: 'card', Card: { Number: '4242424242424242', Cvv: '987' } },
    });

  it('answers the record a 4xx created, with exactly the SPEC §3 fields and card data masked', async () => {
    const failed = await failWithCard();
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect(failed.statusCode).toBeLessThan(500);
    const [record] = (await records('?limit=1')).records;
    expect(Object.keys(record ?? {}).sort()).toEqual(SPEC_FIELDS);
    expect(record).toMatchObject<Partial<ErrorLogRecord>>({
      level: 'error',
      type: 'internal',
      application: 'park-api',
      event: 'POST: /xapi/payments',
      method: 'POST',
      externalPath: '/xapi/payments',
      internalPath: '/xapi/payments',
      section: '/xapi/payments',
      description: expect.stringMatching(/^[A-Z_]+: /),
      payload: { request: expect.anything(), response: { code: expect.any(String) } },
    });
    expect(record?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(record?.timestamp ?? '').toISOString()).toBe(record?.timestamp);
    const stored = JSON.stringify(record);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('987');
    expect(stored).toContain('[redacted]');
  });

  it('answers newest first, a page at a time', async () => {
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'GET', url: `/xapi/no-such-route-${i}`, headers: t.headers });
    const first = await records('?limit=2');
    expect(first.records.map((r) => r.externalPath)).toEqual([
      '/xapi/no-such-route-2',
      '/xapi/no-such-route-1',
    ]);
    expect(first.nextBefore).toBe(first.records[1]?.id);
    const second = await records(`?limit=2&before=${first.nextBefore}`);
    expect(second.records[0]?.externalPath).toBe('/xapi/no-such-route-0');
    expect(second.records.every((r) => r.id < (first.nextBefore ?? 0))).toBe(true);
  });

  it('filters by since, level and section', async () => {
    await t.app.inject({ method: 'GET', url: '/xapi/filtered-route', headers: t.headers });
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await records(`?since=${encodeURIComponent(future)}`)).records).toEqual([]);
    const past = new Date(Date.now() - 60_000).toISOString();
    const bySection = await records(
      `?since=${encodeURIComponent(past)}&level=error&section=/xapi/filtered-route`,
    );
    expect(bySection.records.map((r) => r.event)).toEqual(['GET: /xapi/filtered-route']);
    expect(bySection.nextBefore).toBeNull();
  });

  it.each`
    case                  | search
    ${'a bad since'}      | ${'?since=yesterday'}
    ${'another level'}    | ${'?level=info'}
    ${'a zero limit'}     | ${'?limit=0'}
    ${'a huge limit'}     | ${'?limit=100000'}
    ${'a text cursor'}    | ${'?before=abc'}
    ${'an unknown param'} | ${'?sort=asc'}
  `('refuses $case with 400 VALIDATION_ERROR', async ({ search }) => {
    const res = await query(search);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it.each`
    case               | token
    ${'no token'}      | ${null}
    ${'a wrong token'} | ${'not-the-ops-token'}
  `('refuses $case with 401 UNAUTHORIZED, whatever the params', async ({ token }) => {
    const res = await query('?limit=0', token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('GET /ops/error-logs without OPS_TOKEN configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('does not exist: 404 even with a token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: ERROR_LOGS_PATH,
      headers: { authorization: 'Bearer anything' },
    });
    expect(res.statusCode).toBe(404);
  });
});
