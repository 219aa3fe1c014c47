/**
 * SPEC §4 'Search box': the word of a results URL's `q`, with plus signs and URI encoding decoded.
 * A malformed escape is kept as written rather than failing the page.
 */
export function queryWordFromSearch(search: string): string {
  const match = /(?:^|[?&])q=([^&#]*)/.exec(search);
  if (!match?.[1]) return '';
  const plain = match[1].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plain);
  } catch {
    return plain;
  }
}
