import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  admissionLine,
  cartOf,
  heldCart,
  pageCart,
  tourLine,
  weatherGuaranteeOffer,
  withCart,
} from '../../test-support/carts';
import { withMemoryCartApi } from '../../test-support/story-cart-api';
import { CartPage } from './cart-page';

const meta = {
  title: 'Cart/CartPage',
  component: CartPage,
  decorators: [withMemoryCartApi],
  parameters: { layout: 'padded', preloadedState: withCart(pageCart()) },
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const englishCart = cartOf(
  [
    admissionLine({
      ProductName: 'Parque Sensoria Admission',
      AddOns: [
        { IdProduct: 200, Name: 'Transportation', From: 'cancun-hotel-zone' },
        { IdProduct: 202, Name: 'Photo pass' },
      ],
      Breakdown: [
        { Concept: 'adult', Label: 'Adults (12+)', Quantity: 2, UnitAmount: 89, Amount: 178 },
        { Concept: 'child', Label: 'Children (5-11)', Quantity: 1, UnitAmount: 89, Amount: 89 },
        { Concept: 'infant', Label: 'Children (0-4)', Quantity: 1, UnitAmount: 0, Amount: 0 },
        {
          Concept: 'discount',
          Label: 'CHILD_5_11',
          Quantity: 1,
          UnitAmount: -22.25,
          Amount: -22.25,
          Percent: 25,
        },
        {
          Concept: 'discount',
          Label: 'ADVANCE_21_DAYS',
          Quantity: 1,
          UnitAmount: -36.71,
          Amount: -36.71,
          Percent: 15,
        },
        { Concept: 'addon', Label: 'Transportation', Quantity: 1, UnitAmount: 30, Amount: 30 },
        { Concept: 'addon', Label: 'Photo pass', Quantity: 1, UnitAmount: 49.99, Amount: 49.99 },
      ],
      DiscountPercent: 15,
      Amount: 288.03,
    }),
  ],
  { Currency: 'USD', Decimals: 2 },
);

export const WithLines: Story = {
  play: async ({ canvas }) => {
    const admission = canvas.getByRole('article', { name: 'Admisión Parque Sensoria' });
    const line = within(admission);
    await expect(line.getByText('sábado, 5 de diciembre de 2026')).toBeVisible();
    await expect(line.getByText('2 adultos, 1 niño, 1 menor de 5 años')).toBeVisible();
    await expect(line.getByText('Transportación, Photo pass')).toBeVisible();
    const breakdown = line.getByRole('table', { name: 'Desglose del precio de Admisión Parque Sensoria' });
    const discount = within(breakdown).getByRole('row', { name: /Descuento por compra anticipada \(10 %\)/ });
    await expect(discount).toHaveTextContent('-MXN$440.55');
    const childDiscount = within(breakdown).getByRole('row', {
      name: /Descuento para niños de 5 a 11 años \(25 %\)/,
    });
    await expect(childDiscount).toHaveTextContent('-MXN$400.50');
    await expect(within(breakdown).getByRole('row', { name: /Photo pass/ })).toHaveTextContent('MXN$899.82');
    await expect(line.getByTestId('line-amount')).toHaveTextContent('MXN$5,404.77');
    const tour = within(canvas.getByRole('article', { name: 'Tour Tulum y Parque Sensoria' }));
    await expect(tour.getByText('08:00')).toBeVisible();
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('MXN$10,084.77');
    await expect(canvas.getByRole('link', { name: 'Ir al pago' })).toHaveAttribute(
      'href',
      '/es/carrito/detalles-pago/',
    );
    await expect(await canvas.findByRole('heading', { name: 'Complementa tu visita' })).toBeVisible();
  },
};

export const WithLinesInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(englishCart) },
  play: async ({ canvas }) => {
    const line = within(canvas.getByRole('article', { name: 'Parque Sensoria Admission' }));
    await expect(line.getByText('Saturday, December 5, 2026')).toBeVisible();
    await expect(line.getByText('2 adults, 1 child, 1 child under 5')).toBeVisible();
    await expect(
      line.getByRole('row', { name: /21 days advance purchase discount \(15 %\)/ }),
    ).toHaveTextContent('-US$36.71');
    await expect(line.getByRole('row', { name: /Children \(0-4\), free admission/ })).toHaveTextContent(
      'US$0.00',
    );
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('US$288.03');
    await expect(canvas.getByRole('link', { name: 'Go to payment' })).toHaveAttribute(
      'href',
      '/en/carrito/payment-details/',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tus productos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Eliminar Admisión Parque Sensoria' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ir al pago' })).toBeVisible();
  },
};

