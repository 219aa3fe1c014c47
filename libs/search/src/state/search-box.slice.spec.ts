import { describe, expect, it } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import {
  blurred,
  categoryChanged,
  fetchFailed,
  initialSearchBoxState,
  searchBoxSlice,
  selectSearchBox,
  selectSearchCategory,
  selectSearchStatus,
  selectSearchSuggestions,
  selectSearchWord,
  started,
  suggestionsReceived,
  wordSettled,
  wordTyped,
} from './search-box.slice';

const makeStore = () => configureStore({ reducer: { [searchBoxSlice.reducerPath]: searchBoxSlice.reducer } });

describe('searchBox slice', () => {
  it('starts in initial with an empty word and any category', () => {
    const store = makeStore();
    expect(selectSearchBox(store.getState())).toEqual({
      status: 'initial',
      word: '',
      suggestions: [],
      category: 'any',
      activeBox: null,
    });
    expect(searchBoxSlice.reducerPath).toBe('searchBox');
  });

  it('goes through a visitor typing, getting suggestions and leaving the box', () => {
    const store = makeStore();
    store.dispatch(started({ search: '' }));
    expect(selectSearchStatus(store.getState())).toBe('idle');

    store.dispatch(wordTyped('sent'));
    expect(selectSearchWord(store.getState())).toBe('sent');
    expect(selectSearchStatus(store.getState())).toBe('idle');

    store.dispatch(wordSettled('sent'));
    expect(selectSearchStatus(store.getState())).toBe('fetch');

    store.dispatch(suggestionsReceived({ word: 'sent', suggestions: ['Los cinco sentidos'] }));
    expect(selectSearchStatus(store.getState())).toBe('success');
    expect(selectSearchSuggestions(store.getState())).toEqual(['Los cinco sentidos']);

    store.dispatch(blurred({ ontoResult: false }));
    expect(selectSearchStatus(store.getState())).toBe('idle');
    expect(selectSearchSuggestions(store.getState())).toEqual([]);
  });

  it('fills the word from the URL and goes to ready', () => {
    const store = makeStore();
    store.dispatch(started({ search: '?q=tour+tulum' }));
    expect(selectSearchBox(store.getState())).toMatchObject({ status: 'ready', word: 'tour tulum' });
  });

  it('shows the failure state when the call fails', () => {
    const store = makeStore();
    store.dispatch(started({ search: '' }));
    store.dispatch(wordSettled('hotel'));
    store.dispatch(fetchFailed({ message: 'Network Error' }));
    expect(selectSearchStatus(store.getState())).toBe('error');
  });

  it('keeps the category apart from the machine', () => {
    const state = searchBoxSlice.reducer(
      { ...initialSearchBoxState, status: 'success', word: 'x', suggestions: ['Xa'] },
      categoryChanged('hotels'),
    );
    expect(state).toEqual({
      status: 'success',
      word: 'x',
      suggestions: ['Xa'],
      category: 'hotels',
      activeBox: null,
    });
    expect(selectSearchCategory({ searchBox: state })).toBe('hotels');
  });
});
