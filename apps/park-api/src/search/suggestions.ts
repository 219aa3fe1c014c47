/**
 * Autocomplete: words and titles of the index that start with what was typed (accent- and case-blind),
 * then misspelt starts ("atracsi" → "atracciones"), then a word typed in the other language ("sentid" on
 * an English page → "senses"). A sorted key list answers a prefix with a binary search, so a keystroke
 * costs microseconds; answers are cached per folded query.
 */
import type { SearchDocument } from './search-document';
import { synonymKeys, synonymsOf } from './synonyms';
import { foldedWords, isStopWord, splitWords } from './text-normalizer';
import { buildVocabulary, fuzzyPrefixMatches, type Vocabulary } from './vocabulary';

export const MAX_SUGGESTIONS = 8;

interface Entry {
  /** Folded words joined by one space: a whole title, a title from its n-th word on, or one word. */
  key: string;
  display: string;
  weight: number;
  /** A single word of the vocabulary (not a title). */
  word: boolean;
}

export interface SuggestionList {
  entries: Entry[];
  vocabulary: Vocabulary;
  cache: Map<string, string[]>;
}

const CACHE_SIZE = 2000;
/** Titles longer than this (FAQ questions, long product names) make poor suggestions. */
const MAX_TITLE_LENGTH = 60;

export function buildSuggestionList(documents: SearchDocument[]): SuggestionList {
  const vocabulary = buildVocabulary(documents);
  const entries: Entry[] = [];
  const titles = new Set<string>();
  for (const document of documents) {
    if (document.type === 'faq') continue;
    const candidates = document.type === 'page' ? [document.title, document.terms] : [document.title];
    for (const title of candidates) {
      if (!title || title.length > MAX_TITLE_LENGTH || titles.has(title)) continue;
      titles.add(title);
      const words = foldedWords(title);
      // A title is found from any of its words: "luz" suggests "Cenote de la Luz".
      for (let start = 0; start < words.length; start++) {
        const key = words.slice(start).join(' ');
        if (start > 0 && vocabulary.words.get(words[start] ?? '') === undefined) continue;
        entries.push({ key, display: title, weight: start === 0 ? 8 : 4, word: false });
      }
    }
  }
  for (const word of vocabulary.words.values())
    entries.push({
      key: word.folded,
      display: word.display,
      weight: 2 + Math.log2(1 + word.weight),
      word: true,
    });
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { entries, vocabulary, cache: new Map() };
}

function lowerBound(entries: Entry[], key: string): number {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle]?.key ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

// Bounds the work of a one-letter query; the best-weighted of thousands of matches are not better
// suggestions than the best of the first few hundred.
const MAX_SCAN = 1500;

export function suggest(list: SuggestionList, query: string, limit = MAX_SUGGESTIONS): string[] {
  const typedWords = foldedWords(query);
  const folded = typedWords.join(' ');
  if (!folded) return [];
  const cached = list.cache.get(folded);
  if (cached) return cached.slice(0, limit);

  const found = new Map<string, { display: string; score: number }>();
  const offer = (display: string, score: number) => {
    const key = foldedWords(display).join(' ');
    const known = found.get(key);
    if (!known || known.score < score) found.set(key, { display, score });
  };

  const start = lowerBound(list.entries, folded);
  for (let i = start; i < list.entries.length && i < start + MAX_SCAN; i++) {
    const entry = list.entries[i];
    if (!entry?.key.startsWith(folded)) break;
    offer(entry.display, entry.weight + (entry.key === folded ? 4 : 0) - entry.key.length / 50);
  }

  const last = typedWords.at(-1) ?? '';
  const typedHead = splitWords(query).slice(0, -1).join(' ');
  const withHead = (word: string) => (typedHead ? `${typedHead} ${word}` : word);
  const prefixMatches = found.size;
  if (found.size < limit && typedWords.length > 1 && !isStopWord(last)) {
    // "parque sel" → "parque selva": the last word completed after the words typed before it.
    const lastStart = lowerBound(list.entries, last);
    for (let i = lastStart; i < list.entries.length && i < lastStart + MAX_SCAN; i++) {
      const entry = list.entries[i];
      if (!entry?.key.startsWith(last)) break;
      if (entry.word) offer(withHead(entry.display), entry.weight / 2);
    }
  }
  // Typos are only looked for when the word as typed starts few words: "atrac" needs no "atraviesan".
  if (prefixMatches < 3) {
    for (const word of fuzzyPrefixMatches(list.vocabulary, last).slice(0, limit))
      offer(withHead(word.display), 1 + Math.log2(1 + word.weight) / 4);
  }
  // Only a word unknown in this language is read as a word of the other one.
  if (prefixMatches === 0 && last.length >= 3) {
    for (const key of synonymKeys()) {
      if (!key.startsWith(last)) continue;
      for (const other of synonymsOf(key)) {
        const word = list.vocabulary.words.get(other);
        if (word) offer(withHead(word.display), 1 + Math.log2(1 + word.weight) / 4);
      }
    }
  }

  const ranked = [...found.values()]
    .sort(
      (a, b) =>
        b.score - a.score || a.display.length - b.display.length || a.display.localeCompare(b.display),
    )
    .map((candidate) => candidate.display)
    .slice(0, MAX_SUGGESTIONS);
  if (list.cache.size >= CACHE_SIZE) {
    const oldest = list.cache.keys().next().value;
    if (oldest !== undefined) list.cache.delete(oldest);
  }
  list.cache.set(folded, ranked);
  return ranked.slice(0, limit);
}