export const Updating: Story = {
  parameters: { cartApi: { hang: true } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Admisión Parque Sensoria' }));
    const line = canvas.getByRole('article', { name: 'Admisión Parque Sensoria' });
    await expect(within(line).getByText('Eliminando…')).toBeVisible();
    await expect(line).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(line).getByRole('button', { name: 'Modificar Admisión Parque Sensoria' }),
    ).toBeDisabled();
    await expect(canvas.queryByText('El carrito se ha actualizado')).not.toBeInTheDocument();
  },
};

export const UpdateSucceeded: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Admisión Parque Sensoria' }));
    const message = await canvas.findByText('El carrito se ha actualizado');
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.queryByRole('article', { name: 'Admisión Parque Sensoria' })).not.toBeInTheDocument();
    await expect(canvas.getByTestId('cart-total')).toHaveTextContent('MXN$4,680.00');
  },
};

export const UpdateSucceededInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(englishCart) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Parque Sensoria Admission' }));
    const form = within(await canvas.findByRole('form', { name: 'Change Parque Sensoria Admission' }));
    await userEvent.selectOptions(form.getByLabelText('Adults (12+)'), '3');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const message = await canvas.findByText('The cart has been updated successfully');
    await expect(message.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByText('3 adults, 1 child, 1 child under 5')).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const UpdateFailed: Story = {
  parameters: { cartApi: { failWith: 'NO_AVAILABILITY' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Tour Tulum y Parque Sensoria' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Error al actualizar el carrito');
    await expect(alert).toHaveTextContent(
      'No hay disponibilidad para la fecha seleccionada, por favor elige una fecha diferente',
    );
    await expect(canvas.getByRole('article', { name: 'Tour Tulum y Parque Sensoria' })).toBeVisible();
    await expect(canvas.queryByText('El carrito se ha actualizado')).not.toBeInTheDocument();
  },
};

export const UpdateFailedInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(englishCart), cartApi: { failWith: 'HTTP_500' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Parque Sensoria Admission' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/^There was an error updating the shopping cart$/);
    await expect(canvas.getByRole('article', { name: 'Parque Sensoria Admission' })).toBeVisible();
  },
};

