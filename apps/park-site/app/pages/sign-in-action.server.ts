import { LOGIN_EMAIL_PATTERN, loginFailureOf, type LoginFailure, type LoginMessage } from '@parks/auth/core';
import { hostNamePath } from '@parks/site/core';

/**
 * The sign-in of the auth page's login form when it is posted as a form (pressed before the page's
 * scripts ran, or without them): the same sign-in as the scripts' path (SPEC §4 'On login'), done by
 * this server. park-api's `POST /api/v1/login {Username, Password}` answers the own session id, which
 * becomes the HttpOnly session cookie that `POST /user-session/` would have set; then, like the
 * scripts' path, the visitor goes on to `/redirect/` (back to the remembered page).
 *
 * The password is read from the body only and never written anywhere: not in a URL, not in the
 * re-rendered form, not in a log.
 */
export interface FormSignInDependencies {
  /** park-api's parks API as this server reaches it (`{api}/api/v1`). */
  apiBaseUrl: string;
  /** This site's public origin (the HostNamePath host). Posts from other origins never get here:
   * server/request-guard.ts refuses them, and bodies over its limit, before any action runs. */
  siteOrigin: string;
  /** On https the session cookie is `__Host-user_session`, Secure (server/auth/auth-cookies.server.ts). */
  secureCookies: boolean;
  /**
   * The visitor's `X-Forwarded-For` (server/client-address.ts): the one address park-api's per-address
   * sign-in limit counts, never a header the visitor sent.
   */
  visitorHeaders: () => Record<string, string>;
  /** @default 5000 */
  timeoutMs?: number;
}

/** What the re-rendered form shows: the e-mail as typed (trimmed), never the password. */
export interface FormSignInState {
  email: string;
  failure?: LoginFailure;
  errors?: Partial<Record<'email' | 'password', LoginMessage>>;
}

export type FormSignInOutcome =
  | { kind: 'signed-in'; location: string; setCookie: string }
  | { kind: 'refused'; status: number; state: FormSignInState; retryAfter?: string };

/** Where the scripts' path ends too (`window.location.assign('/redirect/')`). */
export const SIGNED_IN_LOCATION = '/redirect/';
/** `remember me`: the same 30 days as `POST /user-session/` (server/auth/auth.routes.ts). */
const REMEMBER_SECONDS = 30 * 24 * 3600;
// The e-mail and password limits of the form (maxLength) and of park-api's login body.
const MAX_EMAIL = 254;
const MAX_PASSWORD = 1024;
const SESSION_ID = /^[A-Za-z0-9_-]{20,128}$/;

function sessionCookie(sessionId: string, remember: boolean, secure: boolean): string {
  const parts = [`${secure ? '__Host-' : ''}user_session=${sessionId}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (remember) parts.push(`Max-Age=${REMEMBER_SECONDS}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

export async function signInFromForm(
  request: Request,
  deps: FormSignInDependencies,
): Promise<FormSignInOutcome> {
  const generic = (status: number, email = ''): FormSignInOutcome => ({
    kind: 'refused',
    status,
    state: { email, failure: 'generic' },
  });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return generic(400);
  }
  const email = text(form.get('email')).trim().slice(0, MAX_EMAIL);
  const password = text(form.get('password'));
  const remember = ['true', 'on'].includes(text(form.get('remember')));

  // SPEC §5 'Login form', the rules the form applies in the browser.
  const errors: FormSignInState['errors'] = {};
  if (!LOGIN_EMAIL_PATTERN.test(email)) errors.email = 'emailFormat';
  if (!password || password.length > MAX_PASSWORD) errors.password = 'passwordRequired';
  if (errors.email || errors.password) return { kind: 'refused', status: 400, state: { email, errors } };

  const page = new URL(request.url);
  let answer: Response;
  try {
    answer = await fetch(`${deps.apiBaseUrl}/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        // SPEC §7: every parks API request carries HostNamePath (the page's host and path).
        HostNamePath: hostNamePath(new URL(deps.siteOrigin).host, page.pathname),
        ...deps.visitorHeaders(),
      },
      body: JSON.stringify({ Username: email, Password: password }),
      signal: AbortSignal.timeout(deps.timeoutMs ?? 5000),
      redirect: 'error',
    });
  } catch {
    return generic(502, email);
  }
  if (!answer.ok) {
    const failure = loginFailureOf(answer.status);
    const retryAfter = answer.headers.get('retry-after') ?? undefined;
    // The page answers the visitor, not park-api: a wrong password is a 401, too many tries a 429,
    // anything else park-api could not do a 502.
    const status = answer.status === 401 || answer.status === 429 ? answer.status : 502;
    return { kind: 'refused', status, state: { email, failure }, ...(retryAfter ? { retryAfter } : {}) };
  }
  const body = (await answer.json().catch(() => undefined)) as { sessionId?: unknown } | undefined;
  if (typeof body?.sessionId !== 'string' || !SESSION_ID.test(body.sessionId)) return generic(502, email);
  return {
    kind: 'signed-in',
    location: SIGNED_IN_LOCATION,
    setCookie: sessionCookie(body.sessionId, remember, deps.secureCookies),
  };
}
