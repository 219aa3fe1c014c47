import type { SensoryDimension, SensoryLevel, SensoryProfile } from '@parks/contracts';

/**
 * The sensory guide's filters (issue 21 §2), in the order the form shows them. Each keeps only what
 * asks little of one sense; the values are the same in every language, so a shared link filters the
 * same way on the Spanish and the English page.
 */
export const SENSORY_FILTERS = [
  'quiet',
  'no-flashing',
  'no-darkness',
  'dry',
  'no-heights',
  'gentle-motion',
  'low-crowds',
] as const;
export type SensoryFilter = (typeof SENSORY_FILTERS)[number];

/** The query parameter a filter travels in: `?filter=quiet&filter=dry`, as a GET form sends checkboxes. */
export const SENSORY_FILTER_PARAM = 'filter';

/** The levels a filter lets through: nothing, or a little. */
const GENTLE_LEVELS: readonly SensoryLevel[] = ['none', 'low'];

const FILTER_DIMENSION: Record<Exclude<SensoryFilter, 'no-flashing'>, SensoryDimension> = {
  quiet: 'noise',
  'no-darkness': 'darkness',
  dry: 'water',
  'no-heights': 'heights',
  'gentle-motion': 'motion',
  'low-crowds': 'crowding',
};

/** What a query string asks for: the filters it names (each once, in form order) and what it named that is none. */
export interface ParsedSensoryFilters {
  filters: SensoryFilter[];
  unknown: string[];
}

function isSensoryFilter(value: string): value is SensoryFilter {
  return (SENSORY_FILTERS as readonly string[]).includes(value);
}

/**
 * The filters in a page's query string. Values are trimmed and lower-cased; unknown ones are returned
 * apart (the page says it ignored them) and never match anything.
 */
export function parseSensoryFilters(search: URLSearchParams | string): ParsedSensoryFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const named = new Set<string>();
  const unknown: string[] = [];
  for (const raw of params.getAll(SENSORY_FILTER_PARAM)) {
    const value = raw.trim().toLowerCase();
    if (value === '') continue;
    if (isSensoryFilter(value)) named.add(value);
    else if (!unknown.includes(raw)) unknown.push(raw);
  }
  return { filters: SENSORY_FILTERS.filter((filter) => named.has(filter)), unknown };
}

/** Whether a profile passes one filter. */
export function passesSensoryFilter(profile: SensoryProfile, filter: SensoryFilter): boolean {
  if (filter === 'no-flashing') return !profile.flashing;
  return GENTLE_LEVELS.includes(profile.levels[FILTER_DIMENSION[filter]].level);
}

/** Whether a profile passes every filter (no filter: everything passes). */
export function matchesSensoryFilters(profile: SensoryProfile, filters: readonly SensoryFilter[]): boolean {
  return filters.every((filter) => passesSensoryFilter(profile, filter));
}

/** The query string (with its `?`, or '' without filters) that shares a choice of filters. */
export function sensoryFiltersSearch(filters: readonly SensoryFilter[]): string {
  const params = new URLSearchParams();
  for (const filter of SENSORY_FILTERS)
    if (filters.includes(filter)) params.append(SENSORY_FILTER_PARAM, filter);
  const search = params.toString();
  return search ? `?${search}` : '';
}
