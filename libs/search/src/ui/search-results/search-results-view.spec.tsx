import { describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchData } from '@parks/contracts';
import { renderWithProviders } from '@parks/test-harness';
import {
  cenoteInHotelsEs,
  cenoteLuzEs,
  cenoteResultsEs,
  cenoteToursEs,
  childrenAnswerEs,
  correctedResultsEs,
  noResults,
  popularPagesEn,
  popularPagesEs,
  searchData,
  sensesPage2Es,
} from '../../test-support/search-results.fixtures';
import {
  SearchResultsView,
  type SearchResultsOutcome,
  type SearchResultsViewProps,
} from './search-results-view';

const ok = (data: SearchData): SearchResultsOutcome => ({ status: 'ok', data, answer: null });

function renderView(props: Partial<SearchResultsViewProps> = {}, language: 'es' | 'en' = 'es') {
  return renderWithProviders(
    <SearchResultsView
      query="cenote"
      category="any"
      outcome={{ status: 'ok', data: cenoteResultsEs, answer: null }}
      popularPages={language === 'es' ? popularPagesEs : popularPagesEn}
      {...props}
    />,
    { language },
  );
}

const resultList = () => screen.getByRole('list', { name: 'Resultados de la búsqueda' });
const categoryNav = () => screen.getByRole('navigation', { name: 'Filtrar por categoría' });
const pagesNav = () => screen.getByRole('navigation', { name: 'Páginas de resultados' });

