/**
 * Runs a site search over the page language's index. Each query word is searched with its bilingual
 * synonyms; every word must match (prefixes count), and only when nothing does are typos allowed (the
 * answer then says what it understood: correctedQuery), then any word, then the other language.
 */
import type { ContentCategory, ContentLanguage, SearchCategoryCount, SearchResult } from '@parks/contracts';
import type { Query, SearchOptions, SearchResult as MiniSearchHit } from 'minisearch';
import type { SearchDocument } from './search-document';
import type { LanguageIndex, SiteSearchIndex } from './search-index';
import { readSensations, type FoundSensation } from './sensations';
import { buildSnippet } from './snippet';
import { synonymsOf } from './synonyms';
import { foldText, queryTerms, splitWords } from './text-normalizer';
import { correctWord } from './vocabulary';

export interface SearchHit {
  document: SearchDocument;
  score: number;
  /** Folded document terms that matched, for the snippet. */
  matched: string[];
}

export interface SearchOutcome {
  hits: SearchHit[];
  correctedQuery?: string;
}

/** A query word and the words it stands for in either language. */
export function wordGroup(term: string): Query {
  const synonyms = synonymsOf(term);
  return synonyms.length ? { combineWith: 'OR', queries: [term, ...synonyms] } : term;
}

const exact: SearchOptions = { prefix: (term) => term.length >= 3, fuzzy: false };
const tolerant: SearchOptions = {
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  maxFuzzy: 2,
};

/** A sensation of the query: its indexed word, or (a single word) that word or the word as typed. */
function sensationGroup(found: FoundSensation): Query {
  return found.typed ? { combineWith: 'OR', queries: [found.word, wordGroup(found.typed)] } : found.word;
}

function run(
  index: LanguageIndex,
  terms: string[],
  combineWith: 'AND' | 'OR',
  options: SearchOptions,
  sensations: readonly FoundSensation[] = [],
) {
  const query: Query = {
    combineWith,
    queries: [...sensations.map(sensationGroup), ...terms.map(wordGroup)],
  };
  return index.search.search(query, options);
}

function toHits(index: LanguageIndex, results: MiniSearchHit[]): SearchHit[] {
  const hits: SearchHit[] = [];
  for (const result of results) {
    const document = index.documents.get(result.id as string);
    if (document) hits.push({ document, score: result.score, matched: result.terms });
  }
  return hits;
}

/** The query as the index would have spelt it, or undefined when no word needed a correction. */
function correction(index: LanguageIndex, query: string): string | undefined {
  const { vocabulary } = index.suggestions;
  let changed = false;
  const words = splitWords(query).map((word) => {
    const folded = foldText(word);
    if (!queryTerms(word).length) return word;
    const better = correctWord(vocabulary, folded);
    if (!better) return word;
    changed = true;
    return better.display;
  });
  return changed ? words.join(' ') : undefined;
}

export function searchSite(index: SiteSearchIndex, language: ContentLanguage, query: string): SearchOutcome {
  // "sin agua", "quiet": sensations first (sensations.ts), then the other words as usual.
  const { sensations, rest } = readSensations(query);
  const terms = queryTerms(rest);
  if (!terms.length && !sensations.length) return { hits: [] };
  const own = index.languages[language];

  const asTyped = run(own, terms, 'AND', exact, sensations);
  if (asTyped.length) return { hits: toHits(own, asTyped) };

  const spelt = run(own, terms, 'AND', tolerant, sensations);
  if (spelt.length) return { hits: toHits(own, spelt), correctedQuery: correction(own, query) };

  const anyWord = run(own, terms, 'OR', tolerant, sensations);
  if (anyWord.length) return { hits: toHits(own, anyWord) };

  // A name or a phrase known only in the other language's content still finds its page there.
  const other = index.languages[language === 'es' ? 'en' : 'es'];
  return { hits: toHits(other, run(other, terms, 'OR', tolerant, sensations)) };
}

/** Matches per category over every category, largest first (ties in a stable, alphabetical order). */
export function categoryCounts(hits: SearchHit[]): SearchCategoryCount[] {
  const counts = new Map<ContentCategory, number>();
  for (const hit of hits) counts.set(hit.document.category, (counts.get(hit.document.category) ?? 0) + 1);
  return [...counts.entries()]
    .map(([category, count]) => ({ category, count }))
    .sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

export function toSearchResult(hit: SearchHit): SearchResult {
  const { document } = hit;
  const result: SearchResult = {
    id: document.id,
    title: document.title,
    snippet: buildSnippet(document.text, hit.matched),
    url: document.url,
    type: document.type,
    category: document.category,
    language: document.language,
  };
  if (document.image) result.image = document.image;
  return result;
}
