/**
 * Extractive answers: the passage (a FAQ answer, a paragraph, an entry's text) that best matches a
 * question, quoted as plain text with its page. No passage is better than a wrong one, so an answer
 * needs most of the question's words (or their translations) in one passage; FAQs are preferred.
 */
import type { ContentLanguage, SearchAnswer } from '@parks/contracts';
import type { Query, SearchResult } from 'minisearch';
import type { LanguageIndex, SiteSearchIndex } from './search-index';
import { wordGroup } from './site-search';
import { synonymsOf } from './synonyms';
import { foldedWords, queryTerms } from './text-normalizer';

/** Share of the question's words a passage must contain to be an answer. */
export const MIN_COVERAGE = 0.6;
const MAX_ANSWER_LENGTH = 320;
const FAQ_BOOST = 1.5;

function coverage(terms: string[], result: SearchResult): number {
  const matched = new Set(result.queryTerms);
  const covered = terms.filter((term) => [term, ...synonymsOf(term)].some((word) => matched.has(word)));
  return covered.length / terms.length;
}

/** The sentence pair of a long passage that holds the most question words, or the whole passage. */
export function bestExcerpt(text: string, terms: string[]): string {
  if (text.length <= MAX_ANSWER_LENGTH) return text;
  const sentences = (text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [text]).map((sentence) => sentence.trim());
  const wanted = new Set(terms.flatMap((term) => [term, ...synonymsOf(term)]));
  const hits = sentences.map(
    (sentence) =>
      new Set(foldedWords(sentence).filter((word) => [...wanted].some((term) => word.startsWith(term)))).size,
  );
  let best = 0;
  let bestHits = -1;
  for (let i = 0; i < sentences.length; i++) {
    const pair = (hits[i] ?? 0) + (hits[i + 1] ?? 0) * 0.5;
    if (pair > bestHits) {
      bestHits = pair;
      best = i;
    }
  }
  const first = sentences[best] ?? '';
  const second = sentences[best + 1];
  return second && first.length + second.length < MAX_ANSWER_LENGTH ? `${first} ${second}` : first;
}

function searchPassages(index: LanguageIndex, terms: string[]): SearchResult[] {
  const query: Query = { combineWith: 'OR', queries: terms.map(wordGroup) };
  return index.passages.search(query, {
    prefix: (term) => term.length >= 3,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    maxFuzzy: 2,
    boost: { context: 1.5, text: 1 },
    boostDocument: (id) => (index.passageById.get(id as number)?.faq ? FAQ_BOOST : 1),
  });
}

export function answerQuestion(
  index: SiteSearchIndex,
  language: ContentLanguage,
  question: string,
): SearchAnswer | null {
  const terms = queryTerms(question);
  if (!terms.length) return null;
  const own = index.languages[language];
  let best: { result: SearchResult; rank: number } | undefined;
  for (const result of searchPassages(own, terms).slice(0, 25)) {
    const share = coverage(terms, result);
    if (share < MIN_COVERAGE) continue;
    const rank = result.score * share * share;
    if (!best || rank > best.rank) best = { result, rank };
  }
  if (!best) return null;
  const passage = own.passageById.get(best.result.id as number);
  const document = passage && own.documents.get(passage.documentId);
  if (!passage || !document) return null;
  return {
    text: bestExcerpt(passage.text, terms),
    source: { id: document.id, title: document.title, url: document.url },
  };
}
