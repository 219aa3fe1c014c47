import { authReturnPath, type Language } from '@parks/i18n/core';

/**
 * Where the account site sends the visitor back after signing in (SPEC §2 'Auth return page'):
 * absolute when the page URL is, so it works across origins; otherwise a path.
 */
export function authReturnUrl(pageUrl: string): string {
  const absolute = /^(https?:)\/\/([^/?#]+)([^?#]*)/i.exec(pageUrl);
  if (absolute) return `${absolute[1]}//${absolute[2]}${authReturnPath(absolute[3] || '/')}`;
  return authReturnPath(pageUrl.split(/[?#]/)[0] ?? '/');
}

/** The account site's sign-in page for this language, returning to the auth return page. */
export function signInHref(accountSiteUrl: string, language: Language, pageUrl: string): string {
  const base = accountSiteUrl.replace(/\/+$/, '');
  return `${base}/sign-in?lang=${encodeURIComponent(language)}&return=${encodeURIComponent(authReturnUrl(pageUrl))}`;
}
