import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { data, redirect, useLocation } from 'react-router';
import { AuthPage, checkAuthentication, createAuthApi, type LoginValues } from '@parks/auth';
import { AccountOrders } from '@parks/payments';
import { selectLanguage, useSiteConfig } from '@parks/site';
import { htmlLang, linkPath } from '@parks/i18n';
import type { Route } from './+types/auth-page';
import type { RootData } from '../root-loader.server';
import { accountOrdersOf } from '../pages/account-orders.server';
import { signInFromForm } from '../pages/sign-in-action.server';
import { appServicesContext, responseCookiesContext } from '../server-only/app-services';
import { useAppDispatch } from '../state/app-hooks';
import ChakraScope from '../theme/chakra-scope';

/**
 * The auth return page, /es/auth/ and /en/auth/ (SPEC §2): the redirect target of sign-in and
 * sign-out. A callback with ?code never reaches this module: the site's server exchanges it first
 * (server/auth/auth.routes.ts) and answers ?signin=failed when it could not.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const signInFailed = url.searchParams.get('signin') === 'failed';
  // The signed-in customer's bookings (issue 20 §1), read with the own session or the hosted sign-in's
  // access token (on this server only): personal, never cached.
  const language = url.pathname.startsWith('/en/') ? 'en' : 'es';
  const responseCookies = context.get(responseCookiesContext);
  const cookiesBefore = responseCookies.length;
  const orders = await accountOrdersOf(request, language, context.get(appServicesContext), responseCookies);
  // Nobody signed in (or park-api says the sign-in ended): the page offers the sign-in and lists nothing.
  if (!orders && responseCookies.length === cookiesBefore) return { signInFailed, orders: null };
  return data({ signInFailed, orders }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/**
 * The login form posted as a form (pressed before the page's scripts ran, or without them; with them,
 * the form signs in from the browser and never posts): the same sign-in on this server, then on to
 * `/redirect/` like the scripts' path, or the page again with the SPEC §8 message and the e-mail kept.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(appServicesContext);
  const outcome = await signInFromForm(request, {
    apiBaseUrl: services.apiBaseUrl,
    siteOrigin: services.origin,
    secureCookies: services.secureCookies,
    visitorHeaders: services.visitorHeaders,
  });
  const noStore = { 'Cache-Control': 'no-store' };
  if (outcome.kind === 'signed-in')
    return redirect(outcome.location, {
      status: 303,
      headers: { ...noStore, 'Set-Cookie': outcome.setCookie },
    });
  return data(
    { login: outcome.state },
    {
      status: outcome.status,
      headers: outcome.retryAfter ? { ...noStore, 'Retry-After': outcome.retryAfter } : noStore,
    },
  );
}

/** The page answers with the action's status and headers when the form was posted (else the loader's). */
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

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

export default function AuthReturnPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const { apiBaseUrl, parkSlug } = useSiteConfig();
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
    <ChakraScope>
      <AuthPage
        onLogin={onLogin}
        loginAction={pathname}
        loginState={actionData?.login}
        notice={loaderData.signInFailed ? 'signInFailed' : undefined}
        hostedSignInHref={`/auth/sign-in/?lang=${language === 'en' ? 'en' : 'es'}`}
        account={
          loaderData.orders ? (
            <AccountOrders
              state={loaderData.orders}
              language={language}
              bookingHref={(idOrder) =>
                `${linkPath('my-booking', language, { park: parkSlug }) ?? ''}?order=${encodeURIComponent(idOrder)}`
              }
            />
          ) : null
        }
      />
    </ChakraScope>
  );
}
