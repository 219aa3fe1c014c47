import { SEARCH_FAILURE_ERROR_CODE } from '@parks/contracts';
import { eq } from 'drizzle-orm';
import { clientErrorReports } from '../db/schema';
import { EN_PAGE, hostNamePath } from '../test-support/search-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { MAX_REPORT_PARAMS_BYTES } from './reporting.routes';

describe('POST /api/v1/reporting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const report = (payload: unknown, headers: Record<string, string> = { hostnamepath: EN_PAGE }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/reporting',
      headers: { 'user-agent': 'jest-agent', ...headers },
      payload: payload as Record<string, unknown>,
    });
  const stored = async (id: number) =>
    (await t.app.database.db.select().from(clientErrorReports).where(eq(clientErrorReports.id, id)))[0];

  it('stores a search failure with the page, user agent and time (no token needed)', async () => {
    const params = { componentName: 'SearchBox', errorMessage: 'Network Error', word: 'cenote' };
    const res = await report(
      { error: SEARCH_FAILURE_ERROR_CODE, params },
      { hostnamepath: hostNamePath('localhost:3000/es/busqueda/') },
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ data: { id: number } }>().data;
    const row = await stored(id);
    expect(row).toMatchObject({
      error: 'DISCOVERY_SEARCH',
      params,
      page: 'localhost:3000/es/busqueda/',
      userAgent: 'jest-agent',
    });
    expect(Date.now() - (row?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it("defaults error to 'ERROR' and params to {}", async () => {
    const res = await report({});
    expect(res.statusCode).toBe(201);
    expect(await stored(res.json<{ data: { id: number } }>().data.id)).toMatchObject({
      error: 'ERROR',
      params: {},
    });
  });

  it('never stores card data or passwords', async () => {
    const res = await report({ params: { cardNumber: '4242424242424242', password: 'x', note: 'kept' } });
    const row = await stored(res.json<{ data: { id: number } }>().data.id);
    expect(row?.params).toEqual({ cardNumber: '[redacted]', password: '[redacted]', note: 'kept' });
  });

  it.each`
    case                      | payload                                                                               | status | code
    ${'params not an object'} | ${{ params: ['a'] }}                                                                  | ${400} | ${'VALIDATION_ERROR'}
    ${'params a string'}      | ${{ params: 'oops' }}                                                                 | ${400} | ${'VALIDATION_ERROR'}
    ${'an empty error'}       | ${{ error: '' }}                                                                      | ${400} | ${'VALIDATION_ERROR'}
    ${'an error with spaces'} | ${{ error: 'SOME ERROR' }}                                                            | ${400} | ${'VALIDATION_ERROR'}
    ${'an unknown field'}     | ${{ error: 'X', stack: 'at …' }}                                                      | ${400} | ${'VALIDATION_ERROR'}
    ${'too many params'}      | ${{ params: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) }} | ${400} | ${'VALIDATION_ERROR'}
    ${'oversized params'}     | ${{ params: { dump: 'x'.repeat(MAX_REPORT_PARAMS_BYTES) } }}                          | ${413} | ${'REPORT_TOO_LARGE'}
  `('refuses $case with $status $code', async ({ payload, status, code }) => {
    const res = await report(payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, message: expect.any(String) });
  });

  it('refuses a body over the server limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await report({ params: { dump: 'x'.repeat(70 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('requires a valid HostNamePath', async () => {
    expect((await report({}, {})).json()).toMatchObject({ code: 'HOST_NAME_PATH_REQUIRED' });
    expect((await report({}, { hostnamepath: '%%%' })).json()).toMatchObject({
      code: 'HOST_NAME_PATH_INVALID',
    });
    expect((await report({}, {})).statusCode).toBe(400);
  });
});
