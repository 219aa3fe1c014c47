/**
 * The group's account site (SPEC §1 'Sign-in', ARCHITECTURE /account/...): the hosted provider's
 * interaction pages in Spanish and English. Sign in, create an account confirmed with an e-mailed code,
 * and recover a password with an e-mailed code. Every page belongs to one pending OIDC interaction (its
 * cookie is SameSite=Lax and scoped to the interaction's path, so a cross-site form post cannot use it).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { Type, type Static } from 'typebox';
import type { ApiApp, RouteDeps } from '../http/api-app';
import type { AccountMailer } from '../users/account-mail';
import {
  authenticate,
  confirmEmail,
  registerUser,
  requestPasswordReset,
  resetPassword,
} from '../users/account.service';
import { admitLoginTry, recordLoginFailure } from '../users/login-throttle';
import { hitRateLimit } from '../http/rate-limit';
import { accountPage, escapeHtml, field } from './account-page';
import { accountPageSecurity } from './account-page-security';
import { ACCOUNT_TEXTS, accountLanguage, type AccountLanguage, type AccountTexts } from './account-texts';
import { interactionPath, OIDC_SCOPES } from './oidc-provider';

const Text = Type.Optional(Type.String({ maxLength: 500 }));
const AccountForm = Type.Object({
  email: Text,
  password: Text,
  firstName: Text,
  lastName: Text,
  code: Text,
});
type AccountFormBody = Static<typeof AccountForm>;
const UidParams = Type.Object({ uid: Type.String({ pattern: '^[A-Za-z0-9_-]{10,64}$' }) });
const PageQuery = Type.Object({
  email: Text,
  notice: Type.Optional(Type.Literal('reset')),
  /** 'sign-in' shows the sign-in form even when the site asked to open on another page (screen_hint). */
  screen: Type.Optional(Type.Literal('sign-in')),
});
/** The pages a site may open the hosted sign-in on (the login form's register and forgot-password links). */
const SCREEN_HINTS = new Set(['register', 'forgot']);

/** A pragmatic address check: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PASSWORD_MIN = 8;
/** Code checks and sign-ups per client IP per hour. */
const ACCOUNT_ACTIONS_PER_IP_PER_HOUR = 30;

interface Interaction {
  uid: string;
  language: AccountLanguage;
  texts: AccountTexts;
  prompt: string;
  returnTo: string;
  /** The page the site asked to open on (`screen_hint`: register, forgot). */
  screenHint?: string;
}

