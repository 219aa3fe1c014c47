/**
 * Search by sensation (issue 21 §2): "quiet", "tranquilo", "sin oscuridad", "no water", "seco"… find
 * the attractions and tours whose sensory profile fits, and the sensory guide. A document carries one
 * language-neutral word per sensory filter its profile passes (`sensations`); a query's sensation words
 * and phrases are read before its other words and stand for that word. A negated phrase ("sin agua")
 * stands for the word alone: searched as plain words it would find exactly what the visitor avoids.
 */
import type { SensoryProfile } from '@parks/contracts';
import { passesSensoryFilter, SENSORY_FILTERS, type SensoryFilter } from '@parks/ui-header/core';
import { foldedWords, isStopWord } from './text-normalizer';

/** The indexed word of a filter: one word, unlike any word of the content ("sensoryquiet"). */
export function sensationWord(filter: SensoryFilter): string {
  return `sensory${filter.replace(/-/g, '')}`;
}

/** The words of a document whose profile passes each of these filters. */
export function sensationsOf(profile: SensoryProfile): string {
  return SENSORY_FILTERS.filter((filter) => passesSensoryFilter(profile, filter))
    .map(sensationWord)
    .join(' ');
}

/** Every sensation word: the guide page is about all of them. */
export const ALL_SENSATIONS = SENSORY_FILTERS.map(sensationWord).join(' ');

/**
 * What visitors type for each filter, in both languages, folded, stop words left out except the
 * negations (which are what tells "sin agua" from "agua"). A phrase says the filter only; a single
 * word also keeps its ordinary meaning ("quiet" still finds "a quiet room").
 */
const SENSATION_PHRASES: Record<SensoryFilter, { phrases: string[]; words: string[] }> = {
  quiet: {
    phrases: [
      'no noise',
      'no loud',
      'not loud',
      'without noise',
      'low noise',
      'little noise',
      'no ruido',
      'sin ruido',
      'sin ruidos',
      'poco ruido',
      'no ruidoso',
      'sin ruido fuerte',
      'no loud noise',
    ],
    words: [
      'quiet',
      'quieter',
      'calm',
      'calmer',
      'silent',
      'silence',
      'peaceful',
      'tranquilo',
      'tranquila',
      'tranquilos',
      'tranquilas',
      'tranquilidad',
      'calma',
      'calmado',
      'silencio',
      'silencioso',
      'silenciosa',
    ],
  },
  'no-flashing': {
    phrases: [
      'no flashing',
      'no flashes',
      'no flash',
      'no strobe',
      'without flashing',
      'no flashing light',
      'sin destellos',
      'sin luces',
      'sin flash',
      'sin estroboscopica',
      'sin luces destellan',
    ],
    words: ['epilepsy', 'epileptic', 'photosensitive', 'epilepsia', 'fotosensible'],
  },
  'no-darkness': {
    phrases: [
      'no darkness',
      'no dark',
      'not dark',
      'without darkness',
      'no enclosed',
      'no enclosed spaces',
      'no caves',
      'sin oscuridad',
      'no oscuro',
      'sin espacios cerrados',
      'sin cuevas',
      'sin encierro',
      'fear dark',
      'miedo oscuridad',
    ],
    words: ['claustrophobia', 'claustrophobic', 'claustrofobia', 'claustrofobico', 'claustrofobica'],
  },
  dry: {
    phrases: [
      'no water',
      'without water',
      'no wet',
      'not wet',
      'stay dry',
      'no swimming',
      'sin agua',
      'sin mojarse',
      'no mojarse',
      'sin mojar',
      'sin nadar',
      'fear water',
      'miedo agua',
    ],
    words: ['dry', 'seco', 'seca', 'secos', 'secas'],
  },
  'no-heights': {
    phrases: [
      'no heights',
      'no height',
      'without heights',
      'fear heights',
      'sin alturas',
      'sin altura',
      'miedo alturas',
    ],
    words: ['vertigo', 'acrophobia', 'acrofobia'],
  },
  'gentle-motion': {
    phrases: [
      'no motion',
      'little motion',
      'gentle motion',
      'motion sickness',
      'sin movimiento',
      'poco movimiento',
      'sin mareo',
    ],
    words: ['gentle', 'seasick', 'mareo', 'suave'],
  },
  'low-crowds': {
    phrases: [
      'low crowds',
      'no crowds',
      'few people',
      'not crowded',
      'no queues',
      'no queue',
      'poca gente',
      'sin gente',
      'sin multitudes',
      'sin filas',
      'sin fila',
      'pocas personas',
    ],
    words: ['uncrowded'],
  },
};

const NEGATIONS = new Set(['no', 'not', 'without', 'sin']);

interface Entry {
  words: string[];
  filter: SensoryFilter;
  phrase: boolean;
}

// Longest first, so "no loud noise" wins over "no loud".
const ENTRIES: Entry[] = Object.entries(SENSATION_PHRASES)
  .flatMap(([filter, { phrases, words }]) => [
    ...phrases.map((text) => ({ words: foldedWords(text), filter: filter as SensoryFilter, phrase: true })),
    ...words.map((text) => ({ words: foldedWords(text), filter: filter as SensoryFilter, phrase: false })),
  ])
  .sort((a, b) => b.words.length - a.words.length);

/** A sensation found in a query: its indexed word and, for a single word, the word as typed (folded). */
export interface FoundSensation {
  word: string;
  typed?: string;
}

/** A query read for sensations: the ones it names, and the rest of its words for the usual reading. */
export interface SensationQuery {
  sensations: FoundSensation[];
  rest: string;
}

export function readSensations(query: string): SensationQuery {
  const words = foldedWords(query).filter((word) => NEGATIONS.has(word) || !isStopWord(word));
  const sensations: FoundSensation[] = [];
  const rest: string[] = [];
  let index = 0;
  while (index < words.length) {
    const entry = ENTRIES.find((candidate) =>
      candidate.words.every((word, offset) => words[index + offset] === word),
    );
    if (!entry) {
      rest.push(words[index] ?? '');
      index += 1;
      continue;
    }
    const word = sensationWord(entry.filter);
    sensations.push(entry.phrase ? { word } : { word, typed: entry.words[0] ?? '' });
    index += entry.words.length;
  }
  return { sensations, rest: rest.join(' ') };
}
