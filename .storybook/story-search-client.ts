import type { SearchAnswer } from '@parks/contracts';
import type { SearchClient } from '@parks/search';
import { emptySearchData } from '@parks/search/core';

// What the search service suggests in stories: enough for a designer to type 'sen', 'cen' or 'tour'.
const PHRASES = [
  'Los cinco sentidos',
  'The five senses',
  'Sendero de los sentidos',
  'Cenote sagrado',
  'Sacred cenote',
  'Tour Tulum',
  'Tour sensorial nocturno',
  'Night sensory tour',
  'Entradas y precios',
  'Tickets and prices',
  'Ubicación y cómo llegar',
  'Location and directions',
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();


/**
 * The search service of stories and component tests: answers at once from a fixed list of phrases, so a
 * story's search box suggests as it would on the site without a running park-api.
 */
export const storySearchClient: SearchClient = {
  token: async () => 'story-token',
  autocomplete: async (query) => PHRASES.filter((phrase) => fold(phrase).includes(fold(query.trim()))),
  search: async ({ query }) => emptySearchData(query),
  answer: async (): Promise<SearchAnswer | null> => null,
  sendAnalytics: async () => undefined,
  report: async () => undefined,
};
