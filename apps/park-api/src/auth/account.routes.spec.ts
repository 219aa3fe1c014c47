/**
 * The account site pages behind the hosted sign-in: register with an e-mailed confirmation code,
 * 'account already exists', forgot and reset password, in Spanish and English.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import * as oidc from 'openid-client';
import { desc, eq } from 'drizzle-orm';
import { accountCodes, mailOutbox, users } from '../db/schema';
import { createAccountMailer } from '../users/account-mail';
import { registerUser } from '../users/account.service';
import { verifyPassword } from '../users/password-hash';
import { createTestApp, TEST_AUTH, TEST_SITE_ORIGIN, type TestApp } from '../test-support/test-app';
import { TestBrowser } from '../test-support/test-browser';
import { addConfirmedUser } from '../test-support/test-users';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

async function openSignInPage(language: 'es' | 'en') {
  const browser = new TestBrowser(test.app, TEST_AUTH.issuer);
  const verifier = oidc.randomPKCECodeVerifier();
  const query = new URLSearchParams({
    client_id: 'park-site',
    response_type: 'code',
    redirect_uri: `${TEST_SITE_ORIGIN}/${language}/auth/`,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: oidc.randomState(),
    ui_locales: language,
  });
  const { response } = await browser.follow(await browser.get(`/oauth2/authorize?${query}`));
  const base = /action="([^"]+)\/sign-in"/.exec(response.body)?.[1];
  if (!base) throw new Error(`no sign-in page: ${response.body}`);
  return { browser, base, page: response.body, headers: response.headers };
}

async function lastCodeMailedTo(email: string) {
  const [mail] = await test.app.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return { mail, code: /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1] ?? '' };
}

describe('register and confirm', () => {
  it('creates the account, mails a code, and the right code signs the visitor in and back to the site', async () => {
    const { browser, base, page } = await openSignInPage('es');
    expect(page).toContain('Por favor usa tus credenciales para iniciar sesión');
    const form = await browser.get(`${base}/register`);
    expect(form.body).toContain('Crear cuenta');

    const registered = await browser.post(`${base}/register`, {
      firstName: 'Luis',
      lastName: 'García López',
      email: 'Luis@Example.com',
      password: 'una contraseña larga',
    });
    expect(registered.statusCode).toBe(303);
    expect(registered.headers.location).toBe(`${base}/confirm?email=luis%40example.com`);

    const { mail, code } = await lastCodeMailedTo('luis@example.com');
    expect(mail).toMatchObject({ kind: 'account-confirmation', subject: 'Tu código de confirmación' });
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await browser.post(`${base}/confirm`, {
      email: 'luis@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('El código no es válido o venció');

    const confirmed = await browser.post(`${base}/confirm`, { email: 'luis@example.com', code });
    const warn = jest.spyOn(test.app.log, 'warn');
    const { location } = await browser.follow(confirmed);
    // The consent step answers once: its redirect, never a second page on the same reply.
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
    expect(location).toMatch(new RegExp(`^${TEST_SITE_ORIGIN}/es/auth/\\?code=`));
    const [user] = await test.app.database.db.select().from(users).where(eq(users.email, 'luis@example.com'));
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(user?.passwordHash).toMatch(/^scrypt\$/);
  });

  it("refuses a confirmed e-mail with SPEC §8 'account already exists'", async () => {
    await addConfirmedUser(test.app.database.db, { email: 'taken@example.com', password: 'whatever123' });
    const { browser, base } = await openSignInPage('en');
    const answer = await browser.post(`${base}/register`, {
      firstName: 'T',
      lastName: 'K',
      email: 'taken@example.com',
      password: 'another password',
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain('An account with this email already exists');
  });

  it('validates every field with its message', async () => {
    const { browser, base } = await openSignInPage('en');
    const answer = await browser.post(`${base}/register`, {
      firstName: '',
      lastName: '',
      email: 'nope',
      password: '',
    });
    expect(answer.statusCode).toBe(400);
    for (const message of [
      'Name field is required',
      'Lastname field is required',
      'The email format is incorrect',
      'The password is required',
    ])
      expect(answer.body).toContain(message);
    const signIn = await browser.post(`${base}/sign-in`, { email: 'nope', password: '' });
    expect(signIn.body).toContain('The email format is incorrect');
    expect(signIn.body).toContain('The password is required');
  });

  it('an unconfirmed account cannot sign in, with the same message as a wrong password', async () => {
    const { browser, base } = await openSignInPage('en');
    await browser.post(`${base}/register`, {
      firstName: 'U',
      lastName: 'C',
      email: 'unconfirmed@example.com',
      password: 'password one',
    });
    const answer = await browser.post(`${base}/sign-in`, {
      email: 'unconfirmed@example.com',
      password: 'password one',
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toContain('The email or password entered is incorrect');
  });
});

describe('issue 22 §2: a second sign-up of an e-mail waiting for confirmation', () => {
  const storedUser = async (email: string) =>
    (await test.app.database.db.select().from(users).where(eq(users.email, email)))[0];
  const mailsTo = (email: string) =>
    test.app.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.id));

  it('changes nothing and tells the owner: the victim confirms with their own code, the attacker cannot sign in', async () => {
    const email = 'victim@example.com';
    const victim = await openSignInPage('en');
    const registered = await victim.browser.post(`${victim.base}/register`, {
      firstName: 'Vera',
      lastName: 'Victim',
      email,
      password: 'the victim password',
    });
    expect(registered.statusCode).toBe(303);
    const { code: victimCode } = await lastCodeMailedTo(email);
    const before = await storedUser(email);

    const attacker = await openSignInPage('es');
    const repeated = await attacker.browser.post(`${attacker.base}/register`, {
      firstName: 'Mallory',
      lastName: 'Attacker',
      email: 'Victim@Example.com',
      password: 'the attacker password',
    });
    // The attacker sees what any sign-up sees: the page tells nothing about a pending sign-up.
    expect(repeated.statusCode).toBe(303);
    expect(repeated.headers.location).toBe(`${attacker.base}/confirm?email=victim%40example.com`);
    // The pending sign-up is untouched: its password, its name, its one live code.
    const after = await storedUser(email);
    expect(after).toEqual(before);
    expect(await verifyPassword('the attacker password', after?.passwordHash ?? '')).toBe(false);
    const codes = await test.app.database.db
      .select()
      .from(accountCodes)
      .where(eq(accountCodes.userId, before?.id ?? ''));
    expect(codes).toHaveLength(1);
    expect(codes[0]?.usedAt).toBeNull();
    // The owner gets a mail in the page's language saying so, with no code in it.
    const [notice, first] = await mailsTo(email);
    expect(notice).toMatchObject({
      kind: 'registration-attempt',
      subject: 'Alguien intentó crear una cuenta con tu correo',
    });
    expect(notice?.textBody).toContain('No cambiamos nada');
    expect(notice?.textBody).not.toMatch(/\b\d{6}\b/);
    expect(first?.kind).toBe('account-confirmation');

    // The newest mail carries no code, and the victim's code still confirms the victim's sign-up.
    expect((await lastCodeMailedTo(email)).code).toBe('');
    const confirmed = await victim.browser.post(`${victim.base}/confirm`, { email, code: victimCode });
    expect(confirmed.statusCode).toBe(303);
    expect((await storedUser(email))?.emailVerifiedAt).not.toBeNull();

    const signIn = (password: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        headers: {
          hostnamepath: Buffer.from('localhost:3000/en/').toString('base64'),
          'x-forwarded-for': '10.22.0.1',
        },
        payload: { Username: email, Password: password },
      });
    expect((await signIn('the attacker password')).statusCode).toBe(401);
    expect((await signIn('the victim password')).statusCode).toBe(200);
  });

  it('an English page mails the owner in English', async () => {
    const email = 'pending-en@example.com';
    const { browser, base } = await openSignInPage('en');
    const form = { firstName: 'P', lastName: 'E', email, password: 'first password' };
    await browser.post(`${base}/register`, form);
    await browser.post(`${base}/register`, { ...form, password: 'second password' });
    const [notice] = await mailsTo(email);
    expect(notice).toMatchObject({
      kind: 'registration-attempt',
      subject: 'Someone tried to create an account with your e-mail',
    });
    expect(notice?.textBody).toContain('Nothing changed');
  });

  it('two sign-ups at the same moment: the first stored keeps its password, the other changes nothing', async () => {
    const email = 'race@example.com';
    const mailer = createAccountMailer(test.app.database.db, TEST_AUTH);
    const registration = (password: string) =>
      registerUser(
        test.app.database.db,
        mailer,
        { email, password, firstName: 'R', lastName: 'C', language: 'en', flowId: password },
        new Date(),
      );
    const results = await Promise.all([registration('password one'), registration('password two')]);
    expect(results).toEqual([
      { status: 'code-sent', email },
      { status: 'code-sent', email },
    ]);
    const user = await storedUser(email);
    const matches = await Promise.all(
      ['password one', 'password two'].map((password) => verifyPassword(password, user?.passwordHash ?? '')),
    );
    expect(matches.filter(Boolean)).toHaveLength(1);
    const kinds = (await mailsTo(email)).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(['account-confirmation', 'registration-attempt']);
  });

  it("a code confirms only in the flow that registered: the owner cannot confirm a squatter's sign-up", async () => {
    const email = 'first-come@example.com';
    const squatter = await openSignInPage('en');
    await squatter.browser.post(`${squatter.base}/register`, {
      firstName: 'S',
      lastName: 'Q',
      email,
      password: 'squatter password',
    });
    const { code: squatterCode } = await lastCodeMailedTo(email);
    // The owner signs up in their own flow, lands on the confirm page, and types the code in their mailbox.
    const owner = await openSignInPage('en');
    const registered = await owner.browser.post(`${owner.base}/register`, {
      firstName: 'O',
      lastName: 'W',
      email,
      password: 'owner password',
    });
    expect(registered.headers.location).toBe(`${owner.base}/confirm?email=first-come%40example.com`);
    const refused = await owner.browser.post(`${owner.base}/confirm`, { email, code: squatterCode });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The code is not valid or has expired');
    expect((await storedUser(email))?.emailVerifiedAt).toBeNull();
    // The same code is good in the flow it was mailed for: it was the flow, not the code, that was refused.
    const confirmed = await squatter.browser.post(`${squatter.base}/confirm`, { email, code: squatterCode });
    expect(confirmed.statusCode).toBe(303);
  });

  it('the owner can still take the e-mail over with a password reset, which confirms it', async () => {
    const email = 'squatted@example.com';
    const squatter = await openSignInPage('en');
    await squatter.browser.post(`${squatter.base}/register`, {
      firstName: 'S',
      lastName: 'Q',
      email,
      password: 'squatter password',
    });
    const owner = await openSignInPage('en');
    await owner.browser.post(`${owner.base}/forgot`, { email });
    const { code } = await lastCodeMailedTo(email);
    const reset = await owner.browser.post(`${owner.base}/reset`, {
      email,
      code,
      password: 'owner password',
    });
    expect(reset.statusCode).toBe(303);
    const user = await storedUser(email);
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword('squatter password', user?.passwordHash ?? '')).toBe(false);
  });
});

describe('forgot and reset password', () => {
  it('mails a reset code, sets the new password, and the old one stops working', async () => {
    await addConfirmedUser(test.app.database.db, { email: 'reset@example.com', password: 'old password' });
    const { browser, base } = await openSignInPage('en');
    const asked = await browser.post(`${base}/forgot`, { email: 'reset@example.com' });
    expect(asked.headers.location).toBe(`${base}/reset?email=reset%40example.com`);
    const { mail, code } = await lastCodeMailedTo('reset@example.com');
    expect(mail?.kind).toBe('password-reset');

    const reset = await browser.post(`${base}/reset`, {
      email: 'reset@example.com',
      code,
      password: 'brand new password',
    });
    expect(reset.statusCode).toBe(303);
    const page = await browser.get(String(reset.headers.location));
    expect(page.body).toContain('Your password was changed. You can sign in now.');

    const old = await browser.post(`${base}/sign-in`, {
      email: 'reset@example.com',
      password: 'old password',
    });
    expect(old.statusCode).toBe(401);
    const fresh = await browser.post(`${base}/sign-in`, {
      email: 'reset@example.com',
      password: 'brand new password',
    });
    expect(fresh.statusCode).toBe(303);
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const { browser, base } = await openSignInPage('en');
    const asked = await browser.post(`${base}/forgot`, { email: 'nobody@example.com' });
    expect(asked.headers.location).toBe(`${base}/reset?email=nobody%40example.com`);
    expect((await lastCodeMailedTo('nobody@example.com')).mail).toBeUndefined();
  });
});

describe('the account pages without an interaction', () => {
  it('refuse to act', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/account/interaction/abcdefghijklmnop' });
    expect(answer.statusCode).toBe(400);
  });
});

describe("the pages' headers (issue 10 §3)", () => {
  const styleNonce = (page: string) => /<style nonce="([^"]+)">/.exec(page)?.[1];
  const cspNonce = (csp: unknown) => /style-src 'nonce-([^']+)'/.exec(String(csp))?.[1];

  it('a page: no script allowed, its stylesheet by a nonce drawn for each answer, never in a frame', async () => {
    const first = await openSignInPage('es');
    const second = await openSignInPage('es');
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`form-action 'self' ${TEST_SITE_ORIGIN}`);
    expect(styleNonce(first.page)).toBe(cspNonce(csp));
    expect(styleNonce(first.page)).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(styleNonce(second.page)).toBe(cspNonce(second.headers['content-security-policy']));
    expect(styleNonce(second.page)).not.toBe(styleNonce(first.page));
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(first.headers['x-frame-options']).toBe('DENY');
    // The test issuer is http: HSTS only where the account site is served over https.
    expect(first.headers['strict-transport-security']).toBeUndefined();
  });

  it('the page of an expired interaction too', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/account/interaction/abcdefghijklmnop' });
    expect(styleNonce(answer.body)).toBe(cspNonce(answer.headers['content-security-policy']));
  });
});

describe('cancel', () => {
  it('sends the visitor back to the site with access_denied', async () => {
    const { browser, base } = await openSignInPage('es');
    const { location } = await browser.follow(await browser.get(`${base}/abort`));
    const back = new URL(location ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(`${TEST_SITE_ORIGIN}/es/auth/`);
    expect(back.searchParams.get('error')).toBe('access_denied');
  });
});

describe('guessing on the hosted sign-in', () => {
  it('shares the users API budget: after the account failures, 429 with Retry-After and the message', async () => {
    await addConfirmedUser(test.app.database.db, { email: 'guarded@example.com', password: 'the password' });
    const { browser, base } = await openSignInPage('en');
    // TEST_AUTH allows 3 failures per account per window.
    for (let index = 0; index < 3; index += 1)
      expect(
        (await browser.post(`${base}/sign-in`, { email: 'guarded@example.com', password: 'guess' }))
          .statusCode,
      ).toBe(401);
    const blocked = await browser.post(`${base}/sign-in`, {
      email: 'guarded@example.com',
      password: 'the password',
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).toContain('Too many tries. Try again in a few minutes.');
  });
});

describe('a site opens the hosted pages on registration or recovery (screen_hint, issue 18 §3)', () => {
  it.each([
    ['register', 'Create an account'],
    ['forgot', 'Recover your password'],
  ])('screen_hint=%s opens that page; its back link shows the sign-in form', async (screen, title) => {
    const browser = new TestBrowser(test.app, TEST_AUTH.issuer);
    const verifier = oidc.randomPKCECodeVerifier();
    const query = new URLSearchParams({
      client_id: 'park-site',
      response_type: 'code',
      redirect_uri: `${TEST_SITE_ORIGIN}/en/auth/`,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: oidc.randomState(),
      ui_locales: 'en',
      screen_hint: screen,
    });
    const { response } = await browser.follow(await browser.get(`/oauth2/authorize?${query}`));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<h1>${title}</h1>`);
    const back = /<a href="([^"]+\?screen=sign-in)">Back to sign in<\/a>/.exec(response.body)?.[1] ?? '';
    const signIn = await browser.get(back);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('Please use your credentials to sign in');
  });
});
