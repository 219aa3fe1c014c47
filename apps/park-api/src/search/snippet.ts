/**
 * A result's snippet: plain text (never HTML) around the place where the most of the matched words sit
 * close together, cut at word boundaries. The client highlights the words itself.
 */
import { foldWithOffsets } from './text-normalizer';

export const SNIPPET_LENGTH = 180;

function isWordChar(char: string | undefined): boolean {
  return char !== undefined && /[\p{L}\p{N}]/u.test(char);
}

/** Start offsets (in the folded text) of every word that begins with one of the terms. */
function termPositions(folded: string, terms: readonly string[]): { at: number; term: string }[] {
  const positions: { at: number; term: string }[] = [];
  for (const term of terms) {
    if (!term) continue;
    let from = 0;
    for (;;) {
      const at = folded.indexOf(term, from);
      if (at < 0) break;
      if (!isWordChar(folded[at - 1])) positions.push({ at, term });
      from = at + 1;
    }
  }
  return positions.sort((a, b) => a.at - b.at);
}

function plain(text: string): string {
  // The text is already plain; this is the last guard that no markup character reaches a client.
  return text.replace(/[<>]/g, ' ').replace(/\s+/g, ' ').trim();
}

export function buildSnippet(text: string, terms: readonly string[], length = SNIPPET_LENGTH): string {
  const source = plain(text);
  if (source.length <= length) return source;
  const { folded, offsets } = foldWithOffsets(source);
  const positions = termPositions(folded, terms);

  let bestStart = 0;
  let bestCount = 0;
  for (let i = 0; i < positions.length; i++) {
    const first = positions[i];
    if (!first) continue;
    const inWindow = new Set<string>();
    for (let j = i; j < positions.length; j++) {
      const other = positions[j];
      if (!other || other.at - first.at > length * 0.7) break;
      inWindow.add(other.term);
    }
    if (inWindow.size > bestCount) {
      bestCount = inWindow.size;
      bestStart = offsets[first.at] ?? 0;
    }
  }

  // Some words of context before the match, then cut at the nearest word boundary each side.
  let start = Math.max(0, bestStart - Math.floor(length * 0.25));
  if (start > 0) {
    const space = source.indexOf(' ', start);
    start = space >= 0 && space < bestStart ? space + 1 : start;
  }
  let end = Math.min(source.length, start + length);
  if (end < source.length) {
    const space = source.lastIndexOf(' ', end);
    if (space > start) end = space;
  }
  const body = source.slice(start, end).trim();
  return `${start > 0 ? '…' : ''}${body}${end < source.length ? '…' : ''}`;
}
