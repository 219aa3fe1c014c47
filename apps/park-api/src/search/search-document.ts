/** What the search index holds: one entry per page, collection item, FAQ or catalog entry and language. */
import type { ContentCategory, ContentImage, ContentLanguage, SearchResultType } from '@parks/contracts';

export interface SearchDocument {
  /** Stable id, e.g. 'page:en:admission', 'faq:es:edades-precios', 'product:en:XS-COMBO-SELVA'. */
  id: string;
  language: ContentLanguage;
  type: SearchResultType;
  category: ContentCategory;
  /** What a result shows as its title. */
  title: string;
  /** Section headings, the meta title and the lead: weighed between the title and the body. */
  headings: string;
  /** Labels and facts (navigation label, "Duration: 45 min"…). */
  terms: string;
  /**
   * The sensory filters its profile passes, as the words of sensations.ts ("sensoryquiet sensorydry"):
   * searched, never shown or suggested.
   */
  sensations?: string;
  /** Plain text the snippet is cut from. */
  text: string;
  /** Passages an answer may quote: FAQ answers, paragraphs. */
  passages: string[];
  /** Site-relative URL, with a #fragment for an entry listed on a page. */
  url: string;
  image?: ContentImage;
}

/** The languages the content exists in; a page in Portuguese (or without a language) searches English. */
export const SEARCH_LANGUAGES: readonly ContentLanguage[] = ['es', 'en'];

export function searchLanguageOf(language: string): ContentLanguage {
  return language === 'es' ? 'es' : 'en';
}
