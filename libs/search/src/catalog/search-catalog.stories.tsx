import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  cenoteLuzEs,
  cenoteResultsEs,
  noResults,
  popularPagesEs,
  searchData,
} from '../test-support/search-results.fixtures';
import { SearchResultsView } from '../ui/search-results/search-results-view';
import { pseudoLocaleStory } from '../../../../tools/storybook/pseudo-locale-story';

/** One state of the catalog, under its label. */
function CatalogState({ label, children }: { label: string; children: ReactNode }) {
  const headingId = `catalog-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-testid="catalog-state"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      p="4"
      minW="0"
    >
      <Heading as="h2" id={headingId} size="sm" mb="3">
        {label}
      </Heading>
      {children}
    </Box>
  );
}

function SearchCatalog({ onResultClick }: { onResultClick: () => void }) {
  return (
    <SimpleGrid columns={1} gap="4" p="4">
      <CatalogState label="Results">
        <SearchResultsView
          query="cenote"
          category="any"
          outcome={{ status: 'ok', data: cenoteResultsEs, answer: null }}
          popularPages={popularPagesEs}
          onResultClick={onResultClick}
        />
      </CatalogState>
      <CatalogState label="No results">
        <SearchResultsView
          query="delfines"
          category="any"
          outcome={{ status: 'ok', data: noResults('delfines'), answer: null }}
          popularPages={popularPagesEs}
          onResultClick={onResultClick}
        />
      </CatalogState>
      <CatalogState label="Search failed">
        <SearchResultsView
          query="hotel"
          category="any"
          outcome={{ status: 'failed' }}
          popularPages={[]}
          onResultClick={onResultClick}
        />
      </CatalogState>
    </SimpleGrid>
  );
}

const meta = {
  title: 'Search/Catalog',
  component: SearchCatalog,
  args: { onResultClick: fn() },
} satisfies Meta<typeof SearchCatalog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The results page with results, with none, and when the search service failed. */
export const Catalog: Story = {
  play: async ({ canvas }) => {
    const [results, none, failed] = canvas.getAllByTestId('catalog-state').map((state) => within(state));
    await expect(
      results?.getByRole('heading', { level: 2, name: '7 resultados para «cenote»' }),
    ).toBeVisible();
    await expect(results?.getByRole('link', { name: 'Cenote de la Luz' })).toBeVisible();
    await expect(
      none?.getByRole('heading', { level: 2, name: 'No hay resultados para «delfines»' }),
    ).toBeVisible();
    await expect(failed?.getByRole('alert')).toHaveTextContent('No se han podido buscar resultados');
  },
};

const longTitle =
  'Recorrido guiado de día completo por los cenotes sagrados, la selva maya y las grutas subterráneas con comida incluida';
const longResults = searchData({
  query: 'cenote',
  totalSize: 1,
  pageCount: 1,
  results: [
    {
      ...cenoteLuzEs,
      title: longTitle,
      snippet: `${cenoteLuzEs.snippet} ${cenoteLuzEs.snippet}`,
      url: '/es/actividades-sensoria/#recorrido-guiado-de-dia-completo-por-los-cenotes-sagrados-y-la-selva-maya',
    },
  ],
});

/** A very long result title and snippet in a narrow column: they wrap, nothing overflows. */
export const LongStrings: Story = {
  render: (args) => (
    <Box p="4">
      <CatalogState label="Very long result title">
        <SearchResultsView
          query="cenote"
          category="any"
          outcome={{ status: 'ok', data: longResults, answer: null }}
          popularPages={popularPagesEs}
          onResultClick={args.onResultClick}
        />
      </CatalogState>
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const state = canvas.getByTestId('catalog-state');
    await expect(within(state).getByRole('link', { name: longTitle })).toBeVisible();
    await expect(state.scrollWidth).toBeLessThanOrEqual(state.clientWidth);
    // Nothing pushes the page sideways either (the mobile screenshot is the narrow case).
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The catalog in the pseudo-locale: every text ~40 % longer and accented; nothing clips or overflows. */
export const Pseudo: Story = { ...pseudoLocaleStory };
