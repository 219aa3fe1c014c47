/**
 * The words of one language's index with how often they occur and how they are usually written, for
 * suggestions ("atrac" → "atracciones") and spelling corrections ("cenots" → "cenotes").
 */
import type { SearchDocument } from './search-document';
import { allowedTypos, boundedEditDistance, foldText, isStopWord, splitWords } from './text-normalizer';

export interface VocabularyWord {
  folded: string;
  /** The most common way it is written: lower-case unless it is always capitalised (a name). */
  display: string;
  /** Occurrences, title occurrences counted several times. */
  weight: number;
}

export interface Vocabulary {
  words: Map<string, VocabularyWord>;
  /** Words by their first letter: a typo is rarely in the first letter, and it keeps the scan short. */
  byInitial: Map<string, VocabularyWord[]>;
}

const TITLE_WEIGHT = 5;

export function buildVocabulary(documents: SearchDocument[]): Vocabulary {
  const forms = new Map<string, Map<string, number>>();
  const weights = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const word of splitWords(text)) {
      const folded = foldText(word);
      if (folded.length < 3 || isStopWord(folded) || /^\d+$/.test(folded)) continue;
      weights.set(folded, (weights.get(folded) ?? 0) + weight);
      const seen = forms.get(folded) ?? new Map<string, number>();
      seen.set(word, (seen.get(word) ?? 0) + 1);
      forms.set(folded, seen);
    }
  };
  for (const document of documents) {
    add(document.title, TITLE_WEIGHT);
    add(document.headings, 2);
    add(document.terms, 2);
    add(document.text, 1);
  }

  const words = new Map<string, VocabularyWord>();
  const byInitial = new Map<string, VocabularyWord[]>();
  for (const [folded, seen] of forms) {
    const ranked = [...seen.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const lower = ranked.find(([form]) => form === form.toLowerCase());
    const display = (lower ?? ranked[0])?.[0] ?? folded;
    const word: VocabularyWord = { folded, display, weight: weights.get(folded) ?? 1 };
    words.set(folded, word);
    const initial = folded[0] ?? '';
    const bucket = byInitial.get(initial) ?? [];
    bucket.push(word);
    byInitial.set(initial, bucket);
  }
  return { words, byInitial };
}

/**
 * Words that a typed (possibly partial) folded word may be a misspelt start of: the word's first
 * letters, as many as were typed (±1), are within the allowed typos of it.
 */
export function fuzzyPrefixMatches(vocabulary: Vocabulary, typed: string): VocabularyWord[] {
  const typos = allowedTypos(typed);
  if (typos === 0) return [];
  const matches: { word: VocabularyWord; distance: number }[] = [];
  for (const word of vocabulary.byInitial.get(typed[0] ?? '') ?? []) {
    let best = typos + 1;
    for (let length = typed.length - 1; length <= typed.length + 1; length++) {
      if (length < 1 || length > word.folded.length) continue;
      best = Math.min(best, boundedEditDistance(typed, word.folded.slice(0, length), typos));
    }
    if (best <= typos) matches.push({ word, distance: best });
  }
  return matches
    .sort((a, b) => a.distance - b.distance || b.word.weight - a.word.weight)
    .map((match) => match.word);
}

/**
 * The vocabulary word a typed folded word most likely means, or undefined when it is already a word
 * (or the start of one) or nothing is close enough.
 */
export function correctWord(vocabulary: Vocabulary, typed: string): VocabularyWord | undefined {
  if (vocabulary.words.has(typed)) return undefined;
  const typos = allowedTypos(typed);
  if (typos === 0) return undefined;
  let best: { word: VocabularyWord; distance: number } | undefined;
  for (const word of vocabulary.words.values()) {
    const distance = boundedEditDistance(typed, word.folded, typos);
    if (distance > typos) continue;
    if (!best || distance < best.distance || (distance === best.distance && word.weight > best.word.weight))
      best = { word, distance };
  }
  return best?.word;
}