export const LineWithError: Story = {
  parameters: {
    preloadedState: withCart(
      cartOf([tourLine({ ErrorCode: 'DATE_PASSED', Amount: 0, Breakdown: [] }), admissionLine()], {
        WithErrors: true,
        Total: 5404.77,
      }),
    ),
  },
  play: async ({ canvas }) => {
    const tour = within(canvas.getByRole('article', { name: 'Tour Tulum y Parque Sensoria' }));
    await expect(
      tour.getByText(
        'Este producto no se puede pagar así: No hay disponibilidad para la fecha seleccionada, por favor elige una fecha diferente',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Ir al pago' })).not.toBeInTheDocument();
    await expect(
      canvas.getByText('Modifica o elimina los productos con problemas para continuar al pago.'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { preloadedState: withCart(null) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Comprar entradas' })).toHaveAttribute(
      'href',
      '/es/entrada-parque-sensoria/',
    );
    await expect(canvas.queryByRole('link', { name: 'Ir al pago' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Complementa tu visita' })).not.toBeInTheDocument();
  },
};

export const EmptyInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(cartOf([], { ProductCount: 0, Currency: 'USD' })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy admissions' })).toHaveAttribute(
      'href',
      '/en/sensoria-admission/',
    );
  },
};

const longName =
  'Paquete Experiencia Total de los Cinco Sentidos con Cena Maya, Tour Nocturno de Cenotes Iluminados y Transportación Redonda desde Playa del Carmen';

export const LongNames: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: {
    preloadedState: withCart(
      cartOf([
        admissionLine({
          ProductName: longName,
          AddOns: [
            {
              IdProduct: 200,
              Name: 'Transportación redonda desde los hoteles de la zona hotelera de Cancún',
            },
            { IdProduct: 202, Name: 'Paquete fotográfico digital ilimitado con video de recuerdo' },
          ],
        }),
      ]),
    ),
  },
  play: async ({ canvas }) => {
    const line = canvas.getByRole('article', { name: longName });
    await expect(within(line).getByRole('heading', { name: longName })).toBeVisible();
    await expect(
      within(line).getByRole('row', { name: /Paquete fotográfico digital ilimitado con video de recuerdo/ }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: `Eliminar ${longName}` })).toBeEnabled());
  },
};

export const WithCoupon: Story = {
  parameters: {
    preloadedState: withCart(pageCart({ CouponCode: 'SENTIDOS10', CouponDiscount: 1008.48, Total: 9076.29 })),
  },
  play: async ({ canvas }) => {
    const summary = within(canvas.getByRole('region', { name: 'Resumen de compra' }));
    await expect(summary.getByText('Cupón SENTIDOS10')).toBeVisible();
    await expect(summary.getByText('-MXN$1,008.48')).toBeVisible();
    await expect(summary.getByTestId('cart-total')).toHaveTextContent('MXN$9,076.29');
  },
};

export const HotelStay: Story = {
  parameters: {
    preloadedState: withCart(
      cartOf([
        {
          ...admissionLine({
            IdLine: 'line-hotel',
            IdProduct: 400,
            ProductCode: 'HOTEL-SENSORIA-LODGE',
            ProductName: 'Hotel Sensoria Lodge',
            VisitDate: '2026-12-07',
            Passengers: { Adults: 2, Children: 1, Infants: 0 },
            Breakdown: [],
            DiscountPercent: 0,
            Amount: 567,
          }),
          CheckOutDate: '2026-12-10',
        } as ReturnType<typeof admissionLine>,
      ]),
    ),
  },
  play: async ({ canvas }) => {
    const stay = within(canvas.getByRole('article', { name: 'Hotel Sensoria Lodge' }));
    await expect(stay.getByText('Entrada')).toBeVisible();
    await expect(stay.getByText('lunes, 7 de diciembre de 2026')).toBeVisible();
    await expect(stay.getByText('Salida')).toBeVisible();
    await expect(stay.getByText('jueves, 10 de diciembre de 2026')).toBeVisible();
    // A stay is changed by booking it again: no editor, only removal.
    await expect(stay.queryByRole('button', { name: /^Modificar/ })).not.toBeInTheDocument();
    await expect(stay.getByRole('button', { name: 'Eliminar Hotel Sensoria Lodge' })).toBeVisible();
  },
};

// Issue 17 §1: the hold of the cart's seats. park-api's clock is HOLD_NOW; the visual run fixes the browser's
// clock, so each of these is drawn at the time left it starts with.
const ADMISSION_ID = admissionLine().IdLine;

export const HoldRunning: Story = {
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 17 * 60 + 42 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Tus entradas están apartadas por 17:42');
    const keep = canvas.getByRole('button', { name: 'Conservar mis entradas' });
    await expect(keep).toBeEnabled();
    await expect(keep).toHaveAccessibleDescription(
      'Aparta tus entradas 20 minutos más. Puedes hacerlo 2 veces más.',
    );
    await expect(canvas.getByTestId('hold-announcement')).toHaveTextContent('');
  },
};

export const HoldRunningInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 17 * 60 + 42 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Your tickets are held for 17:42');
    await expect(canvas.getByRole('button', { name: 'Keep my tickets' })).toHaveAccessibleDescription(
      'Keeps your tickets for another 20 minutes. You can do this 2 more times.',
    );
  },
};

export const HoldUnderFiveMinutes: Story = {
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 4 * 60 + 30 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('04:30');
    await waitFor(() =>
      expect(canvas.getByTestId('hold-announcement')).toHaveTextContent(
        'Quedan menos de 5 minutos para pagar tus entradas apartadas.',
      ),
    );
  },
};

export const HoldUnderFiveMinutesInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 4 * 60 + 30 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Your tickets are held for 04:30');
    await waitFor(() =>
      expect(canvas.getByTestId('hold-announcement')).toHaveTextContent(
        'Less than 5 minutes left to pay for your held tickets.',
      ),
    );
  },
};

export const HoldUnderOneMinute: Story = {
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 45, extensionsLeft: 1 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:45');
    await waitFor(() =>
      expect(canvas.getByTestId('hold-announcement')).toHaveTextContent(
        'Queda menos de 1 minuto para pagar tus entradas apartadas.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Conservar mis entradas' })).toHaveAccessibleDescription(
      'Aparta tus entradas 20 minutos más. Puedes hacerlo 1 vez más.',
    );
  },
};

export const HoldUnderOneMinuteInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 45, extensionsLeft: 1 })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:45');
    await waitFor(() =>
      expect(canvas.getByTestId('hold-announcement')).toHaveTextContent(
        'Less than 1 minute left to pay for your held tickets.',
      ),
    );
  },
};

export const HoldExtensionsUsedUp: Story = {
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 9 * 60, extensionsLeft: 0 })) },
  play: async ({ canvas }) => {
    const keep = canvas.getByRole('button', { name: 'Conservar mis entradas' });
    await expect(keep).toBeDisabled();
    await expect(keep).toHaveAccessibleDescription(
      'Tus entradas ya se conservaron el máximo de veces: paga antes de que termine el tiempo.',
    );
  },
};

export const HoldExtensionsUsedUpInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 9 * 60, extensionsLeft: 0 })) },
  play: async ({ canvas }) => {
    const keep = canvas.getByRole('button', { name: 'Keep my tickets' });
    await expect(keep).toBeDisabled();
    await expect(keep).toHaveAccessibleDescription(
      'Your tickets have already been kept as long as possible: pay before the time runs out.',
    );
  },
};

export const HoldExpiredLine: Story = {
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 15 * 60, expired: [ADMISSION_ID] })) },
  play: async ({ canvas }) => {
    const line = within(canvas.getByRole('article', { name: 'Admisión Parque Sensoria' }));
    await expect(
      line.getByText('Apartado terminado: los lugares de este producto ya no están reservados para ti.'),
    ).toBeVisible();
    await expect(line.getByTestId('line-amount')).toHaveTextContent('MXN$5,404.77');
    await expect(
      line.getByRole('button', { name: 'Apartar de nuevo: Admisión Parque Sensoria' }),
    ).toBeEnabled();
    const tour = within(canvas.getByRole('article', { name: 'Tour Tulum y Parque Sensoria' }));
    await expect(tour.queryByRole('button', { name: /Apartar de nuevo/ })).not.toBeInTheDocument();
  },
};

export const HoldExpiredLineInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(heldCart({ secondsLeft: 15 * 60, expired: [ADMISSION_ID] })) },
  play: async ({ canvas }) => {
    const line = within(canvas.getByRole('article', { name: 'Admisión Parque Sensoria' }));
    await expect(
      line.getByText('Hold ended: the places of this product are no longer kept for you.'),
    ).toBeVisible();
    await userEvent.click(line.getByRole('button', { name: 'Hold again: Admisión Parque Sensoria' }));
    await expect(await canvas.findByText('The cart has been updated successfully')).toBeVisible();
    await expect(line.queryByText(/Hold ended/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Your tickets are held for 20:00');
  },
};

export const HoldEnded: Story = {
  parameters: {
    preloadedState: withCart(heldCart({ secondsLeft: 0, expired: [ADMISSION_ID, tourLine().IdLine] })),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Tus entradas ya no están apartadas. Vuelve a apartar los productos para comprarlos.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Apartar de nuevo/ })).toHaveLength(2);
  },
};

