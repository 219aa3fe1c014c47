/**
 * A rendered document kept as a template around its Content-Security-Policy nonce, so each answer
 * from the cache carries a fresh one (issue 10 §2–3, decision 009).
 *
 * Why replacing every occurrence of the old nonce is exact, by construction:
 * - The nonce is 16 bytes from `crypto.randomBytes` (128 bits) in base64, drawn by `securityHeaders`
 *   for the request that rendered the page, after the request arrived. Nothing the page shows (content
 *   files, park-api answers, the URL's query string that is part of the cache key) can contain it,
 *   except by a 2^-128 chance per position of the document: no attacker can know it before the render.
 *   So every occurrence is one the renderer wrote: a `nonce="…"` attribute (React Router's scripts,
 *   `<Scripts>`, `<ScrollRestoration>`, Emotion's style tags). Replacing them all misses none and
 *   touches nothing else.
 * - Only the entry's own nonce is replaced. A visitor who learns an old nonce (it was in the page
 *   they were sent) and puts it in a URL gets a different cache key, rendered with its own nonce;
 *   the old value in that page is inert text that no policy names any more.
 * - The new nonce is the one `securityHeaders` drew for the request being answered, which is already
 *   in that response's Content-Security-Policy header: body and header agree, and no two answers share
 *   a nonce.
 * Splitting once when the page is stored makes every hit a concatenation, with no search.
 */
export interface NonceTemplate {
  /** The document's bytes between the occurrences of the nonce. */
  parts: readonly Buffer[];
}

export function bodyTemplate(body: Buffer, nonce: string): NonceTemplate {
  const needle = Buffer.from(nonce, 'utf8');
  if (!needle.length) return { parts: [body] };
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(needle, from); at !== -1; at = body.indexOf(needle, from)) {
    parts.push(body.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(body.subarray(from));
  return { parts };
}

/** The document with `nonce` wherever the stored one was. */
export function fillBody(template: NonceTemplate, nonce: string): Buffer {
  if (template.parts.length === 1) return template.parts[0] ?? Buffer.alloc(0);
  const needle = Buffer.from(nonce, 'utf8');
  const pieces: Buffer[] = [];
  template.parts.forEach((part, index) => {
    if (index > 0) pieces.push(needle);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** How many times the stored nonce occurs in the document. */
export function nonceCount(template: NonceTemplate): number {
  return template.parts.length - 1;
}

/** A header value kept the same way (the pieces between occurrences of the nonce). */
export function textTemplate(text: string, nonce: string): readonly string[] {
  return nonce ? text.split(nonce) : [text];
}

export function fillText(template: readonly string[], nonce: string): string {
  return template.join(nonce);
}
