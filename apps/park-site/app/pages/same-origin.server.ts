/**
 * Whether a form post comes from the site's own pages: the Origin header, or Sec-Fetch-Site when the
 * browser sent no Origin (the rule of the site's other same-origin POSTs, server/auth/auth.routes.ts).
 * A post from another site (login CSRF, a planted coupon) is refused.
 */
export function isSameOriginPost(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === new URL(siteOrigin).origin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}
