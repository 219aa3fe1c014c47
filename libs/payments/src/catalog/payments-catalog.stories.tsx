import { Box, Heading, SimpleGrid } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, within } from 'storybook/test';
import { cardOrder, paymentCart, withPaymentCart } from '../test-support/payments-fixtures';
import { withFakePaymentsApi } from '../test-support/story-payments-api';
import { PaymentDetails } from '../ui/payment-details/payment-details';
import { ThankYou } from '../ui/thank-you/thank-you';
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

/** The thank-you page's clock: the visit is ahead, the bank-transfer deadline too. */
const now = new Date('2030-01-07T15:00:00Z');

function PaymentsCatalog({ onPaid }: { onPaid: () => void }) {
  return (
    <SimpleGrid columns={1} gap="4" p="4">
      <CatalogState label="Payment details · loading">
        <PaymentDetails onPaid={onPaid} now={now} />
      </CatalogState>
      <CatalogState label="Thank you · paid by card">
        <ThankYou order={cardOrder()} now={now} />
      </CatalogState>
      <CatalogState label="Thank you · order not found">
        <ThankYou order={null} now={now} />
      </CatalogState>
    </SimpleGrid>
  );
}

const meta = {
  title: 'Payments/Catalog',
  component: PaymentsCatalog,
  args: { onPaid: fn() },
  // The payment details read the cart from the store and a fake payments API that never answers.
  decorators: [withFakePaymentsApi],
  parameters: {
    preloadedState: withPaymentCart(paymentCart('MXN')),
    paymentsApi: { currencies: 'pending', options: 'pending' },
  },
} satisfies Meta<typeof PaymentsCatalog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The payment details while loading, and the thank-you page paid and not found, side by side. */
export const Catalog: Story = {
  play: async ({ canvas }) => {
    const [details, card, missing] = canvas.getAllByTestId('catalog-state').map((state) => within(state));
    await expect(details?.getByText('Obteniendo monedas')).toBeVisible();
    await expect(details?.getByText('Obteniendo opciones de pago')).toBeVisible();
    await expect(card?.getByText(/Pagado con Visa terminada en 4242/)).toBeVisible();
    await expect(card?.getAllByTestId('e-ticket')).toHaveLength(3);
    await expect(missing?.getByRole('alert')).toHaveTextContent(/No encontramos este pedido/);
  },
};

const longVisitor = {
  FirstName: 'María de los Ángeles Guadalupe',
  LastName: 'Fernández-Villaseñor de la Concepción y Hernández',
  Email: 'maria.de.los.angeles.fernandez.villasenor.de.la.concepcion@correo-muy-largo.example.com',
};

/** A visitor with very long names and e-mail in a narrow column: they wrap, nothing overflows. */
export const LongStrings: Story = {
  render: () => (
    <Box p="4">
      <CatalogState label="Very long visitor name and e-mail">
        <ThankYou order={cardOrder({ Visitors: [longVisitor] })} now={now} />
      </CatalogState>
    </Box>
  ),
  play: async ({ canvas, canvasElement }) => {
    const state = canvas.getByTestId('catalog-state');
    await expect(within(state).getAllByText(new RegExp(longVisitor.LastName)).length).toBeGreaterThan(0);
    await expect(state.scrollWidth).toBeLessThanOrEqual(state.clientWidth);
    // Nothing pushes the page sideways either (the mobile screenshot is the narrow case).
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};

/** The catalog in the pseudo-locale: every text ~40 % longer and accented; nothing clips or overflows. */
export const Pseudo: Story = { ...pseudoLocaleStory };
