/**
 * The newsletter form's successUrl and errorUrl: the browser is sent there after the POST, so only http(s)
 * URLs on an allowed origin (configured, or the origin of the page that posted the form) are followed —
 * never an open redirect to anywhere.
 */
export interface RedirectTargets {
  success: URL;
  error: URL;
}

function parseTarget(value: string | undefined, allowed: ReadonlySet<string>): URL | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
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
  const allowed = new Set(configuredOrigins);
  if (requestOrigin && requestOrigin !== 'null') allowed.add(requestOrigin);
  const success = parseTarget(fields.successUrl, allowed);
  const error = parseTarget(fields.errorUrl, allowed);
  return success && error ? { success, error } : undefined;
}

/** A target with one query parameter set (the outcome the landing page shows). */
export function withParam(url: URL, name: string, value: string): string {
  const target = new URL(url);
  target.searchParams.set(name, value);
  return target.toString();
}
