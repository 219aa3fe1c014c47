/**
 * One folding rule for the index and the queries: NFD, combining marks removed, lower-case. "Ubicación",
 * "UBICACION" and "ubicacion" are then the same term, whichever way the visitor typed it.
 */

const COMBINING_MARKS = /\p{M}+/gu;

export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}

// Same split as MiniSearch's default tokenizer (whitespace and punctuation), kept here so the query
// side (suggestions, snippets, corrections) cuts words exactly as the index did.
const WORD_SEPARATOR = /[\n\r\p{Z}\p{P}\p{S}]+/u;

export function splitWords(text: string): string[] {
  return text.split(WORD_SEPARATOR).filter((word) => word.length > 0);
}

/** Folded words of a text, in order. */
export function foldedWords(text: string): string[] {
  return splitWords(foldText(text));
}

// Words that appear in nearly every document of either language: indexing them only makes every query
// match everything, and an answer to "¿a qué edad pagan los niños?" must rest on edad/pagan/niños.
const STOP_WORDS = new Set(
  foldedWords(`
    a al algo como con cual cuales de del desde donde e el ella en entre es esa ese eso esta este esto
    estos estas hay la las le les lo los mas me mi muy ni no nos o os para pero por porque que quien se
    si sin sobre son su sus te tu tus un una unas uno unos y ya qué cuál cómo dónde está más sí
    about an and any are as at be but by can could do does for from has have how i if in into is it its
    me my no not of on or our so than that the their them then there these they this to too was we
    were what when where which who why will with you your
  `),
);

export function isStopWord(foldedWord: string): boolean {
  return STOP_WORDS.has(foldedWord);
}

/** The folded words of a query that carry meaning (stop words and empty pieces dropped). */
export function queryTerms(text: string): string[] {
  return foldedWords(text).filter((word) => !isStopWord(word));
}

/**
 * The folded text of `text` plus, for every folded character, where it came from, so a match found in
 * the folded text is cut from the original (accents and case kept) for a snippet.
 */
export function foldWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = '';
  const offsets: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldText(char);
    for (let i = 0; i < piece.length; i++) offsets.push(index);
    folded += piece;
    index += char.length;
  }
  offsets.push(text.length);
  return { folded, offsets };
}

/** Levenshtein distance, abandoned (returns max + 1) as soon as it must exceed `max`. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** How many typos a word of this length may carry: none for short words, which fuzz into noise. */
export function allowedTypos(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}