export function accountRoutes(
  app: ApiApp,
  { db, config, now }: RouteDeps,
  provider: Provider,
  mailer: AccountMailer,
): void {
  async function interactionOf(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Interaction | undefined> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const uiLocales = details.params['ui_locales'];
      const language = accountLanguage(typeof uiLocales === 'string' ? uiLocales : undefined);
      return {
        uid: details.uid,
        language,
        texts: ACCOUNT_TEXTS[language],
        prompt: details.prompt.name,
        returnTo: details.returnTo,
        screenHint:
          typeof details.params['screen_hint'] === 'string' ? details.params['screen_hint'] : undefined,
      };
    } catch {
      return undefined;
    }
  }

  function expired(request: FastifyRequest, reply: FastifyReply) {
    const language = accountLanguage(request.headers['accept-language']);
    const texts = ACCOUNT_TEXTS[language];
    const security = accountPageSecurity(config.auth);
    return reply
      .code(400)
      .headers(security.headers)
      .type('text/html; charset=utf-8')
      .send(
        accountPage({
          nonce: security.nonce,
          language,
          title: texts.errorTitle,
          siteName: texts.siteName,
          alert: texts.genericError,
          body: '',
        }),
      );
  }

  function render(
    reply: FastifyReply,
    interaction: Interaction,
    status: number,
    title: string,
    body: string,
    messages: { alert?: string; notice?: string } = {},
  ) {
    const security = accountPageSecurity(config.auth);
    return reply
      .code(status)
      .headers(security.headers)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        accountPage({
          nonce: security.nonce,
          language: interaction.language,
          title,
          siteName: interaction.texts.siteName,
          body,
          ...messages,
        }),
      );
  }

  const base = (interaction: Interaction) => interactionPath(interaction.uid);

  function signInPage(
    interaction: Interaction,
    email = '',
    errors: { email?: string; password?: string } = {},
  ) {
    const t = interaction.texts;
    return `<p>${escapeHtml(t.signInIntro)}</p>
<form method="post" action="${base(interaction)}/sign-in" novalidate>
${field({ name: 'email', label: t.email, type: 'email', value: email, autocomplete: 'username', error: errors.email })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'current-password', error: errors.password })}
<button type="submit">${escapeHtml(t.signIn)}</button>
</form>
<nav>
<p><a href="${base(interaction)}/forgot">${escapeHtml(t.forgot)}</a></p>
<p>${escapeHtml(t.noAccount)} <a href="${base(interaction)}/register">${escapeHtml(t.register)}</a></p>
<p><a href="${base(interaction)}/abort">${escapeHtml(t.cancel)}</a></p>
</nav>`;
  }

  async function finishLogin(reply: FastifyReply, request: FastifyRequest, accountId: string) {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, { login: { accountId } });
    return reply.redirect(returnTo, 303);
  }

  /** The group's sites are first-party clients: what they ask for (within the known scopes) is granted. */
  /**
   * Grants the scopes the site asked for and redirects back into the authorization. Answers whether it did:
   * not the reply, which is a thenable that `await` would turn into undefined (and a second answer).
   */
  async function grantConsent(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const accountId = details.session?.accountId;
    const clientId = details.params['client_id'];
    if (!accountId || typeof clientId !== 'string') return false;
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId });
    if (!grant) return false;
    const requested = typeof details.params['scope'] === 'string' ? details.params['scope'].split(' ') : [];
    grant.addOIDCScope(requested.filter((scope) => OIDC_SCOPES.includes(scope)).join(' '));
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      {
        mergeWithLastSubmission: true,
      },
    );
    void reply.redirect(returnTo, 303);
    return true;
  }

  async function accountActionAllowed(request: FastifyRequest) {
    const hit = await hitRateLimit(db, `account:ip:${request.ip}`, 3600, now());
    return hit.hits <= ACCOUNT_ACTIONS_PER_IP_PER_HOUR;
  }

  const page = { schema: { hide: true, params: UidParams, querystring: PageQuery } };
  const post = { schema: { hide: true, params: UidParams, body: AccountForm } };

  app.get('/account/interaction/:uid', page, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    if (interaction.prompt === 'consent')
      return (await grantConsent(request, reply)) ? reply : expired(request, reply);
    if (
      interaction.screenHint &&
      SCREEN_HINTS.has(interaction.screenHint) &&
      !request.query.screen &&
      !request.query.notice
    )
      return reply.redirect(`${base(interaction)}/${interaction.screenHint}`, 303);
    const t = interaction.texts;
    return render(
      reply,
      interaction,
      200,
      t.signInTitle,
      signInPage(interaction, request.query.email ?? ''),
      {
        notice: request.query.notice === 'reset' ? t.resetDone : undefined,
      },
    );
  });

  app.post('/account/interaction/:uid/sign-in', post, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    const t = interaction.texts;
    const email = (request.body.email ?? '').trim();
    const password = request.body.password ?? '';
    const errors = {
      email: EMAIL_PATTERN.test(email) ? undefined : t.emailFormat,
      password: password ? undefined : t.passwordRequired,
    };
    if (errors.email || errors.password)
      return render(reply, interaction, 400, t.signInTitle, signInPage(interaction, email, errors));
    const verdict = await admitLoginTry(db, config.auth, request.ip, email, now());
    if (!verdict.allowed) {
      reply.header('Retry-After', String(verdict.retryAfterSeconds));
      return render(reply, interaction, 429, t.signInTitle, signInPage(interaction, email), {
        alert: t.tooManyTries,
      });
    }
    const user = await authenticate(db, email, password);
    if (!user) {
      await recordLoginFailure(db, config.auth, email, now());
      return render(reply, interaction, 401, t.signInTitle, signInPage(interaction, email), {
        alert: t.wrongCredentials,
      });
    }
    return finishLogin(reply, request, user.id);
  });

  function registerPage(
    interaction: Interaction,
    values: AccountFormBody = {},
    errors: Partial<Record<keyof AccountFormBody, string>> = {},
  ) {
    const t = interaction.texts;
    return `<form method="post" action="${base(interaction)}/register" novalidate>
${field({ name: 'firstName', label: t.firstName, type: 'text', value: values.firstName, autocomplete: 'given-name', error: errors.firstName })}
${field({ name: 'lastName', label: t.lastName, type: 'text', value: values.lastName, autocomplete: 'family-name', error: errors.lastName })}
${field({ name: 'email', label: t.email, type: 'email', value: values.email, autocomplete: 'email', error: errors.email })}
${field({ name: 'password', label: t.password, type: 'password', autocomplete: 'new-password', error: errors.password })}
<button type="submit">${escapeHtml(t.register)}</button>
</form>
<nav><p><a href="${base(interaction)}?screen=sign-in">${escapeHtml(t.backToSignIn)}</a></p></nav>`;
  }

  app.get('/account/interaction/:uid/register', page, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    return render(reply, interaction, 200, interaction.texts.registerTitle, registerPage(interaction));
  });

  app.post('/account/interaction/:uid/register', post, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    const t = interaction.texts;
    const values = {
      firstName: (request.body.firstName ?? '').trim(),
      lastName: (request.body.lastName ?? '').trim(),
      email: (request.body.email ?? '').trim(),
    };
    const password = request.body.password ?? '';
    const errors = {
      firstName: values.firstName ? undefined : t.nameRequired,
      lastName: values.lastName ? undefined : t.lastNameRequired,
      email: EMAIL_PATTERN.test(values.email) ? undefined : t.emailFormat,
      password: !password ? t.passwordRequired : password.length < PASSWORD_MIN ? t.passwordRule : undefined,
    };
    if (Object.values(errors).some(Boolean))
      return render(reply, interaction, 400, t.registerTitle, registerPage(interaction, values, errors));
    if (!(await accountActionAllowed(request)))
      return render(reply, interaction, 429, t.registerTitle, registerPage(interaction, values), {
        alert: t.tooManyTries,
      });
    const result = await registerUser(
      db,
      mailer,
      { ...values, password, language: interaction.language, flowId: interaction.uid },
      now(),
    );
    if (result.status === 'exists')
      return render(reply, interaction, 409, t.registerTitle, registerPage(interaction, values), {
        alert: t.accountExists,
      });
    return reply.redirect(`${base(interaction)}/confirm?email=${encodeURIComponent(result.email)}`, 303);
  });

  function confirmPage(interaction: Interaction, email: string, error?: string) {
    const t = interaction.texts;
    return `<p>${escapeHtml(t.confirmIntro.replace('{email}', email))}</p>
<form method="post" action="${base(interaction)}/confirm" novalidate>
${field({ name: 'email', label: t.email, type: 'hidden', value: email })}
${field({ name: 'code', label: t.code, type: 'text', autocomplete: 'one-time-code', error })}
<button type="submit">${escapeHtml(t.confirm)}</button>
</form>
<nav><p><a href="${base(interaction)}?screen=sign-in">${escapeHtml(t.backToSignIn)}</a></p></nav>`;
  }

  app.get('/account/interaction/:uid/confirm', page, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    return render(
      reply,
      interaction,
      200,
      interaction.texts.confirmTitle,
      confirmPage(interaction, request.query.email ?? ''),
    );
  });

  app.post('/account/interaction/:uid/confirm', post, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    const t = interaction.texts;
    const email = (request.body.email ?? '').trim();
    const code = (request.body.code ?? '').trim();
    if (!code)
      return render(reply, interaction, 400, t.confirmTitle, confirmPage(interaction, email, t.codeRequired));
    if (!(await accountActionAllowed(request)))
      return render(reply, interaction, 429, t.confirmTitle, confirmPage(interaction, email), {
        alert: t.tooManyTries,
      });
    const user = await confirmEmail(db, email, code, interaction.uid, now());
    if (!user)
      return render(reply, interaction, 400, t.confirmTitle, confirmPage(interaction, email, t.codeInvalid));
    return finishLogin(reply, request, user.id);
  });

  function forgotPage(interaction: Interaction, email = '', error?: string) {
    const t = interaction.texts;
    return `<p>${escapeHtml(t.forgotIntro)}</p>
<form method="post" action="${base(interaction)}/forgot" novalidate>
${field({ name: 'email', label: t.email, type: 'email', value: email, autocomplete: 'email', error })}
<button type="submit">${escapeHtml(t.sendCode)}</button>
</form>
<nav><p><a href="${base(interaction)}?screen=sign-in">${escapeHtml(t.backToSignIn)}</a></p></nav>`;
  }

  app.get('/account/interaction/:uid/forgot', page, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    return render(reply, interaction, 200, interaction.texts.forgotTitle, forgotPage(interaction));
  });

  app.post('/account/interaction/:uid/forgot', post, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    const t = interaction.texts;
    const email = (request.body.email ?? '').trim();
    if (!EMAIL_PATTERN.test(email))
      return render(reply, interaction, 400, t.forgotTitle, forgotPage(interaction, email, t.emailFormat));
    if (!(await accountActionAllowed(request)))
      return render(reply, interaction, 429, t.forgotTitle, forgotPage(interaction, email), {
        alert: t.tooManyTries,
      });
    await requestPasswordReset(db, mailer, email, interaction.language, now());
    // The same answer whether or not the account exists.
    return reply.redirect(`${base(interaction)}/reset?email=${encodeURIComponent(email)}`, 303);
  });

  function resetPage(
    interaction: Interaction,
    email: string,
    errors: { code?: string; password?: string } = {},
  ) {
    const t = interaction.texts;
    return `<p>${escapeHtml(t.resetIntro.replace('{email}', email))}</p>
<form method="post" action="${base(interaction)}/reset" novalidate>
${field({ name: 'email', label: t.email, type: 'hidden', value: email })}
${field({ name: 'code', label: t.code, type: 'text', autocomplete: 'one-time-code', error: errors.code })}
${field({ name: 'password', label: t.newPassword, type: 'password', autocomplete: 'new-password', error: errors.password })}
<button type="submit">${escapeHtml(t.reset)}</button>
</form>
<nav><p><a href="${base(interaction)}?screen=sign-in">${escapeHtml(t.backToSignIn)}</a></p></nav>`;
  }

  app.get('/account/interaction/:uid/reset', page, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    return render(
      reply,
      interaction,
      200,
      interaction.texts.resetTitle,
      resetPage(interaction, request.query.email ?? ''),
    );
  });

  app.post('/account/interaction/:uid/reset', post, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    const t = interaction.texts;
    const email = (request.body.email ?? '').trim();
    const code = (request.body.code ?? '').trim();
    const password = request.body.password ?? '';
    const errors = {
      code: code ? undefined : t.codeRequired,
      password: !password ? t.passwordRequired : password.length < PASSWORD_MIN ? t.passwordRule : undefined,
    };
    if (errors.code || errors.password)
      return render(reply, interaction, 400, t.resetTitle, resetPage(interaction, email, errors));
    if (!(await accountActionAllowed(request)))
      return render(reply, interaction, 429, t.resetTitle, resetPage(interaction, email), {
        alert: t.tooManyTries,
      });
    if (!(await resetPassword(db, email, code, password, now())))
      return render(
        reply,
        interaction,
        400,
        t.resetTitle,
        resetPage(interaction, email, { code: t.codeInvalid }),
      );
    return reply.redirect(`${base(interaction)}?notice=reset&email=${encodeURIComponent(email)}`, 303);
  });

  app.get('/account/interaction/:uid/abort', page, async (request, reply) => {
    const interaction = await interactionOf(request, reply);
    if (!interaction || interaction.uid !== request.params.uid) return expired(request, reply);
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
    return reply.redirect(returnTo, 303);
  });
}
