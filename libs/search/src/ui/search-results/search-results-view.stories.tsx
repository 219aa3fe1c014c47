import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  cenoteInHotelsEs,
  cenoteResultsEn,
  cenoteResultsEs,
  cenoteToursEs,
  childrenAnswerEs,
  childrenCenoteEs,
  correctedResultsEs,
  noResults,
  popularPagesEn,
  popularPagesEs,
  searchData,
  sensesPage2Es,
} from '../../test-support/search-results.fixtures';
import { SearchResultsView } from './search-results-view';

const meta = {
  title: 'Search/SearchResultsView',
  component: SearchResultsView,
  args: {
    query: 'cenote',
    category: 'any',
    outcome: { status: 'ok', data: cenoteResultsEs, answer: null },
    popularPages: popularPagesEs,
    onResultClick: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchResultsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '7 resultados para «cenote»' })).toBeVisible();
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Resultados de la búsqueda' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(list).getByRole('link', { name: 'Cenote de la Luz' })).toHaveAttribute(
      'href',
      '/es/actividades-sensoria/#cenote-luz',
    );
    await expect(items[0]).toHaveTextContent('Actividades · Actividad');
    await expect(items[0]?.querySelector('mark')).toHaveTextContent('cenote');
    await expect(within(items[0] as HTMLElement).getByRole('img')).toHaveAttribute('loading', 'lazy');
    await expect(items[2]).toHaveTextContent('Ayuda · Pregunta frecuente');

    const filter = canvas.getByRole('navigation', { name: 'Filtrar por categoría' });
    await expect(within(filter).getByRole('link', { name: 'Cualquier categoría 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(filter).getByRole('link', { name: 'Tours 2' })).toHaveAttribute(
      'href',
      '/es/busqueda/?q=cenote&category=tours',
    );

    const pages = canvas.getByRole('navigation', { name: 'Páginas de resultados' });
    await expect(within(pages).getByRole('link', { name: 'Página 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pages).getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '/es/busqueda/?q=cenote&page=2',
    );
    await expect(within(pages).queryByRole('link', { name: 'Anterior' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Respuesta rápida' })).not.toBeInTheDocument();
  },
};

export const ResultsInEnglish: Story = {
  globals: { locale: 'en' },
  args: { outcome: { status: 'ok', data: cenoteResultsEn, answer: null }, popularPages: popularPagesEn },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '7 results for “cenote”' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cenote of Light' })).toHaveAttribute(
      'href',
      '/en/sensoria-activities/#cenote-luz',
    );
    const filter = canvas.getByRole('navigation', { name: 'Filter by category' });
    await expect(within(filter).getByRole('link', { name: 'Any category 7' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const pages = canvas.getByRole('navigation', { name: 'Search results pages' });
    await expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/en/search/?q=cenote&page=2',
    );
  },
};

export const WithAnswer: Story = {
  args: {
    query: 'niños cenote',
    outcome: { status: 'ok', data: childrenCenoteEs, answer: childrenAnswerEs },
  },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('region', { name: 'Respuesta rápida' });
    await expect(answer).toHaveTextContent('El cenote, el río y la caleta son para niños a partir de 5 años');
    await expect(
      within(answer).getByRole('link', { name: '¿Los niños pequeños pueden entrar al agua?' }),
    ).toHaveAttribute('href', '/es/preguntas-frecuentes/#ninos-agua');
    const first = within(canvas.getByRole('list', { name: 'Resultados de la búsqueda' })).getAllByRole(
      'listitem',
    )[0];
    const marks = [...(first?.querySelectorAll('mark') ?? [])].map((mark) => mark.textContent);
    await expect(marks).toEqual(expect.arrayContaining(['niños', 'cenote']));
  },
};

export const CorrectedQuery: Story = {
  args: { query: 'cenotse', outcome: { status: 'ok', data: correctedResultsEs, answer: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Mostrando resultados para «cenotes»' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('3 resultados. No encontramos nada para «cenotse» tal como lo escribiste.'),
    ).toBeVisible();
    const first = within(canvas.getByRole('list', { name: 'Resultados de la búsqueda' })).getAllByRole(
      'listitem',
    )[0];
    await expect(first?.querySelector('mark')).toHaveTextContent('cenotes');
    await expect(canvas.getByRole('link', { name: 'Tours 2' })).toHaveAttribute(
      'href',
      '/es/busqueda/?q=cenotse&category=tours',
    );
  },
};

export const CategoryChosen: Story = {
  args: { category: 'tours', outcome: { status: 'ok', data: cenoteToursEs, answer: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '2 resultados para «cenote»' })).toBeVisible();
    const filter = canvas.getByRole('navigation', { name: 'Filtrar por categoría' });
    await expect(within(filter).getByRole('link', { name: 'Tours 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(filter).getByRole('link', { name: 'Cualquier categoría 7' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(filter).getByRole('link', { name: 'Cualquier categoría 7' })).toHaveAttribute(
      'href',
      '/es/busqueda/?q=cenote',
    );
    await expect(canvas.queryByRole('navigation', { name: 'Páginas de resultados' })).not.toBeInTheDocument();
  },
};

export const SecondPageOfMany: Story = {
  args: { query: 'sentidos', outcome: { status: 'ok', data: sensesPage2Es, answer: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: '46 resultados para «sentidos»' }),
    ).toBeVisible();
    await expect(canvas.getByText('Página 2 de 10')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Resultados de la búsqueda' })).toHaveAttribute(
      'start',
      '6',
    );
    const pages = canvas.getByRole('navigation', { name: 'Páginas de resultados' });
    await expect(within(pages).getByRole('link', { name: 'Anterior' })).toHaveAttribute(
      'href',
      '/es/busqueda/?q=sentidos',
    );
    await expect(within(pages).getByRole('link', { name: 'Siguiente' })).toHaveAttribute(
      'href',
      '/es/busqueda/?q=sentidos&page=3',
    );
    await expect(within(pages).getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pages).getByRole('link', { name: 'Página 10' })).toHaveAttribute(
      'href',
      '/es/busqueda/?q=sentidos&page=10',
    );
    await expect(within(pages).queryByRole('link', { name: 'Página 7' })).not.toBeInTheDocument();
  },
};

export const ReportsClickedResult: Story = {
  args: { query: 'sentidos', outcome: { status: 'ok', data: sensesPage2Es, answer: null } },
  play: async ({ canvas, canvasElement, args }) => {
    // The story stays on screen: the link would otherwise load the park page into the canvas.
    const stay = (event: Event) => event.preventDefault();
    canvasElement.addEventListener('click', stay);
    await userEvent.click(canvas.getByRole('link', { name: 'Tacto' }));
    canvasElement.removeEventListener('click', stay);
    await expect(args.onResultClick).toHaveBeenCalledWith(sensesPage2Es.results[1], 6, sensesPage2Es);
  },
};

export const ZeroResults: Story = {
  args: { query: 'delfines', outcome: { status: 'ok', data: noResults('delfines'), answer: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No hay resultados para «delfines»' }),
    ).toBeVisible();
    await expect(canvas.getByText('Revisa que las palabras estén bien escritas.')).toBeVisible();
    await expect(canvas.getByText('Usa menos palabras, u otras que signifiquen lo mismo.')).toBeVisible();
    await expect(canvas.getByText('Prueba con otra categoría.')).toBeVisible();
    const popular = canvas.getByRole('region', { name: 'Páginas populares' });
    await expect(within(popular).getByRole('link', { name: 'Entrada a Parque Sensoria' })).toHaveAttribute(
      'href',
      '/es/entrada-parque-sensoria/',
    );
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
  },
};

export const ZeroResultsInCategory: Story = {
  args: { category: 'hotels', outcome: { status: 'ok', data: cenoteInHotelsEs, answer: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'No hay resultados para «cenote» en Hoteles' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Buscar «cenote» en cualquier categoría' }),
    ).toHaveAttribute('href', '/es/busqueda/?q=cenote');
    const filter = canvas.getByRole('navigation', { name: 'Filtrar por categoría' });
    await expect(within(filter).getByRole('link', { name: 'Hoteles 0' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(filter).getByRole('link', { name: 'Actividades 3' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { query: 'hotel', outcome: { status: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No se han podido buscar resultados');
    await expect(canvas.getByText('Vuelve a intentarlo en unos minutos.')).toBeVisible();
    const popular = canvas.getByRole('region', { name: 'Páginas populares' });
    await expect(within(popular).getAllByRole('link')).toHaveLength(5);
    await expect(canvas.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
  },
};

export const FailedInEnglish: Story = {
  globals: { locale: 'en' },
  args: { query: 'hotel', outcome: { status: 'failed' }, popularPages: popularPagesEn },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Results couldn't be retrieved");
    await expect(
      within(canvas.getByRole('region', { name: 'Popular pages' })).getByRole('link', {
        name: 'Frequently asked questions',
      }),
    ).toHaveAttribute('href', '/en/faqs/');
  },
};

export const EmptyQuery: Story = {
  args: { query: '', outcome: { status: 'ok', data: searchData(), answer: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Busca en el sitio' })).toBeVisible();
    await expect(canvas.getByText(/^Escribe una palabra para buscar en el sitio/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Páginas populares' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Resultados de la búsqueda' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '7 resultados para «cenote»' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Filtrar por categoría' })).toBeVisible();
    const images = within(canvas.getByRole('list', { name: 'Resultados de la búsqueda' })).getAllByRole(
      'img',
    );
    for (const image of images) {
      // Width and height reserve the thumbnail's box on a slow mobile connection.
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
    await expect(canvas.getByRole('link', { name: 'Siguiente' })).toBeVisible();
  },
};
