/**
 * A pseudo-locale for reviewing layouts before real translations exist: every text of a namespace is
 * rewritten with accented letters (so a text that skipped i18n stands out), made about 40 % longer
 * (German, Portuguese and Spanish run that much longer than English) and wrapped in ⟦ ⟧ (so clipped
 * ends are visible). Interpolation placeholders, nesting, HTML tags and entities are kept as they are,
 * because i18next and `<Trans>` must still find them.
 */

/** The language a pseudo-localised text is built from. */
export const PSEUDO_SOURCE_LANGUAGE = 'en';

/** How much longer a pseudo-localised text is than its source (0.4 = 40 % more letters). */
export const PSEUDO_EXPANSION = 0.4;

const OPEN = '⟦';
const CLOSE = '⟧';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ó',
  p: 'þ',
  q: 'ʠ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ó',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

// Words, not one unbroken run, so the padding wraps as a real translation would.
const PADDING = 'ļóñĝéŕ ţéẋţ ';

/** `{{value}}`, `{{value, number}}`, `$t(other.key)`, `<1>`, `</strong>`, `<br/>`, `&nbsp;`. */
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[A-Za-z0-9]+(?:\s[^<>]*)?\/?>|&#?[A-Za-z0-9]+;)/;

function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);
}

/** One text in the pseudo-locale: `'Add {{count}} to <1>cart</1>'` → `'⟦Áđđ {{count}} ţó <1>çáŕţ</1> ļóñĝ⟧'`. */
export function pseudoLocalize(text: string): string {
  if (text === '') return text;
  const parts = text.split(PROTECTED);
  let letters = 0;
  // split() with a capture group puts the protected tokens at the odd indexes.
  const body = parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      letters += part.replace(/\s/g, '').length;
      return accent(part);
    })
    .join('');
  return `${OPEN}${body}${padding(Math.ceil(letters * PSEUDO_EXPANSION))}${CLOSE}`;
}

/** A space and `letters` letters of padding words (spaces between the words are not counted). */
function padding(letters: number): string {
  let text = '';
  let counted = 0;
  for (let index = 0; counted < letters; index += 1) {
    const char = PADDING[index % PADDING.length] ?? ' ';
    text += char;
    if (char !== ' ') counted += 1;
  }
  return text === '' ? '' : ` ${text.trim()}`;
}

/** Whether a text was pseudo-localised (it carries the ⟦ ⟧ brackets). */
export function isPseudoLocalized(text: string): boolean {
  return text.includes(OPEN) && text.includes(CLOSE);
}

/** A namespace's texts (nested objects of strings, as in the lib's `en.json`) in the pseudo-locale. */
export function pseudoLocalizeResources<T>(resources: T): T {
  if (typeof resources === 'string') return pseudoLocalize(resources) as T;
  if (Array.isArray(resources)) return resources.map((item: unknown) => pseudoLocalizeResources(item)) as T;
  if (resources !== null && typeof resources === 'object') {
    return Object.fromEntries(
      Object.entries(resources).map(([key, value]) => [key, pseudoLocalizeResources(value)]),
    ) as T;
  }
  return resources;
}
