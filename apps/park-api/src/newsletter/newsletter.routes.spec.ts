import { eq } from 'drizzle-orm';
import { mailOutbox, newsletterSubscriptions } from '../db/schema';
import { createTestApp, type TestApp } from '../test-support/test-app';

const SITE = 'http://localhost:3000';
const valid = {
  name: 'Ana',
  lastname: 'López',
  email: 'Ana.Lopez@example.com',
  country: 'mx',
  acceptance: 'on',
  permission: 'on',
  clientId: 'parks-sites',
  externalKey: 'parks-newsletter',
  successUrl: `${SITE}/es/?from=footer`,
  errorUrl: `${SITE}/es/error-suscripcion/`,
  origin: 'WEB',
  mid: 'XS',
};

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}`;

describe('the newsletter endpoint (SPEC §7 Newsletter, double opt-in)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const subscribe = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/newsletter/subscribe',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': nextIp(),
        ...headers,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  const subscriber = async (email: string) =>
    (
      await t.app.database.db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email))
    )[0];
  const mailsTo = (address: string) =>
    t.app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  it('stores a pending subscriber, mails the confirmation link and sends the browser to the success URL', async () => {
    const res = await subscribe(valid);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${SITE}/es/?from=footer&newsletter=pending`);
    const row = await subscriber('ana.lopez@example.com');
    expect(row).toMatchObject({
      status: 'pending',
      name: 'Ana',
      country: 'MX',
      language: 'es',
      listId: 'XS',
    });
    const [mail] = await mailsTo('ana.lopez@example.com');
    expect(mail?.subject).toBe('Confirma tu suscripción al boletín');
    const link = /http:\/\/api\.test\/newsletter\/confirm\?token=([\w-]+)/.exec(mail?.textBody ?? '');
    expect(link).not.toBeNull();
    // Only the token's hash is stored.
    expect(row?.confirmTokenHash).not.toContain(link?.[1]);

    const confirm = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${link?.[1]}` });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${SITE}/es/?from=footer&newsletter=confirmed`);
    expect((await subscriber('ana.lopez@example.com'))?.status).toBe('confirmed');

    const again = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${link?.[1]}` });
    expect(again.statusCode).toBe(404);
  });

  it('answers an already confirmed address like a new one, without mailing it again (no enumeration)', async () => {
    const email = 'confirmed@example.com';
    await subscribe({ ...valid, email });
    const [mail] = await mailsTo(email);
    const token = /token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${token}` });
    const res = await subscribe({ ...valid, email });
    expect(res.headers.location).toBe(`${SITE}/es/?from=footer&newsletter=pending`);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('mails in English when the form was on an English page', async () => {
    await subscribe({ ...valid, email: 'en@example.com', successUrl: `${SITE}/en/` });
    const [mail] = await mailsTo('en@example.com');
    expect(mail?.subject).toBe('Confirm your newsletter subscription');
  });

  it.each([
    ['name', { name: '  ' }],
    ['lastname', { lastname: '' }],
    ['email', { email: '' }],
    ['email', { email: 'ana@' }],
    ['email', { email: 'ana lopez@example.com' }],
    ['country', { country: '' }],
    ['country', { country: 'Mexico' }],
    ['consent', { acceptance: '' }],
    ['consent', { permission: 'off' }],
    ['client', { externalKey: 'wrong-key' }],
    ['client', { mid: 'OTHER-LIST' }],
    ['client', { origin: '' }],
  ])('sends the browser to the error URL with reason=%s for %j, storing nothing', async (reason, change) => {
    const email = `invalid-${reason}-${ipCounter}@example.com`;
    const res = await subscribe({ ...valid, email, ...change });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${SITE}/es/error-suscripcion/?reason=${reason}`);
    expect(await subscriber(email)).toBeUndefined();
  });

  it.each([
    ['another origin', { successUrl: 'https://evil.example/' }],
    ['a javascript: URL', { errorUrl: 'javascript:alert(1)' }],
    ['a missing URL', { successUrl: '' }],
    ['credentials in the URL', { successUrl: 'http://user:pass@localhost:3000/' }],
  ])('refuses %s as a redirect target (400, no open redirect)', async (_case, change) => {
    const res = await subscribe({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
  });

  it('resolves site-relative targets against a configured site that posted the form', async () => {
    const res = await subscribe(
      { ...valid, email: 'origin@example.com', successUrl: '/en/', errorUrl: '/en/error-subscription/' },
      { origin: SITE },
    );
    expect(res.headers.location).toBe(`${SITE}/en/?newsletter=pending`);
  });

  describe('issue 22 §4: the posting page names no redirect origin of its own', () => {
    const evil = 'https://evil.example';
    it.each([
      ['absolute targets on its origin', { successUrl: `${evil}/landing`, errorUrl: `${evil}/oops` }],
      ['site-relative targets', { successUrl: '/landing', errorUrl: '/oops' }],
      ['a foreign success URL beside an allowed error URL', { successUrl: `${evil}/landing` }],
    ])(
      'refuses %s from Origin: evil.example (400, no redirect, nothing stored or mailed)',
      async (_case, change) => {
        const email = `evil-${ipCounter}@example.com`;
        const res = await subscribe({ ...valid, email, ...change }, { origin: evil });
        expect(res.statusCode).toBe(400);
        expect(res.headers.location).toBeUndefined();
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
        expect(await subscriber(email)).toBeUndefined();
        expect(await mailsTo(email)).toHaveLength(0);
      },
    );

    it('a confirmation link whose stored target left the configured origins lands on a configured site', async () => {
      const email = 'stored-evil@example.com';
      await subscribe({ ...valid, email, successUrl: `${SITE}/en/` });
      const [mail] = await mailsTo(email);
      const token = /token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
      // A row stored while any Origin could name the target (before the fix) still points there.
      await t.app.database.db
        .update(newsletterSubscriptions)
        .set({ confirmRedirect: `${evil}/landing` })
        .where(eq(newsletterSubscriptions.email, email));
      const confirm = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${token}` });
      expect(confirm.statusCode).toBe(303);
      expect(confirm.headers.location).toBe(`${SITE}/en/?newsletter=confirmed`);
      expect((await subscriber(email))?.status).toBe('confirmed');
    });
  });

  it('accepts at most perIpPerHour subscriptions per IP, then sends the browser to the error URL', async () => {
    const ip = '198.51.100.7';
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await subscribe({ ...valid, email: `limit${i}@example.com` }, { 'x-forwarded-for': ip })).headers
          .location,
      );
    expect(statuses.slice(0, 3).every((location) => String(location).includes('newsletter=pending'))).toBe(
      true,
    );
    expect(statuses[3]).toBe(`${SITE}/es/error-suscripcion/?reason=rate_limited`);
    expect(await subscriber('limit3@example.com')).toBeUndefined();
  });

  it('takes the same fields as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/newsletter/subscribe',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { ...valid, email: 'json@example.com' },
    });
    expect(res.statusCode).toBe(303);
  });

  it('refuses a confirmation token that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/newsletter/confirm?token=${'x'.repeat(43)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
