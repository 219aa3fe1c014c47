import { useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { AuthPage, checkAuthentication, createAuthApi, type LoginValues } from '@parks/auth';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { htmlLang } from '@parks/i18n';
import type { Route } from './+types/auth-page';
import type { RootData } from '../root-loader.server';

/**
 * The auth return page, /es/auth/ and /en/auth/ (SPEC §2): the redirect target of sign-in and
 * sign-out. A callback with ?code never reaches this module: the site's server exchanges it first
 * (server/auth/auth.routes.ts) and answers ?signin=failed when it could not.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { signInFailed: url.searchParams.get('signin') === 'failed' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const title = root?.language === 'en' ? 'Your account' : 'Tu cuenta';
  const alternates = Object.entries(root?.preloadedState.site.hreflangs ?? {}).map(([language, href]) => ({
    tagName: 'link' as const,
    rel: 'alternate',
    hrefLang: htmlLang(language as 'es' | 'en' | 'pt'),
    href,
  }));
  // A page of the visitor's own session: nothing for search engines.
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }, ...alternates];
};

export default function AuthReturnPage({ loaderData }: Route.ComponentProps) {
  const dispatch = useDispatch();
  const { apiBaseUrl } = useSiteConfig();
  const language = useSelector(selectLanguage);
  const api = useMemo(() => createAuthApi({ apiBaseUrl }), [apiBaseUrl]);

  // SPEC §4 'On login': the users API login, then the session is posted with the remember flag.
  const onLogin = async ({ email, password, remember }: LoginValues) => {
    const { sessionId } = await api.login({ Username: email, Password: password });
    await api.createSession(sessionId, remember);
    await checkAuthentication(api)(dispatch);
    window.location.assign('/redirect/');
  };

  return (
    <AuthPage
      onLogin={onLogin}
      notice={loaderData.signInFailed ? 'signInFailed' : undefined}
      hostedSignInHref={`/auth/sign-in/?lang=${language === 'en' ? 'en' : 'es'}`}
    />
  );
}
