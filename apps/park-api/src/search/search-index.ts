/**
 * The site's search index: one MiniSearch per language over the content and catalog documents, one over
 * the answer passages, and the suggestion lists. Built once when the app starts; the content only
 * changes with a deployment, so it is memoised per content folder and catalog (tests build many apps).
 */
import { createHash } from 'node:crypto';
import type { ContentLanguage } from '@parks/contracts';
import MiniSearch, { type Options } from 'minisearch';
import { catalogDocuments, type CatalogRows } from './catalog-documents';
import { loadContentDocuments } from './content-documents';
import { SEARCH_LANGUAGES, type SearchDocument } from './search-document';
import { buildSuggestionList, type SuggestionList } from './suggestions';
import { foldText, isStopWord } from './text-normalizer';

export const SEARCH_FIELDS = ['title', 'headings', 'terms', 'sensations', 'text'] as const;

/** Title over headings over labels and sensations over body text. */
export const FIELD_BOOST = { title: 4, headings: 2, terms: 1.5, sensations: 1.5, text: 1 };

/** One passage an answer can quote: a FAQ answer, a paragraph, an entry's text. */
export interface Passage {
  id: number;
  documentId: string;
  /** The FAQ question or the page heading, searched with the passage and weighed higher. */
  context: string;
  text: string;
  faq: boolean;
}

export interface LanguageIndex {
  language: ContentLanguage;
  documents: Map<string, SearchDocument>;
  search: MiniSearch<SearchDocument>;
  passages: MiniSearch<Passage>;
  passageById: Map<number, Passage>;
  suggestions: SuggestionList;
}

export interface SiteSearchIndex {
  languages: Record<ContentLanguage, LanguageIndex>;
  documentCount: number;
}

/** Both the index and every query go through this: folded, stop words dropped. */
export function processTerm(term: string): string | null {
  const folded = foldText(term);
  return folded.length === 0 || isStopWord(folded) ? null : folded;
}

const documentOptions: Options<SearchDocument> = {
  fields: [...SEARCH_FIELDS],
  storeFields: [],
  processTerm,
  searchOptions: { boost: FIELD_BOOST },
};

const passageOptions: Options<Passage> = {
  fields: ['context', 'text'],
  storeFields: [],
  processTerm,
};

function splitLongPassage(text: string): string[] {
  if (text.length <= 600) return [text];
  // Long paragraphs are cut at sentence ends into pieces of a few sentences, so an answer stays short.
  const sentences = text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [text];
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > 400) {
      pieces.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) pieces.push(current.trim());
  return pieces;
}

function buildLanguageIndex(language: ContentLanguage, all: SearchDocument[]): LanguageIndex {
  const documents = all.filter((document) => document.language === language);
  const search = new MiniSearch<SearchDocument>(documentOptions);
  search.addAll(documents);

  const passages: Passage[] = [];
  for (const document of documents) {
    for (const passage of document.passages) {
      for (const text of splitLongPassage(passage)) {
        // A passage of a few words ("Vista", a table cell) answers nothing.
        if (text.length < 40) continue;
        passages.push({
          id: passages.length,
          documentId: document.id,
          context: document.type === 'faq' ? document.title : `${document.title}. ${document.headings}`,
          text,
          faq: document.type === 'faq',
        });
      }
    }
  }
  const passageIndex = new MiniSearch<Passage>(passageOptions);
  passageIndex.addAll(passages);

  return {
    language,
    documents: new Map(documents.map((document) => [document.id, document])),
    search,
    passages: passageIndex,
    passageById: new Map(passages.map((passage) => [passage.id, passage])),
    suggestions: buildSuggestionList(documents),
  };
}

export function buildSearchIndex(documents: SearchDocument[]): SiteSearchIndex {
  const languages = Object.fromEntries(
    SEARCH_LANGUAGES.map((language) => [language, buildLanguageIndex(language, documents)]),
  ) as Record<ContentLanguage, LanguageIndex>;
  return { languages, documentCount: documents.length };
}

const memo = new Map<string, Promise<SiteSearchIndex>>();

/**
 * The index of a content folder and catalog, built on first use. A failed build is forgotten so the
 * next app start tries again instead of reusing the error.
 */
export function loadSearchIndex(contentDir: string, catalog: CatalogRows): Promise<SiteSearchIndex> {
  const key = `${contentDir}\n${createHash('sha256').update(JSON.stringify(catalog)).digest('hex')}`;
  let entry = memo.get(key);
  if (!entry) {
    entry = loadContentDocuments(contentDir).then(({ park, documents }) =>
      buildSearchIndex([...documents, ...catalogDocuments(catalog, park.slug)]),
    );
    memo.set(key, entry);
    entry.catch(() => memo.delete(key));
  }
  return entry;
}
