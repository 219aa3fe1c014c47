/**
 * The Content-Security-Policy of the site's documents (issue 10 §3; decision 008). Pure: the caller
 * supplies the request's nonce and what its kind of page adds; the result is the header's value.
 *
 * Scripts run only from this origin or with the request's nonce ('unsafe-inline' is never allowed
 * for scripts). Inline `<style>` elements need the nonce too: Emotion's critical styles carry it, and
 * the browser's Emotion cache gives it to every style element it adds. `style="…"` attributes are
 * allowed (style-src-attr): Chakra's form parts (zag-js hidden inputs and selects) render their
 * visually-hidden styles as attributes, and an attribute can neither run script nor load anything
 * img-src and font-src refuse.
 */
export interface ContentSecurityPolicyOptions {
  /** The request's nonce (base64, at least 128 bits of randomness). */
  nonce: string;
  /** Origins (or CSP source expressions) a kind of page adds to script-src, e.g. a provider's script. */
  extraScriptSrc?: readonly string[];
  /** Sources a kind of page adds to style-src, e.g. an external stylesheet. */
  extraStyleSrc?: readonly string[];
  /**
   * How inline `<style>` elements are allowed: by the request's nonce (the React pages), or for
   * documents whose inline styles cannot carry one (AMP's `<style amp-custom>` and the styles the AMP
   * runtime inserts) by 'unsafe-inline' — for styles only; scripts stay nonce- or origin-bound.
   * @default 'nonce'
   */
  inlineStyles?: 'nonce' | 'unsafe-inline';
  /** Origins besides this one that the page's forms post to (the newsletter service, sign-in). */
  formActionOrigins?: readonly string[];
  /** Adds upgrade-insecure-requests (documents served over https). @default false */
  upgradeInsecureRequests?: boolean;
}

const NONCE = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;

/** The header value: directives in a fixed order, sources deduplicated, `; `-separated. */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  if (!NONCE.test(options.nonce)) throw new Error('A CSP nonce must be base64 of at least 12 random bytes');
  const nonceSource = `'nonce-${options.nonce}'`;
  const inlineStyleSource = options.inlineStyles === 'unsafe-inline' ? "'unsafe-inline'" : nonceSource;
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", nonceSource, ...(options.extraScriptSrc ?? [])]],
    ['style-src', ["'self'", inlineStyleSource, ...(options.extraStyleSrc ?? [])]],
    ['style-src-elem', ["'self'", inlineStyleSource, ...(options.extraStyleSrc ?? [])]],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...(options.formActionOrigins ?? [])]],
    ['frame-ancestors', ["'none'"]],
  ];
  const parts = directives.map(([name, sources]) => {
    for (const source of sources) {
      if (/[;,\s]/.test(source)) throw new Error(`Not a single CSP source: ${JSON.stringify(source)}`);
    }
    return `${name} ${[...new Set(sources)].join(' ')}`;
  });
  if (options.upgradeInsecureRequests) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}
