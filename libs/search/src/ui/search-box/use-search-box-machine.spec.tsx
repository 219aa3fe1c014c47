import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SEARCH_FAILURE_ERROR_CODE } from '@parks/contracts';
import { renderWithProviders } from '@parks/test-harness';
import { SearchClientProvider } from '../../api/search-client-context';
import { controlledSearchClient } from '../../test-support/controlled-search-client';
import { SearchBox } from './search-box';

/**
 * Every row of the SPEC §4 'Search box' table, through the box a visitor uses: the effect layer's
 * timers run on fake time and the search service answers when each test says.
 */
type Service = ReturnType<typeof controlledSearchClient>;
let service: Service;

function renderBox(language: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <SearchClientProvider client={service.client}>
      <SearchBox navigate={jest.fn()} />
    </SearchClientProvider>,
    { language },
  );
}

const input = () =>
  screen.getByRole('combobox', { name: /¿Qué estás buscando\?|What are you looking for\?/ });
const type = (word: string) => fireEvent.change(input(), { target: { value: word } });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
/** Lets the client's promise callbacks run. */
const settlePromises = () => act(async () => undefined);

beforeEach(() => {
  jest.useFakeTimers();
  service = controlledSearchClient();
});
afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('search box machine (SPEC §4)', () => {
  it('initial → idle on start without q, fetching a search token', () => {
    renderBox();
    expect(service.tokenFetches()).toBe(1);
    expect(input()).toHaveValue('');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('initial → ready on start with q: the word is filled (plus signs and URI encoding decoded), nothing is fetched', () => {
    window.history.replaceState(null, '', '/es/busqueda/?q=ubicaci%C3%B3n+del+parque');
    renderBox();
    expect(service.tokenFetches()).toBe(1);
    expect(input()).toHaveValue('ubicación del parque');
    expect(service.autocompleteCalls).toHaveLength(0);
  });

  it('fetches only when the typed word settles: 500 ms after the last keystroke', () => {
    renderBox();
    type('s');
    wait(300);
    type('se');
    wait(499);
    expect(service.autocompleteCalls).toHaveLength(0);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    wait(1);
    expect(service.autocompleteCalls.map((call) => call.word)).toEqual(['se']);
    expect(screen.getByRole('status')).toHaveTextContent('Buscando sugerencias…');
  });

  it('sends the trimmed word', () => {
    renderBox();
    type('  sentidos  ');
    wait(500);
    expect(service.lastCall()?.word).toBe('sentidos');
  });

  it('does not fetch in ready (the page opened with the word)', () => {
    window.history.replaceState(null, '', '/es/busqueda/?q=cenote');
    renderBox();
    type('cenotes');
    wait(500);
    expect(service.autocompleteCalls).toHaveLength(0);
    expect(input()).toHaveValue('cenotes');
  });

  it('goes idle when the typed word settles empty', async () => {
    renderBox();
    type('sen');
    wait(500);
    service.lastCall()?.resolve(['Los cinco sentidos']);
    await settlePromises();
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    type('   ');
    wait(500);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(service.autocompleteCalls).toHaveLength(1);
  });

  it('fetch → success: the suggestions with the word highlighted, plus "Search more for {word}"', async () => {
    renderBox('en');
    type('sen');
    wait(500);
    service.lastCall()?.resolve(['The five senses', 'Night sensory tour']);
    await settlePromises();
    const options = within(screen.getByRole('listbox', { name: 'Suggestions' })).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'The five senses',
      'Night sensory tour',
      'Search more for sen',
    ]);
    expect(options[0]?.querySelector('mark')).toHaveTextContent('sen');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fetch → empty: only "Search more for {word}"', async () => {
    renderBox();
    type('zzz');
    wait(500);
    service.lastCall()?.resolve([]);
    await settlePromises();
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Buscar más sobre zzz']);
  });

  it.each([
    ['es', 'No se han podido buscar resultados'],
    ['en', "Results couldn't be retrieved"],
  ] as const)(
    'fetch → error (%s): the failure label, the results cleared, a report with the provider code (SPEC §8)',
    async (language, label) => {
      renderBox(language);
      type('sen');
      wait(500);
      service.lastCall()?.resolve(['Los cinco sentidos']);
      await settlePromises();
      type('sent');
      wait(500);
      service.lastCall()?.reject(new Error('Request failed with status code 503'));
      await settlePromises();
      expect(screen.getByRole('alert')).toHaveTextContent(label);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(service.reports).toEqual([
        {
          error: SEARCH_FAILURE_ERROR_CODE,
          params: { componentName: 'SearchBox', errorMessage: 'Request failed with status code 503' },
        },
      ]);
      expect(SEARCH_FAILURE_ERROR_CODE).toBe('DISCOVERY_SEARCH');
    },
  );

  it('drops an answer for a word that was typed over (only the newest word shows)', async () => {
    renderBox();
    type('ce');
    wait(500);
    const first = service.lastCall();
    type('cen');
    wait(500);
    first?.resolve(['Cerámica']);
    service.lastCall()?.resolve(['Cenote sagrado']);
    await settlePromises();
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Cenote sagrado');
    expect(options).toHaveLength(2);
  });

  it('any → idle 500 ms after the input loses focus; an answer arriving later is ignored', async () => {
    renderBox();
    type('sen');
    wait(500);
    fireEvent.blur(input());
    wait(499);
    expect(screen.getByRole('status')).toBeInTheDocument();
    wait(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    service.lastCall()?.resolve(['Los cinco sentidos']);
    await settlePromises();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('stays open when focus moved onto a result', async () => {
    renderBox();
    type('sen');
    wait(500);
    service.lastCall()?.resolve(['Los cinco sentidos']);
    await settlePromises();
    const option = within(screen.getByRole('listbox')).getAllByRole('option')[0] as HTMLElement;
    fireEvent.blur(input(), { relatedTarget: option });
    wait(1000);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('stops its timers when the box unmounts', () => {
    const { unmount } = renderBox();
    type('sen');
    unmount();
    wait(1000);
    expect(service.autocompleteCalls).toHaveLength(0);
  });
});
