/**
 * The newsletter form's successUrl and errorUrl: the browser is sent there after the POST (and again by
 * the mailed confirmation link), so only http(s) URLs on a configured origin are followed — never an
 * open redirect to anywhere. The request's own `Origin` header is chosen by whoever posts the form
 * (issue 22 §4: `Origin: https://evil.example` made evil.example a target), so it never adds an origin;
 * it only lets a site-relative path ('/es/') resolve against the configured site that posted it.
 */
export interface RedirectTargets {
  success: URL;
  error: URL;
}

function parseTarget(
  value: string | undefined,
  allowed: ReadonlySet<string>,
  requestOrigin: string | undefined,
): URL | undefined {
  if (!value) return undefined;
  // A site-relative path ('/es/') belongs to the page that posted: the form needs no absolute URL.
  const relative = value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
  if (relative && !requestOrigin) return undefined;
  let url: URL;
  try {
    url = relative ? new URL(value, requestOrigin) : new URL(value);
  } catch {
    return undefined;
  }
  return isAllowedTarget(url, allowed) ? url : undefined;
}

/** An http(s) URL without credentials on one of the allowed origins. */
export function isAllowedTarget(url: URL, allowed: ReadonlySet<string>): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  return allowed.has(url.origin);
}

export function redirectTargets(
  fields: { successUrl?: string; errorUrl?: string },
  configuredOrigins: readonly string[],
  requestOrigin: string | undefined,
): RedirectTargets | undefined {
  const allowed = new Set(configuredOrigins);
  // Relative paths resolve only against a configured origin; any other Origin leaves them unresolvable.
  const origin = requestOrigin && allowed.has(requestOrigin) ? requestOrigin : undefined;
  const success = parseTarget(fields.successUrl, allowed, origin);
  const error = parseTarget(fields.errorUrl, allowed, origin);
  return success && error ? { success, error } : undefined;
}

/** A target with one query parameter set (the outcome the landing page shows). */
export function withParam(url: URL, name: string, value: string): string {
  const target = new URL(url);
  target.searchParams.set(name, value);
  return target.toString();
}
