/**
 * The newsletter form's successUrl and errorUrl: the browser is sent there after the POST, so only http(s)
 * URLs on an allowed origin (configured, or the origin of the page that posted the form) are followed —
 * never an open redirect to anywhere.
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
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return allowed.has(url.origin) ? url : undefined;
}

export function redirectTargets(
  fields: { successUrl?: string; errorUrl?: string },
  configuredOrigins: readonly string[],
  requestOrigin: string | undefined,
): RedirectTargets | undefined {
  const origin = requestOrigin && requestOrigin !== 'null' ? requestOrigin : undefined;
  const allowed = new Set(configuredOrigins);
  if (origin) allowed.add(origin);
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
