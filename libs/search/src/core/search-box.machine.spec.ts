import { describe, expect, it } from '@jest/globals';
import {
  SEARCH_BOX_STATUSES,
  initialSearchBoxMachineState,
  searchBoxTransition,
  type SearchBoxEffect,
  type SearchBoxEvent,
  type SearchBoxMachineState,
  type SearchBoxStatus,
} from './search-box.machine';

const at = (status: SearchBoxStatus, word = 'cenote', suggestions: string[] = []): SearchBoxMachineState => ({
  status,
  word,
  suggestions,
});
const started = SEARCH_BOX_STATUSES.filter((status) => status !== 'initial');

interface Row {
  row: string;
  from: SearchBoxMachineState;
  event: SearchBoxEvent;
  to: SearchBoxMachineState;
  effects?: SearchBoxEffect[];
}

// SPEC §4 'Search box', one block per row of the table ("any" expanded to every started state).
const rows: Row[] = [
  {
    row: 'initial | start without q → idle, fetch a token',
    from: initialSearchBoxMachineState,
    event: { type: 'start', search: '?lang=es' },
    to: at('idle', ''),
    effects: [{ type: 'fetchToken' }],
  },
  {
    row: 'initial | start with an empty q → idle, fetch a token',
    from: initialSearchBoxMachineState,
    event: { type: 'start', search: '?q=' },
    to: at('idle', ''),
    effects: [{ type: 'fetchToken' }],
  },
  {
    row: 'initial | start with q (plus signs decoded) → ready with the word, fetch a token',
    from: initialSearchBoxMachineState,
    event: { type: 'start', search: '?q=parque+de+los+sentidos' },
    to: at('ready', 'parque de los sentidos'),
    effects: [{ type: 'fetchToken' }],
  },
  {
    row: 'initial | start with q (URI encoding decoded) → ready with the word, fetch a token',
    from: initialSearchBoxMachineState,
    event: { type: 'start', search: '?utm=x&q=ubicaci%C3%B3n%20%26%20horarios' },
    to: at('ready', 'ubicación & horarios'),
    effects: [{ type: 'fetchToken' }],
  },
  ...started
    .filter((status) => status !== 'ready')
    .map((status): Row => ({
      row: `${status} | word settles, non-empty → fetch its suggestions`,
      from: at(status, 'sen', status === 'success' ? ['Sensoria'] : []),
      event: { type: 'wordSettled', word: ' senti ' },
      to: at('fetch', ' senti '),
      effects: [{ type: 'fetchSuggestions', word: 'senti' }],
    })),
  {
    row: 'ready | word settles, non-empty → stays ready, nothing fetched',
    from: at('ready', 'tulum'),
    event: { type: 'wordSettled', word: 'tulum tour' },
    to: at('ready', 'tulum tour'),
  },
  ...started.map((status): Row => ({
    row: `${status} | word settles, empty → idle`,
    from: at(status, 'x', status === 'success' ? ['Xcaret'] : []),
    event: { type: 'wordSettled', word: '   ' },
    to: at('idle', '   '),
  })),
  {
    row: 'fetch | autocomplete returns suggestions → success',
    from: at('fetch', 'sent'),
    event: { type: 'suggestionsReceived', word: 'sent', suggestions: ['Sentidos', 'Los cinco sentidos'] },
    to: at('success', 'sent', ['Sentidos', 'Los cinco sentidos']),
  },
  {
    row: 'fetch | autocomplete returns none → empty',
    from: at('fetch', 'zzz'),
    event: { type: 'suggestionsReceived', word: 'zzz', suggestions: [] },
    to: at('empty', 'zzz'),
  },
  {
    row: 'fetch | call fails → error, reported',
    from: at('fetch', 'sent'),
    event: { type: 'fetchFailed', message: 'Network Error' },
    to: at('error', 'sent'),
    effects: [{ type: 'reportFailure', message: 'Network Error' }],
  },
  ...started.map((status): Row => ({
    row: `${status} | input loses focus → idle`,
    from: at(status, 'sent', status === 'success' ? ['Sentidos'] : []),
    event: { type: 'blurred', ontoResult: false },
    to: at('idle', 'sent'),
  })),
  ...started.map((status): Row => ({
    row: `${status} | input loses focus onto a result → unchanged`,
    from: at(status, 'sent', status === 'success' ? ['Sentidos'] : []),
    event: { type: 'blurred', ontoResult: true },
    to: at(status, 'sent', status === 'success' ? ['Sentidos'] : []),
  })),
  // Not in the table: Escape closes what is open at once and keeps the word (issue 18 §5).
  ...started.map((status): Row => ({
    row: `${status} | Escape → idle, the word kept`,
    from: at(status, 'sent', status === 'success' ? ['Sentidos'] : []),
    event: { type: 'dismissed' },
    to: at('idle', 'sent'),
  })),
];

describe('searchBoxTransition: the SPEC §4 table', () => {
  it.each(rows)('$row', ({ from, event, to, effects = [] }) => {
    expect(searchBoxTransition(from, event)).toEqual({ state: to, effects });
  });
});

// Events the table does not list for a state leave it as it is.
const ignored: Row[] = [
  ...started.map((status): Row => ({
    row: `${status} | start again → unchanged, no second token`,
    from: at(status),
    event: { type: 'start', search: '?q=otra' },
    to: at(status),
  })),
  {
    row: 'initial | word settles → unchanged (not started)',
    from: initialSearchBoxMachineState,
    event: { type: 'wordSettled', word: 'sent' },
    to: initialSearchBoxMachineState,
  },
  {
    row: 'initial | input loses focus → unchanged (not started)',
    from: initialSearchBoxMachineState,
    event: { type: 'blurred', ontoResult: false },
    to: initialSearchBoxMachineState,
  },
  {
    row: 'fetch | suggestions for an older word → dropped',
    from: at('fetch', 'senti'),
    event: { type: 'suggestionsReceived', word: 'sen', suggestions: ['Sensoria'] },
    to: at('fetch', 'senti'),
  },
  ...started
    .filter((status) => status !== 'fetch')
    .flatMap((status): Row[] => [
      {
        row: `${status} | late suggestions → dropped`,
        from: at(status),
        event: { type: 'suggestionsReceived', word: 'cenote', suggestions: ['Cenote'] },
        to: at(status),
      },
      {
        row: `${status} | late failure → ignored`,
        from: at(status),
        event: { type: 'fetchFailed', message: 'timeout' },
        to: at(status),
      },
    ]),
];

describe('searchBoxTransition: events out of turn', () => {
  it.each(ignored)('$row', ({ from, event, to }) => {
    expect(searchBoxTransition(from, event)).toEqual({ state: to, effects: [] });
  });
});

describe('searchBoxTransition: typing', () => {
  it.each(SEARCH_BOX_STATUSES)('%s | a keystroke changes the word, not the state', (status) => {
    const from = at(status, 'sen', status === 'success' ? ['Sensoria'] : []);
    expect(searchBoxTransition(from, { type: 'wordTyped', word: 'sens' })).toEqual({
      state: { ...from, word: 'sens' },
      effects: [],
    });
  });
});
