import { EN_PAGE } from '../test-support/search-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('form-encoded bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('issues a search token when the empty body is labelled application/x-www-form-urlencoded (as axios sends it)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/discovery/token',
      headers: { hostnamepath: EN_PAGE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { token_type: string } }>().data.token_type).toBe('Bearer');
  });

  it('turns a form into fields that the route schema validates like JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reporting',
      headers: { hostnamepath: EN_PAGE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'error=FORM_REPORT',
    });
    expect(res.statusCode).toBe(201);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reporting',
      headers: { hostnamepath: EN_PAGE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'error=not%20valid%20%3C%3E',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});