describe('SearchResultsView', () => {
  describe('links (plain hrefs, so the page works without JavaScript)', () => {
    const query = 'niños & cenote';
    const data = searchData({ ...cenoteToursEs, query, totalSize: 12, page: 2, pageCount: 3 });

    it('encode the word (spaces, accents, &) with the category and the page', () => {
      renderView({ query, category: 'tours', outcome: ok(data) });
      const encoded = 'q=ni%C3%B1os%20%26%20cenote';
      expect(within(pagesNav()).getByRole('link', { name: 'Página 3' })).toHaveAttribute(
        'href',
        `/es/busqueda/?${encoded}&category=tours&page=3`,
      );
      expect(within(pagesNav()).getByRole('link', { name: 'Anterior' })).toHaveAttribute(
        'href',
        `/es/busqueda/?${encoded}&category=tours`,
      );
      expect(within(categoryNav()).getByRole('link', { name: /^Ayuda/ })).toHaveAttribute(
        'href',
        `/es/busqueda/?${encoded}&category=help`,
      );
      expect(within(categoryNav()).getByRole('link', { name: /^Cualquier categoría/ })).toHaveAttribute(
        'href',
        `/es/busqueda/?${encoded}`,
      );
    });

    it('use the English results route on English pages', () => {
      renderView({ outcome: ok(sensesPage2Es), query: 'senses' }, 'en');
      const pages = screen.getByRole('navigation', { name: 'Search results pages' });
      expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
        'href',
        '/en/search/?q=senses&page=3',
      );
      expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
        'href',
        '/en/search/?q=senses',
      );
    });

    it('lead each result to its own page', () => {
      renderView();
      expect(within(resultList()).getByRole('link', { name: '¿Qué debo llevar?' })).toHaveAttribute(
        'href',
        '/es/preguntas-frecuentes/#que-llevar',
      );
    });
  });

  it('summarises the search in a level-2 heading with a plural count', () => {
    const { unmount } = renderView();
    expect(screen.getByRole('heading', { level: 2, name: '7 resultados para «cenote»' })).toBeInTheDocument();
    unmount();
    renderView({ outcome: ok(searchData({ query: 'cenote', results: [cenoteLuzEs] })) }, 'en');
    expect(screen.getByRole('heading', { level: 2, name: '1 result for “cenote”' })).toBeInTheDocument();
  });

  it('formats large counts for the language', () => {
    renderView({ outcome: ok({ ...sensesPage2Es, totalSize: 1234 }) }, 'en');
    expect(screen.getByRole('heading', { level: 2, name: '1,234 results for “cenote”' })).toBeInTheDocument();
  });

  it('says which spelling it searched when the service corrected the word, and marks that spelling', () => {
    renderView({ query: 'cenotse', outcome: ok(correctedResultsEs) });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Mostrando resultados para «cenotes»' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/No encontramos nada para «cenotse»/)).toBeInTheDocument();
    expect(resultList().querySelector('mark')).toHaveTextContent(/^cenotes$/);
  });

  describe('snippets', () => {
    it('mark the query words in <mark>', () => {
      renderView();
      const [first] = within(resultList()).getAllByRole('listitem');
      expect([...(first?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent)).toEqual([
        'cenote',
      ]);
    });

    it('show markup in a snippet as text, never as HTML', () => {
      const snippet = 'El <b>cenote</b> <img src=x onerror="alert(1)"> de la Luz';
      const result = { ...cenoteLuzEs, snippet, image: undefined };
      renderView({ outcome: ok(searchData({ query: 'cenote', results: [result] })) });
      const item = within(resultList()).getByRole('listitem');
      expect(item.querySelector('b')).toBeNull();
      expect(item.querySelector('img')).toBeNull();
      expect(item).toHaveTextContent('El <b>cenote</b> <img src=x onerror="alert(1)"> de la Luz');
      expect(item.querySelector('mark')).toHaveTextContent(/^cenote$/);
    });
  });

  it('gives thumbnails their size and loads them lazily, so nothing moves while they load', () => {
    renderView();
    const image = within(resultList()).getAllByRole('img')[0];
    expect(image).toHaveAttribute('src', '/content-images/cenote.svg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAccessibleName(/^Corte de un cenote/);
  });

  it('reports a followed result with its position over every page, and lets the link navigate', async () => {
    const onResultClick = jest.fn();
    const data = searchData({ ...sensesPage2Es, page: 3, pageSize: 5 });
    renderView({ query: 'sentidos', outcome: ok(data), onResultClick });
    let navigated = true;
    // jsdom cannot navigate; record whether the component let the link do it, then stop it.
    const stay = (event: MouseEvent) => {
      navigated = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stay);
    await userEvent.click(within(resultList()).getByRole('link', { name: 'Tacto' }));
    document.removeEventListener('click', stay);
    expect(onResultClick).toHaveBeenCalledTimes(1);
    expect(onResultClick).toHaveBeenCalledWith(data.results[1], 11, data);
    expect(navigated).toBe(true);
  });

  it('numbers the list from the page offset', () => {
    renderView({ query: 'sentidos', outcome: ok(sensesPage2Es) });
    expect(resultList()).toHaveAttribute('start', '6');
  });

  describe('category filter', () => {
    it('lists Any category first with every match, then the categories with matches, and marks the current one', () => {
      renderView({ category: 'tours', outcome: ok(cenoteToursEs) });
      const links = within(categoryNav()).getAllByRole('link');
      expect(links.map((link) => link.textContent)).toEqual([
        'Cualquier categoría 7',
        'Actividades 3',
        'Tours 2',
        'Ayuda 2',
      ]);
      expect(within(categoryNav()).getByRole('link', { name: 'Tours 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    });

    it('marks Any category when no category is chosen', () => {
      renderView();
      expect(within(categoryNav()).getByRole('link', { name: 'Cualquier categoría 7' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });

  describe('pagination', () => {
    it('marks the current page and offers the pages around it', () => {
      renderView({ query: 'sentidos', outcome: ok(sensesPage2Es) });
      expect(within(pagesNav()).getByRole('link', { name: 'Página 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(pagesNav()).getByRole('link', { name: 'Página 1' })).not.toHaveAttribute('aria-current');
      expect(screen.getByText('Página 2 de 10')).toBeInTheDocument();
    });

    it('has no Previous on the first page and no Next on the last', () => {
      const { unmount } = renderView();
      expect(within(pagesNav()).queryByRole('link', { name: 'Anterior' })).not.toBeInTheDocument();
      unmount();
      renderView({ query: 'sentidos', outcome: ok({ ...sensesPage2Es, page: 10 }) });
      expect(within(pagesNav()).queryByRole('link', { name: 'Siguiente' })).not.toBeInTheDocument();
      expect(within(pagesNav()).getByRole('link', { name: 'Anterior' })).toHaveAttribute(
        'href',
        '/es/busqueda/?q=sentidos&page=9',
      );
    });

    it('is hidden when the results fit on one page', () => {
      renderView({ category: 'tours', outcome: ok(cenoteToursEs) });
      expect(screen.queryByRole('navigation', { name: 'Páginas de resultados' })).not.toBeInTheDocument();
      expect(screen.queryByText(/^Página \d+ de/)).not.toBeInTheDocument();
    });

    it('leads back to the first page from a page past the last', () => {
      renderView({ outcome: ok({ ...cenoteResultsEs, page: 9, results: [] }) });
      expect(screen.getByText(/No hay resultados en esta página/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ir a la primera página de resultados' })).toHaveAttribute(
        'href',
        '/es/busqueda/?q=cenote',
      );
    });
  });

  describe('quick answer', () => {
    it('shows the passage and its source in a named region when there is an answer', () => {
      renderView({
        query: 'niños cenote',
        outcome: { status: 'ok', data: cenoteResultsEs, answer: childrenAnswerEs },
      });
      const region = screen.getByRole('region', { name: 'Respuesta rápida' });
      expect(region).toHaveTextContent(childrenAnswerEs.text);
      expect(within(region).getByRole('link', { name: childrenAnswerEs.source.title })).toHaveAttribute(
        'href',
        '/es/preguntas-frecuentes/#ninos-agua',
      );
    });

    it('is absent without an answer', () => {
      renderView();
      expect(screen.queryByRole('region', { name: 'Respuesta rápida' })).not.toBeInTheDocument();
    });

    it('is named in English on English pages', () => {
      renderView({ outcome: { status: 'ok', data: cenoteResultsEs, answer: childrenAnswerEs } }, 'en');
      expect(screen.getByRole('region', { name: 'Quick answer' })).toBeInTheDocument();
    });
  });

  describe('zero results', () => {
    it('gives tips and popular pages, without a list, filter or pagination', () => {
      renderView({ query: 'delfines', outcome: ok(noResults('delfines')) });
      expect(
        screen.getByRole('heading', { level: 2, name: 'No hay resultados para «delfines»' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Revisa que las palabras estén bien escritas.')).toBeInTheDocument();
      expect(screen.getByText('Usa menos palabras, u otras que signifiquen lo mismo.')).toBeInTheDocument();
      expect(screen.getByText('Prueba con otra categoría.')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /en cualquier categoría/ })).not.toBeInTheDocument();
      const popular = screen.getByRole('region', { name: 'Páginas populares' });
      expect(
        within(popular)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(popularPagesEs.map((page) => page.href));
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
    });

    it('links to Any category when a category was chosen, and shows where the word does match', () => {
      renderView({ category: 'hotels', outcome: ok(cenoteInHotelsEs) });
      expect(
        screen.getByRole('heading', { level: 2, name: 'No hay resultados para «cenote» en Hoteles' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Buscar «cenote» en cualquier categoría' })).toHaveAttribute(
        'href',
        '/es/busqueda/?q=cenote',
      );
      expect(within(categoryNav()).getByRole('link', { name: 'Hoteles 0' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    it('speaks English on English pages', () => {
      renderView({ query: 'dolphins', category: 'tours', outcome: ok(noResults('dolphins')) }, 'en');
      expect(
        screen.getByRole('heading', { level: 2, name: 'No results for “dolphins” in Tours' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Search “dolphins” in any category' })).toHaveAttribute(
        'href',
        '/en/search/?q=dolphins',
      );
      expect(screen.getByRole('region', { name: 'Popular pages' })).toBeInTheDocument();
    });
  });

  describe('failed search (SPEC §8)', () => {
    it('shows the Spanish label in an alert, with popular pages', () => {
      renderView({ outcome: { status: 'failed' } });
      expect(screen.getByRole('alert')).toHaveTextContent(/^No se han podido buscar resultados$/);
      expect(
        within(screen.getByRole('region', { name: 'Páginas populares' })).getAllByRole('link'),
      ).toHaveLength(5);
      expect(screen.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
    });

    it('shows the English label on English pages', () => {
      renderView({ outcome: { status: 'failed' } }, 'en');
      expect(screen.getByRole('alert')).toHaveTextContent(/^Results couldn't be retrieved$/);
    });

    it('leaves out the popular pages section when there are none', () => {
      renderView({ outcome: { status: 'failed' }, popularPages: [] });
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
    });
  });

  describe('no word', () => {
    it.each(['', '   '])('prompts for a word and lists popular pages (query %j)', (query) => {
      renderView({ query, outcome: ok(searchData()) });
      expect(screen.getByRole('heading', { level: 2, name: 'Busca en el sitio' })).toBeInTheDocument();
      expect(screen.getByText(/^Escribe una palabra para buscar en el sitio/)).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Páginas populares' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
    });

    it('prompts even when the host could not search', () => {
      renderView({ query: '', outcome: { status: 'failed' } }, 'en');
      expect(screen.getByRole('heading', { level: 2, name: 'Search the site' })).toBeInTheDocument();
      expect(screen.getByText(/^Type a word to search the site/)).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});
