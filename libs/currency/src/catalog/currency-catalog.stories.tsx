import { Box, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { Amount } from '../ui/amount/amount';
import { CurrencySelector } from '../ui/currency-selector/currency-selector';
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

function CurrencyCatalog({ onCurrencyChange }: { onCurrencyChange: () => void }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" p="4">
      <CatalogState label="Selector · site default">
        <CurrencySelector onCurrencyChange={onCurrencyChange} />
      </CatalogState>
      <CatalogState label="Amount · selected currency">
        <Text>
          <Amount value={1234.5} />
        </Text>
      </CatalogState>
      <CatalogState label="Amount · euros">
        <Text>
          <Amount value={1234.5} currency="EUR" />
        </Text>
      </CatalogState>
      <CatalogState label="Amount · yen, no minor units">
        <Text>
          <Amount value={18990.6} currency="JPY" />
        </Text>
      </CatalogState>
      <CatalogState label="Amount · with the ISO code">
        <Text>
          <Amount value={250000} currency="COP" display="code" />
        </Text>
      </CatalogState>
    </SimpleGrid>
  );
}

const meta = {
  title: 'Currency/Catalog',
  component: CurrencyCatalog,
  args: { onCurrencyChange: fn() },
  // Picking a currency writes the currency cookies; forget them so every story starts from the same state.
  beforeEach: () => () => {
    for (const name of ['_currency', '_currency_id']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  },
} satisfies Meta<typeof CurrencyCatalog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The selector and the amount formats side by side. */
export const Catalog: Story = {
  play: async ({ canvas }) => {
    const [selector, selected, euros, yen, code] = canvas
      .getAllByTestId('catalog-state')
      .map((state) => within(state));
    await expect(selector?.getByRole('button', { name: /USD/ })).toHaveAttribute('aria-haspopup', 'menu');
    await expect(selected?.getByText('US$1,234.50')).toBeVisible();
    await expect(euros?.getByText('1.234,50 €')).toBeVisible();
    await expect(yen?.getByText('18,991 JP¥')).toBeVisible();
    await expect(code?.getByText('250.000,00 COP')).toBeVisible();
  },
};

function LongStringsCatalog() {
  return (
    <Box p="4">
      <CatalogState label="Very large amounts">
        <Text>
          <Amount value={987654321987.65} currency="COP" display="code" />
        </Text>
        <Text>
          <Amount value={123456789012} currency="MXN" />
        </Text>
      </CatalogState>
    </Box>
  );
}

/** Very large amounts in a narrow column: they wrap or fit, nothing overflows. */
export const LongStrings: Story = {
  render: () => <LongStringsCatalog />,
  play: async ({ canvas, canvasElement }) => {
    const state = canvas.getByTestId('catalog-state');
    await expect(within(state).getByText('987.654.321.987,65 COP')).toBeInTheDocument();
    await expect(state.scrollWidth).toBeLessThanOrEqual(state.clientWidth);
    // Nothing pushes the page sideways either (the mobile screenshot is the narrow case).
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The catalog in the pseudo-locale: every text ~40 % longer and accented; nothing clips or overflows. */
export const Pseudo: Story = { ...pseudoLocaleStory };
