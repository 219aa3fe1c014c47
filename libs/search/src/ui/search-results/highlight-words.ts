import { highlightParts, type HighlightPart } from '../../core/highlight';

/** Shorter words ('a', 'y', 'o') would mark single letters all over a snippet. */
const MIN_WORD_LENGTH = 2;

/** Punctuation around a word ('"cenote"', 'niños?') is not part of what the visitor looks for. */
const EDGE_PUNCTUATION = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/**
 * Splits a snippet into runs with each word of the query marked where a word of the snippet starts
 * with it (the service matches by prefix: 'age' marks 'ages', not 'package'), ignoring case and accents. Longer words go first so a short word never splits a longer match. Plain text only:
 * the UI renders matches in `<mark>`, so nothing from a snippet reaches the page as HTML.
 */
export function highlightWords(text: string, query: string): HighlightPart[] {
  const words = [
    ...new Set(
      query
        .split(/\s+/u)
        .map((word) => word.replace(EDGE_PUNCTUATION, ''))
        .filter((word) => [...word].length >= MIN_WORD_LENGTH),
    ),
  ].sort((a, b) => b.length - a.length);

  let parts: HighlightPart[] = text ? [{ text, match: false }] : [];
  for (const word of words) {
    parts = parts.flatMap((part) =>
      part.match ? [part] : highlightParts(part.text, word, { wordStart: true }),
    );
  }
  return parts;
}