export const HoldAgainFailed: Story = {
  parameters: {
    preloadedState: withCart(heldCart({ secondsLeft: 15 * 60, expired: [ADMISSION_ID] })),
    cartApi: { holdAgainFailWith: 'NO_AVAILABILITY' },
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Admisión Parque Sensoria' });
    await userEvent.click(
      within(article).getByRole('button', { name: 'Apartar de nuevo: Admisión Parque Sensoria' }),
    );
    await expect(
      await within(article).findByText(
        'No se pudo apartar de nuevo este producto: No hay disponibilidad para la fecha seleccionada, por favor elige una fecha diferente',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error al actualizar el carrito');
  },
};

export const HoldAgainFailedInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: {
    preloadedState: withCart(heldCart({ secondsLeft: 15 * 60, expired: [ADMISSION_ID] })),
    cartApi: { holdAgainFailWith: 'NO_AVAILABILITY' },
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Admisión Parque Sensoria' });
    await userEvent.click(
      within(article).getByRole('button', { name: 'Hold again: Admisión Parque Sensoria' }),
    );
    await expect(
      await within(article).findByText(
        'This product could not be held again: There is no availability for the date selected, please choose a different date',
      ),
    ).toBeVisible();
    await expect(within(article).getByRole('button', { name: /Hold again/ })).toBeEnabled();
  },
};

/** Issue 17 §3: a change over a limit (429) says which, and keeps the cart as it was. */
export const UpdateOverSeatLimit: Story = {
  parameters: { preloadedState: withCart(pageCart()), cartApi: { failWith: 'CART_DATE_SEAT_LIMIT' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modificar Tour Tulum y Parque Sensoria' }));
    const form = within(await canvas.findByRole('form', { name: 'Modificar Tour Tulum y Parque Sensoria' }));
    await userEvent.selectOptions(form.getByLabelText('Adultos (12+ años)'), '9');
    await userEvent.click(form.getByRole('button', { name: 'Guardar cambios' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Tu carrito ya tiene el máximo de lugares permitido para esta fecha. Elige menos visitantes u otra fecha.',
    );
    await expect(canvas.getByRole('article', { name: 'Tour Tulum y Parque Sensoria' })).toBeVisible();
  },
};

export const UpdateOverSeatLimitInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(pageCart()), cartApi: { failWith: 'CLIENT_SEAT_LIMIT' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change Tour Tulum y Parque Sensoria' }));
    const form = within(await canvas.findByRole('form', { name: 'Change Tour Tulum y Parque Sensoria' }));
    await userEvent.selectOptions(form.getByLabelText('Adults (12+)'), '9');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Too many places have been held from your connection in the last hour. Please try again later.',
    );
  },
};

/** The weather guarantee offered on each visit that has not got it (issue 20 §3), priced in the cart's pesos. */
export const WeatherGuaranteeOffered: Story = {
  parameters: { cartApi: { addOns: [weatherGuaranteeOffer] } },
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', {
      name: 'Agregar la garantía de clima a Admisión Parque Sensoria',
    });
    const line = within(canvas.getByRole('article', { name: 'Admisión Parque Sensoria' }));
    await expect(line.getByTestId('cart-guarantee-offer')).toHaveTextContent(
      'MXN$166.50 por visitante · MXN$666.00 por 4 visitantes',
    );
    await expect(add).toHaveAccessibleDescription(/No reembolsable\.$/);
  },
};

export const WeatherGuaranteeOfferedInEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { preloadedState: withCart(englishCart), cartApi: { addOns: [weatherGuaranteeOffer] } },
  play: async ({ canvas }) => {
    const add = await canvas.findByRole('button', {
      name: 'Add the weather guarantee to Parque Sensoria Admission',
    });
    await expect(canvas.getByTestId('cart-guarantee-offer')).toHaveTextContent(
      'US$9.00 per visitor · US$36.00 for 4 visitors',
    );
    await expect(add).toHaveAccessibleDescription(/Not refundable\.$/);
  },
};

/** Added: the line's breakdown prices it, and the line offers it no more. */
export const WeatherGuaranteeAdded: Story = {
  parameters: { cartApi: { addOns: [weatherGuaranteeOffer] } },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Agregar la garantía de clima a Admisión Parque Sensoria' }),
    );
    await canvas.findByText('El carrito se ha actualizado');
    const line = within(canvas.getByRole('article', { name: 'Admisión Parque Sensoria' }));
    await expect(line.getByRole('row', { name: /Garantía de clima/ })).toHaveTextContent('MXN$666.00');
    await expect(line.queryByTestId('cart-guarantee-offer')).not.toBeInTheDocument();
  },
};
