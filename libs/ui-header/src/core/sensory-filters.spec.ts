import { describe, expect, it } from '@jest/globals';
import type { SensoryProfile } from '@parks/contracts';
import {
  matchesSensoryFilters,
  parseSensoryFilters,
  sensoryFiltersSearch,
  type SensoryFilter,
} from './sensory-filters';

function profile(
  levels: Partial<Record<keyof SensoryProfile['levels'], SensoryProfile['levels']['noise']['level']>>,
  flashing = false,
): SensoryProfile {
  const level = (dimension: keyof SensoryProfile['levels']) => ({
    level: levels[dimension] ?? 'none',
    note: dimension,
  });
  return {
    duration: '30 min',
    leavePartWay: true,
    leaveNote: 'Yes',
    flashing,
    levels: {
      noise: level('noise'),
      light: level('light'),
      darkness: level('darkness'),
      water: level('water'),
      heights: level('heights'),
      motion: level('motion'),
      crowding: level('crowding'),
      smell: level('smell'),
      touch: level('touch'),
    },
  };
}

describe('parseSensoryFilters', () => {
  it('reads the filters a GET form sends, each once, in the form order', () => {
    expect(parseSensoryFilters('?filter=dry&filter=quiet&filter=dry')).toEqual({
      filters: ['quiet', 'dry'],
      unknown: [],
    });
  });

  it('reads a shared link typed in another case or with spaces', () => {
    expect(parseSensoryFilters(new URLSearchParams('filter=%20No-Darkness%20&filter=LOW-CROWDS'))).toEqual({
      filters: ['no-darkness', 'low-crowds'],
      unknown: [],
    });
  });

  it('keeps what is no filter apart, and ignores empty values and other parameters', () => {
    expect(parseSensoryFilters('?filter=loud&filter=&filter=quiet&utm_source=x&filter=loud')).toEqual({
      filters: ['quiet'],
      unknown: ['loud'],
    });
  });

  it('reads no filter from an empty query', () => {
    expect(parseSensoryFilters('')).toEqual({ filters: [], unknown: [] });
  });
});

describe('matchesSensoryFilters', () => {
  const drums = profile({ noise: 'high', crowding: 'high', motion: 'medium' });
  const tunnel = profile({ darkness: 'high', noise: 'low', water: 'low' });
  const show = profile({ noise: 'high', light: 'high', darkness: 'high' }, true);
  const lookout = profile({ heights: 'medium', noise: 'low' });

  it.each<[SensoryFilter, boolean[]]>([
    ['quiet', [false, true, false, true]],
    ['no-darkness', [true, false, false, true]],
    ['dry', [true, true, true, true]],
    ['no-heights', [true, true, true, false]],
    ['gentle-motion', [false, true, true, true]],
    ['low-crowds', [false, true, true, true]],
    ['no-flashing', [true, true, false, true]],
  ])('%s keeps only what asks little of that sense', (filter, expected) => {
    expect([drums, tunnel, show, lookout].map((item) => matchesSensoryFilters(item, [filter]))).toEqual(
      expected,
    );
  });

  it('needs every filter to pass, and lets everything through without filters', () => {
    expect(matchesSensoryFilters(tunnel, ['quiet', 'no-darkness'])).toBe(false);
    expect(matchesSensoryFilters(lookout, ['quiet', 'no-darkness'])).toBe(true);
    expect(matchesSensoryFilters(show, [])).toBe(true);
  });

  it('keeps a wet attraction out of "stay dry"', () => {
    expect(matchesSensoryFilters(profile({ water: 'medium' }), ['dry'])).toBe(false);
  });
});

describe('sensoryFiltersSearch', () => {
  it('writes the shareable query in the form order, and nothing without filters', () => {
    expect(sensoryFiltersSearch(['low-crowds', 'quiet'])).toBe('?filter=quiet&filter=low-crowds');
    expect(sensoryFiltersSearch([])).toBe('');
  });
});
