import { eq } from 'drizzle-orm';
import { personalisationEvents } from '../db/schema';
import { EN_PAGE } from '../test-support/search-calls';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { MAX_EVENTS_PER_BATCH } from './personalisation.routes';

const pageView = (page: string) => ({
  type: 'page-view',
  page,
  language: 'es',
  occurredAt: '2026-11-23T10:00:00.000Z',
});

describe('the local personalisation service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (
    path: string,
    payload: unknown,
    headers: Record<string, string> = { hostnamepath: EN_PAGE },
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/personalisation/${path}`,
      headers,
      payload: payload as Record<string, unknown>,
    });

  describe('POST /api/v1/personalisation/events', () => {
    it('stores every event of a batch with the client id', async () => {
      const res = await post('events', {
        clientId: 'client-store',
        events: [pageView('/es/carrito/'), { ...pageView('/es/'), data: { currency: 'MXN' } }],
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ data: { stored: 2 } });
      const rows = await t.app.database.db
        .select()
        .from(personalisationEvents)
        .where(eq(personalisationEvents.clientId, 'client-store'));
      expect(rows.map((row) => [row.type, row.page, row.language, row.data])).toEqual([
        ['page-view', '/es/carrito/', 'es', {}],
        ['page-view', '/es/', 'es', { currency: 'MXN' }],
      ]);
      expect(rows[0]?.occurredAt.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    });

    it.each`
      case                             | payload
      ${'no events'}                   | ${{ clientId: 'c', events: [] }}
      ${'more than the queue holds'}   | ${{ clientId: 'c', events: Array.from({ length: MAX_EVENTS_PER_BATCH + 1 }, () => pageView('/es/')) }}
      ${'a page that is not a path'}   | ${{ clientId: 'c', events: [pageView('https://elsewhere.example/')] }}
      ${'a time that is not ISO 8601'} | ${{ clientId: 'c', events: [{ ...pageView('/es/'), occurredAt: 'yesterday' }] }}
      ${'an unknown field'}            | ${{ clientId: 'c', events: [{ ...pageView('/es/'), email: 'a@b.c' }] }}
      ${'a client id with spaces'}     | ${{ clientId: 'a b', events: [pageView('/es/')] }}
    `('refuses $case with 400', async ({ payload }: { payload: unknown }) => {
      const res = await post('events', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    });

    it('accepts a full batch of 100 events', async () => {
      const events = Array.from({ length: MAX_EVENTS_PER_BATCH }, (_, n) => pageView(`/es/${n}`));
      expect((await post('events', { clientId: 'client-full', events })).statusCode).toBe(202);
    });

    it('needs HostNamePath like every parks API call', async () => {
      const res = await post('events', { clientId: 'c', events: [pageView('/es/')] }, {});
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'HOST_NAME_PATH_REQUIRED' });
    });
  });

  describe('POST /api/v1/personalisation/content', () => {
    const request = {
      slotId: 'cart-reassurance',
      version: 1,
      preferredLocale: 'es',
      context: { page: '/es/carrito/' },
    };

    it("answers a slot's content in the preferred language", async () => {
      const res = await post('content', request);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          slotId: 'cart-reassurance',
          version: 1,
          locale: 'es',
          data: {
            title: 'Tu lugar está guardado',
            text: 'Puedes cambiar la fecha de tu visita hasta 24 horas antes sin costo.',
          },
        },
      });
    });

    it('reads the language of a regional locale and answers null data for a language it lacks', async () => {
      expect((await post('content', { ...request, preferredLocale: 'en-US' })).json()).toMatchObject({
        data: { locale: 'en', data: { title: 'Your place is held' } },
      });
      expect((await post('content', { ...request, preferredLocale: 'pt' })).json()).toMatchObject({
        data: { locale: 'pt', data: null },
      });
    });

    it('answers 404 for an unknown slot, even one named like an object property', async () => {
      for (const slotId of ['nowhere', 'constructor'])
        expect((await post('content', { ...request, slotId })).json()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('refuses a body without the provider fields', async () => {
      const res = await post('content', { slotId: 'cart-reassurance' });
      expect(res.statusCode).toBe(400);
    });
  });
});
