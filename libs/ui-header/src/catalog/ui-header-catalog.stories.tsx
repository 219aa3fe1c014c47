import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import type { SiteConfig } from '@parks/site';
import {
  StoryCartSummary,
  StoryCurrencyButton,
  StoryLoginLink,
  StorySearchBox,
} from '../test-support/story-slots';
import { PatchedSiteConfig } from '../test-support/with-site-config';
import { AnnouncementBanner } from '../ui/announcement-banner/announcement-banner';
import { ErrorPage500 } from '../ui/error-page-500/error-page-500';
import { Header } from '../ui/header/header';
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

const slots = {
  search: <StorySearchBox />,
  account: <StoryLoginLink />,
  cart: <StoryCartSummary />,
  currency: <StoryCurrencyButton />,
  alternates: { es: '/es/', en: '/en/' },
};

function UiHeaderCatalog() {
  return (
    <Box py="4">
      {/* The header spans the viewport as on a page: it lays itself out for the viewport's width. */}
      <Box as="section" aria-labelledby="catalog-header" data-testid="catalog-state">
        <Heading as="h2" id="catalog-header" size="sm" mb="3" px="4">
          Header with its slots
        </Heading>
        <Header {...slots} hideOnScroll={false} />
      </Box>
      <SimpleGrid columns={1} gap="4" mt="4" px="4">
        <CatalogState label="Announcement banner">
          <AnnouncementBanner />
        </CatalogState>
        <CatalogState label="Internal error page">
          <ErrorPage500 />
        </CatalogState>
      </SimpleGrid>
    </Box>
  );
}

const meta = {
  title: 'UI Header/Catalog',
  component: UiHeaderCatalog,
} satisfies Meta<typeof UiHeaderCatalog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header with its slots, the announcement banner and the internal error page, side by side. */
export const Catalog: Story = {
  play: async ({ canvas }) => {
    const [header, banner, error] = canvas.getAllByTestId('catalog-state').map((state) => within(state));
    await expect(header?.getByRole('link', { name: 'Parque Sensoria, ir al inicio' })).toHaveAttribute(
      'href',
      '/es/',
    );
    await expect(header?.getByRole('searchbox', { name: 'Buscar en el sitio' })).toBeVisible();
    await expect(banner?.getByRole('region', { name: 'Aviso' })).toHaveTextContent(
      'Compra con 21 días de anticipación y ahorra 15 % en tu entrada.',
    );
    await expect(error?.getByRole('heading', { level: 1, name: 'Error Interno' })).toBeVisible();
  },
};

const longBanner =
  'Durante la temporada de vacaciones de invierno, el parque abre de lunes a domingo de 08:00 a 21:00 y el espectáculo nocturno tiene funciones adicionales los viernes, sábados y domingos.';
const withLongTexts = (config: SiteConfig): SiteConfig => ({
  ...config,
  banner: { ...config.banner, visible: true, id: 'long-banner', text: { es: longBanner, en: longBanner } },
});

/** A very long banner text wraps; nothing overflows the layout. */
export const LongStrings: Story = {
  render: () => (
    <PatchedSiteConfig patch={withLongTexts}>
      <Box p="4">
        <CatalogState label="Very long banner text">
          <AnnouncementBanner />
        </CatalogState>
      </Box>
    </PatchedSiteConfig>
  ),
  play: async ({ canvas, canvasElement }) => {
    const state = canvas.getByTestId('catalog-state');
    await expect(within(state).getByRole('region', { name: 'Aviso' })).toHaveTextContent(longBanner);
    await expect(state.scrollWidth).toBeLessThanOrEqual(state.clientWidth);
    // Nothing pushes the page sideways either (the mobile screenshot is the narrow case).
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The catalog in the pseudo-locale: every text ~40 % longer and accented; nothing clips or overflows. */
export const Pseudo: Story = { ...pseudoLocaleStory };
