import { EN_PAGE } from '../test-support/search-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';

describe('body-less calls labelled as forms', () => {
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

  it('still refuses a form body with content (415)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reporting',
      headers: { hostnamepath: EN_PAGE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'error=X',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
