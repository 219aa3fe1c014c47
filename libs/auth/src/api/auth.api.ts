import { createApiClient, isApiError, type ApiClient } from '@parks/site';
import type { AuthenticationCalls } from '../core/authentication';
import type { Language } from '@parks/i18n';
import { isLoginResponse, isUserInfo } from '@parks/contracts';
import type { LoginRequest, LoginResponse, UserInfo } from '../core/users-wire.types';

/** A failed call: the HTTP status when there was an answer (the UI maps it to a SPEC §8 message). */
export class AuthApiError extends Error {
  constructor(readonly status: number | undefined) {
    super(status ? `auth call failed with ${status}` : 'auth call failed without an answer');
  }
}

export interface AuthApi extends AuthenticationCalls {
  /** `POST {host}/api/v1/login`. */
  login(request: LoginRequest): Promise<LoginResponse>;
  /** `POST /user-session/ {sessionId, remember}`: the site's server sets the HttpOnly session cookie. */
  createSession(sessionId: string, remember: boolean): Promise<void>;
  /** `POST /user-logout/`: answers the hosted /logout URL when an identity-provider session was open. */
  logout(language: Language): Promise<{ hostedLogoutUrl?: string }>;
  /** `POST /redirect/ {route}`: the page to come back to after signing in ('/' written as 'sl4sh'). */
  rememberRoute(pathname: string): Promise<void>;
}

export interface AuthApiOptions {
  /** The parks API base (`{host}/api/v1`). */
  apiBaseUrl: string;
  /** The site's own origin for the same-origin calls. @default '' (the page's origin) */
  siteBaseUrl?: string;
}

/**
 * One call; with `check` (a contract's compiled checker) an answer that is not the contract's fails like
 * a call without an answer: nothing half-read reaches the session.
 */
async function call<T>(run: () => Promise<{ data: T }>, check?: (data: unknown) => data is T): Promise<T> {
  let data: T;
  try {
    data = (await run()).data;
  } catch (error) {
    throw new AuthApiError(isApiError(error) ? error.response?.status : undefined);
  }
  if (check && !check(data)) throw new AuthApiError(undefined);
  return data;
}

/** The auth calls of SPEC §7: the users API and the same-origin endpoints of the site's server. */
export function createAuthApi(options: AuthApiOptions): AuthApi {
  const parksApi = createApiClient({ baseURL: options.apiBaseUrl });
  const site: ApiClient = createApiClient({ baseURL: options.siteBaseUrl ?? '' });
  return {
    identitySession: () =>
      call(() => site.get<{ identity: { name: string } | null }>('/auth/identity/')).then(
        (data) => data.identity,
      ),
    socialUserInfo: () => call(() => site.get<UserInfo>('/user-info-social/'), isUserInfo),
    userInfo: () => call(() => site.get<UserInfo>('/user-info/'), isUserInfo),
    login: (request) => call(() => parksApi.post<LoginResponse>('/login', request), isLoginResponse),
    createSession: async (sessionId, remember) => {
      await call(() => site.post('/user-session/', { sessionId, remember }));
    },
    logout: (language) => call(() => site.post<{ hostedLogoutUrl?: string }>('/user-logout/', { language })),
    rememberRoute: async (pathname) => {
      // keepalive: the call must finish although the page is being left for the sign-in.
      await call(() =>
        site.post(
          '/redirect/',
          { route: pathname.replaceAll('/', 'sl4sh') },
          { fetchOptions: { keepalive: true } },
        ),
      );
    },
  };
}
