import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState, type ReactNode } from 'react';
import { Provider, useSelector } from 'react-redux';
import { expect, within } from 'storybook/test';
import type { ShoppingCart } from '@parks/contracts';
import { createSiteStore, initialSiteState, selectIsMobile, selectLanguage } from '@parks/site';
import { cartSlice } from '../state/cart.slice';
import { admissionLine, cartLine, cartOf } from '../test-support/carts';
import { CartApiProvider } from '../api/cart-api-context';
import { memoryCartApi } from '../test-support/memory-cart-api';
import { CartSummary } from '../ui/cart-summary/cart-summary';
import { CartPage } from '../ui/cart-page/cart-page';
import { pseudoLocaleStory } from '../../../../tools/storybook/pseudo-locale-story';

/** One state of the catalog: its own store (and in-memory cart API) holding this cart, in the page's language. */
function CatalogState({
  label,
  cart,
  children,
}: {
  label: string;
  cart: ShoppingCart | null;
  children: ReactNode;
}) {
  const language = useSelector(selectLanguage);
  const mobile = useSelector(selectIsMobile);
  const store = useMemo(
    () =>
      createSiteStore({
        reducers: { [cartSlice.reducerPath]: cartSlice.reducer },
        preloadedState: { site: { ...initialSiteState, language, mobile, shopping: cart } },
      }),
    [cart, language, mobile],
  );
  const [api] = useState(() => memoryCartApi({ cart }));
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
      <Provider store={store}>
        <CartApiProvider api={api}>{children}</CartApiProvider>
      </Provider>
    </Box>
  );
}

const emptyCart = null;
const oneAdult = cartOf([cartLine(1, 0, 1290)]);
const family = cartOf([cartLine(2, 1, 3200), cartLine(1, 0, 1290)]);
const lineWithError = cartOf([admissionLine({ ErrorCode: 'NO_AVAILABILITY' })]);

function CartCatalog() {
  return (
    <Box p="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <CatalogState label="Summary · empty" cart={emptyCart}>
          <CartSummary compact={false} />
        </CatalogState>
        <CatalogState label="Summary · one adult" cart={oneAdult}>
          <CartSummary compact={false} />
        </CatalogState>
        <CatalogState label="Summary · adults and children" cart={family}>
          <CartSummary compact={false} />
        </CatalogState>
      </SimpleGrid>
      {/* The cart page lays itself out for the viewport's width, so its states take the full width. */}
      <SimpleGrid columns={1} gap="4" mt="4">
        <CatalogState label="Page · empty" cart={emptyCart}>
          <CartPage showComplements={false} />
        </CatalogState>
        <CatalogState label="Page · a line to fix" cart={lineWithError}>
          <CartPage showComplements={false} />
        </CatalogState>
      </SimpleGrid>
    </Box>
  );
}

const meta = {
  title: 'Cart/Catalog',
  component: CartCatalog,
} satisfies Meta<typeof CartCatalog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header summary and the cart page side by side in their main states. */
export const Catalog: Story = {
  play: async ({ canvas }) => {
    const states = canvas.getAllByTestId('catalog-state');
    await expect(states).toHaveLength(5);
    const [empty, one, familyState, pageEmpty, pageError] = states.map((state) => within(state));
    await expect(empty?.getByRole('link', { name: 'Comprar' })).toBeVisible();
    await expect(
      one?.getByRole('link', { name: 'Carrito, 1 Adulto, MXN$1,290.00, 1 producto' }),
    ).toBeVisible();
    await expect(familyState?.getByRole('link', { name: /3 Adultos, 1 Niño/ })).toBeVisible();
    await expect(pageEmpty?.getAllByRole('link').length).toBeGreaterThan(0);
    await expect(pageError?.getByRole('article', { name: 'Admisión Parque Sensoria' })).toBeVisible();
  },
};

const longName =
  'Admisión Parque Sensoria con Recorrido Nocturno por los Cenotes Sagrados y Cena Tradicional Yucateca de Cinco Tiempos';
const longCart = cartOf([
  admissionLine({
    ProductName: longName,
    AddOns: [
      {
        IdProduct: 200,
        Name: 'Transportación redonda desde la zona hotelera de Cancún y Riviera Maya',
        From: 'cancun-hotel-zone',
      },
      { IdProduct: 202, Name: 'Paquete de fotografías digitales en alta resolución de todo el día' },
    ],
  }),
]);

function LongStringsCatalog() {
  return (
    <Box p="4">
      <CatalogState label="Long product and add-on names" cart={longCart}>
        <CartSummary compact={false} />
        <CartPage showComplements={false} />
      </CatalogState>
    </Box>
  );
}

/** Very long product and add-on names in a narrow column: they wrap, nothing overflows. */
export const LongStrings: Story = {
  render: () => <LongStringsCatalog />,
  play: async ({ canvas, canvasElement }) => {
    const line = canvas.getByRole('article', { name: longName });
    await expect(line).toHaveTextContent(
      'Paquete de fotografías digitales en alta resolución de todo el día',
    );
    for (const element of [line, ...canvas.getAllByTestId('catalog-state')]) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
    }
    // Nothing pushes the page sideways either (the mobile screenshot is the narrow case).
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The catalog in the pseudo-locale: every text ~40 % longer and accented; nothing clips or overflows. */
export const Pseudo: Story = { ...pseudoLocaleStory };
