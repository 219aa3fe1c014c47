import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@parks/test-harness';
import { SearchBox } from './search-box';

const withSuggestions = {
  searchBox: {
    status: 'success',
    word: 'sen',
    suggestions: ['Los cinco sentidos', 'Tour sensorial'],
    category: 'any',
  },
};
const wordInput = () => screen.getByRole('combobox', { name: '¿Qué estás buscando?' });
const wordInputEn = () => screen.getByRole('combobox', { name: 'What are you looking for?' });

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('SearchBox', () => {
  it('is a GET form to the results page that sends the word as q, so it works without JavaScript', () => {
    renderWithProviders(<SearchBox />, { language: 'en' });
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/en/search/');
    expect(wordInputEn()).toHaveAttribute('name', 'q');
  });

  it('fills the word from the URL q when it starts (SPEC §4: initial → ready)', () => {
    window.history.replaceState(null, '', '/es/busqueda/?q=tour+tulum%20y%20cenotes');
    renderWithProviders(<SearchBox />);
    expect(wordInput()).toHaveValue('tour tulum y cenotes');
  });

  it('searches the trimmed word with Enter', async () => {
    const onSubmit = jest.fn();
    const navigate = jest.fn();
    renderWithProviders(<SearchBox onSubmit={onSubmit} navigate={navigate} />);
    await userEvent.type(wordInput(), '  foto pase {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('foto pase');
    expect(navigate).toHaveBeenCalledWith('/es/busqueda/?q=foto%20pase');
  });

  it('sends the category with the word when JavaScript has not loaded (GET form field)', () => {
    renderWithProviders(<SearchBox />);
    expect(screen.getByRole('combobox', { name: 'Categoría' })).toHaveAttribute('name', 'category');
  });

  it('keeps the category the visitor picks in the results URL when JavaScript runs', async () => {
    const navigate = jest.fn();
    renderWithProviders(<SearchBox navigate={navigate} />, { language: 'en' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Hotels');
    await userEvent.type(wordInputEn(), 'spa{Enter}');
    expect(navigate).toHaveBeenCalledWith('/en/search/?q=spa&category=hotels');
  });

  it('leaves "Any category" out of the results URL (one address per results page)', async () => {
    const navigate = jest.fn();
    renderWithProviders(<SearchBox navigate={navigate} />, { language: 'en' });
    await userEvent.type(wordInputEn(), 'spa{Enter}');
    expect(navigate).toHaveBeenCalledWith('/en/search/?q=spa');
  });

  it('is a text input with the combobox role (the APG pattern; the role is not allowed on type="search")', () => {
    renderWithProviders(<SearchBox />);
    expect(wordInput()).toHaveAttribute('type', 'text');
  });

  it('Escape closes the suggestions and keeps the word, so Enter then searches it', async () => {
    const navigate = jest.fn();
    renderWithProviders(<SearchBox navigate={navigate} />, { preloadedState: withSuggestions });
    const input = wordInput();
    await userEvent.click(input);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('sen');
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/es/busqueda/?q=sen');
  });

  it('Escape while a word is still settling fetches no suggestions for it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const { container } = renderWithProviders(<SearchBox />, {
      preloadedState: {
        searchBox: { ...withSuggestions.searchBox, status: 'idle', word: '', suggestions: [] },
      },
    });
    const box = within(container);
    await user.type(box.getByRole('combobox', { name: '¿Qué estás buscando?' }), 'sen');
    await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(1000));
    expect(box.queryByRole('status')).not.toBeInTheDocument();
    expect(box.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box.getByRole('combobox', { name: '¿Qué estás buscando?' })).toHaveValue('sen');
  });

  it('moves through the suggestions with the arrow keys and searches the active one with Enter', async () => {
    const navigate = jest.fn();
    renderWithProviders(<SearchBox navigate={navigate} />, { preloadedState: withSuggestions });
    const input = wordInput();
    const options = within(screen.getByRole('listbox')).getAllByRole('option');

    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/es/busqueda/?q=Tour%20sensorial');
  });

  it('"Search more for" searches the typed word', async () => {
    const navigate = jest.fn();
    renderWithProviders(<SearchBox navigate={navigate} />, { preloadedState: withSuggestions });
    await userEvent.click(screen.getByRole('option', { name: 'Buscar más sobre sen' }));
    expect(navigate).toHaveBeenCalledWith('/es/busqueda/?q=sen');
  });

  it('closes the suggestions 500 ms after the input loses focus (SPEC §4: any → idle)', () => {
    jest.useFakeTimers();
    renderWithProviders(<SearchBox />, { preloadedState: withSuggestions });
    fireEvent.focus(wordInput());
    fireEvent.blur(wordInput());
    act(() => jest.advanceTimersByTime(499));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(wordInput()).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open when focus comes back before the 500 ms', () => {
    jest.useFakeTimers();
    renderWithProviders(<SearchBox />, { preloadedState: withSuggestions });
    fireEvent.blur(wordInput());
    act(() => jest.advanceTimersByTime(300));
    fireEvent.focus(wordInput());
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('opens the suggestions only under the box in use when a page has two (header and error page)', async () => {
    renderWithProviders(
      <>
        <SearchBox />
        <SearchBox />
      </>,
      { preloadedState: withSuggestions },
    );
    const [header, page] = screen.getAllByRole('combobox', { name: '¿Qué estás buscando?' });
    expect(screen.getAllByRole('listbox')).toHaveLength(2);
    fireEvent.focus(page as HTMLElement);
    expect(screen.getAllByRole('listbox')).toHaveLength(1);
    expect(page).toHaveAttribute('aria-expanded', 'true');
    expect(header).toHaveAttribute('aria-expanded', 'false');
  });

  it('renders suggestions as text, never as HTML', () => {
    renderWithProviders(<SearchBox />, {
      preloadedState: {
        searchBox: {
          status: 'success',
          word: 'img',
          suggestions: ['<img src=x onerror=alert(1)>'],
          category: 'any',
        },
      },
    });
    const listbox = screen.getByRole('listbox');
    expect(listbox.querySelector('img')).toBeNull();
    expect(within(listbox).getAllByRole('option')[0]).toHaveTextContent('<img src=x onerror=alert(1)>');
  });
});
