/** A run of a suggestion's text; `match` when it is (part of) the typed word. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Lower case without diacritics, so 'Ubicación' and 'ubicacion' compare equal (SPEC §3). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Splits a suggestion into runs with every occurrence of the typed word marked, matched
 * case-insensitively and ignoring accents. The result is plain text: the UI renders matches in
 * `<mark>`, so no markup from a suggestion or a word ever reaches the page as HTML.
 */
export function highlightParts(
  text: string,
  word: string,
  {
    wordStart = false,
  }: { /** Only matches that begin a word ('age' in 'ages', not in 'package'). */ wordStart?: boolean } = {},
): HighlightPart[] {
  const needle = fold(word.trim());
  if (!needle || !text) return text ? [{ text, match: false }] : [];

  // Folding can change a character's length ('ǅ' → 'dž', 'İ' → 'i̇'), so keep where each folded
  // code unit came from in the original text.
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = fold(char);
    for (let i = 0; i < piece.length; i += 1) origin.push(index);
    folded += piece;
    index += char.length;
  }
  origin.push(text.length);

  const parts: HighlightPart[] = [];
  let cursor = 0;
  const startsWord = (at: number) => at === 0 || !/[\p{L}\p{N}]/u.test(folded[at - 1] as string);
  const next = (after: number): number => {
    let at = folded.indexOf(needle, after);
    while (wordStart && at !== -1 && !startsWord(at)) at = folded.indexOf(needle, at + 1);
    return at;
  };
  let from = next(0);
  while (from !== -1) {
    const start = Math.max(origin[from] as number, cursor);
    const endFolded = from + needle.length;
    // The match ends after the original character the last folded unit came from.
    const lastOrigin = origin[endFolded - 1] as number;
    let end = lastOrigin + ((text.codePointAt(lastOrigin) as number) > 0xffff ? 2 : 1);
    // Combining marks after the last letter (decomposed 'é') belong to it.
    while (end < text.length && fold(text[end] as string) === '') end += 1;
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    cursor = end;
    from = next(endFolded);
  }
  if (cursor < text.length) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}
