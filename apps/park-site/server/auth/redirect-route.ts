/**
 * SPEC §7 `/redirect/`: the page posts its route with every '/' replaced by 'sl4sh' before leaving for
 * sign-in; the auth return page comes back through GET /redirect/. Only a path of this site is ever
 * accepted, so the cookie cannot become an open redirect.
 */
const SLASH_TOKEN = 'sl4sh';

export function encodeRoute(pathname: string): string {
  return pathname.replaceAll('/', SLASH_TOKEN);
}

/** The site path of an encoded route, or undefined when it is not a plain path of this site. */
export function decodeRoute(route: unknown): string | undefined {
  if (typeof route !== 'string' || route.length > 512) return undefined;
  const path = route.replaceAll(SLASH_TOKEN, '/');
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s]/.test(path)) return undefined;
  return path;
}
