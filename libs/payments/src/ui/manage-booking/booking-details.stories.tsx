import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { booking, bookingLine, changedBooking } from '../../test-support/booking-fixtures';
import { BookingDetails } from './booking-details';

const meta = {
  title: 'Payments/BookingDetails',
  component: BookingDetails,
  args: { booking: booking(), language: 'es', now: new Date('2030-02-01T15:00:00Z') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid booking well ahead of the visit: both actions open, until when in the park's time (Cancún). */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('booking-reference')).toHaveTextContent('XS-7K3Q9P2M');
    await expect(canvas.getByTestId('line-date')).toHaveTextContent('viernes, 15 de marzo de 2030');
    await expect(canvas.getByText('2 adultos, 1 niño')).toBeVisible();
    // park-api's instant (13:30 UTC) shown in the park's time: Cancún is UTC-5, so 24 h before the 08:30 opening.
    await expect(
      canvas.getByText(/Puedes cambiar la fecha hasta el jueves, 14 de marzo de 2030, 8:30/),
    ).toBeVisible();
    await expect(canvas.getAllByTestId('e-ticket')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'Código QR del boleto K7Q9P2' })).toBeVisible();
    const change = within(canvas.getByTestId('change-date'));
    await expect(change.getByLabelText(/Nueva fecha/)).toHaveAttribute('type', 'date');
    await expect(canvas.getByText(/sin costo. Solo se puede reclamar una vez/)).toBeVisible();
    const calendar = canvas.getByRole('link', { name: 'Agregar al calendario' });
    await expect(calendar).toHaveAttribute('href', expect.stringMatching(/^data:text\/calendar/));
    await expect(decodeURIComponent(calendar.getAttribute('href') ?? '')).toContain(
      'DTSTART;TZID=America/Cancun:20300315T083000',
    );
    await expect(canvas.getByRole('button', { name: 'Enviar los boletos por correo' })).toBeVisible();
  },
};

export const OpenInEnglish: Story = {
  globals: { locale: 'en' },
  args: { language: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 adults, 1 child')).toBeVisible();
    await expect(
      canvas.getByText(/You can change the date until Thursday, March 14, 2030 at 8:30/),
    ).toBeVisible();
    await expect(canvas.getByText(/Weather guarantee included \(not refundable\)/)).toBeVisible();
  },
};

/** Inside 24 hours: park-api's reasons are said, no form is offered. */
export const Closed: Story = {
  globals: { locale: 'en' },
  args: {
    language: 'en',
    booking: booking({
      Lines: [
        bookingLine({
          ChangeDate: { Allowed: false, Until: null, Reason: 'LESS_THAN_24H' },
          ClaimGuarantee: { Allowed: false, Until: null, Reason: 'LESS_THAN_24H' },
        }),
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Date changes must be made at least 24 hours before the visit.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('The weather guarantee must be claimed 24 hours in advance.'),
    ).toBeVisible();
    await expect(canvas.queryByLabelText(/New date/)).toBeNull();
  },
};

export const DayOfVisitInSpanish: Story = {
  args: {
    booking: booking({
      Lines: [
        bookingLine({
          WeatherGuarantee: 'claimed',
          ChangeDate: { Allowed: false, Until: null, Reason: 'DAY_OF_VISIT' },
          ClaimGuarantee: { Allowed: false, Until: null, Reason: 'ALREADY_CLAIMED' },
        }),
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No se puede cambiar la fecha el día de la visita.')).toBeVisible();
    await expect(canvas.getByText('La garantía de clima de esta visita ya se usó.')).toBeVisible();
    await expect(canvas.getByTestId('line-guarantee')).toHaveTextContent('Garantía de clima utilizada');
  },
};

/** A dearer date: the amount to pay and the payment fields, before anything is confirmed. */
export const DearerQuote: Story = {
  globals: { locale: 'en' },
  args: {
    language: 'en',
    quote: {
      lineId: bookingLine().IdLine,
      idempotencyKey: 'k-1',
      quote: { Date: '2030-03-20', Available: true, Difference: { Amount: 300, Currency: 'MXN' }, Refund: 0 },
    },
  },
  play: async ({ canvas }) => {
    const quote = within(canvas.getByTestId('quote'));
    await expect(
      quote.getByRole('heading', { name: 'Your new date: Wednesday, March 20, 2030' }),
    ).toBeVisible();
    await expect(quote.getByTestId('quote-to-pay')).toHaveTextContent('To pay: MXN$300.00');
    await expect(quote.getByLabelText(/Card number/)).toHaveAttribute('autocomplete', 'cc-number');
    await expect(quote.getByRole('option', { name: 'PayPal' })).toBeInTheDocument();
    const confirm = quote.getByRole('button', { name: 'Pay MXN$300.00 and confirm' });
    const form = confirm.closest('form') as HTMLFormElement;
    await expect(Object.fromEntries(new FormData(form))).toMatchObject({
      intent: 'change',
      line: bookingLine().IdLine,
      date: '2030-03-20',
      idempotencyKey: 'k-1',
    });
  },
};

/** A cheaper date: "nothing is refunded" is said before confirming, and no payment is asked. */
export const CheaperQuote: Story = {
  args: {
    quote: {
      lineId: bookingLine().IdLine,
      idempotencyKey: 'k-2',
      quote: { Date: '2030-03-12', Available: true, Difference: { Amount: 0, Currency: 'MXN' }, Refund: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('quote-no-refund')).toHaveTextContent(
      'Esta fecha cuesta lo mismo o menos que la que compraste: no se reembolsa nada.',
    );
    await expect(canvas.queryByLabelText(/Número de tarjeta/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Confirmar la nueva fecha' })).toBeVisible();
  },
};

export const UnavailableQuote: Story = {
  globals: { locale: 'en' },
  args: {
    language: 'en',
    quote: {
      lineId: bookingLine().IdLine,
      idempotencyKey: 'k-3',
      quote: { Date: '2030-03-21', Available: false, Difference: { Amount: 0, Currency: 'MXN' }, Refund: 0 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There are no places left on Thursday, March 21, 2030.',
    );
  },
};

/** After a change: the new tickets valid with their QR, the old ones void with none, the change listed. */
export const Changed: Story = {
  args: { booking: changedBooking(), notice: { kind: 'changed', date: '2030-03-20' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Tu visita ahora es el miércoles, 20 de marzo de 2030.',
    );
    const tickets = canvas.getAllByTestId('e-ticket');
    await expect(tickets).toHaveLength(6);
    const voided = tickets.filter((ticket) => ticket.dataset['status'] === 'void');
    await expect(voided).toHaveLength(3);
    for (const ticket of voided) {
      await expect(within(ticket).queryByRole('img')).toBeNull();
      await expect(within(ticket).getByTestId('ticket-not-valid')).toHaveTextContent(
        'ANULADO — no válido para entrar',
      );
    }
    await expect(canvas.getByTestId('booking-changes')).toHaveTextContent(
      /del viernes, 15 de marzo de 2030 al miércoles, 20 de marzo de 2030/,
    );
  },
};

export const ChangedInEnglish: Story = {
  globals: { locale: 'en' },
  args: { language: 'en', booking: changedBooking(), notice: { kind: 'changed', date: '2030-03-20' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('VOID — not valid for entry')).toHaveLength(3);
    await expect(canvas.getAllByRole('img', { name: /QR code of e-ticket/ })).toHaveLength(3);
  },
};

export const GuaranteeClaimed: Story = {
  globals: { locale: 'en' },
  args: { language: 'en', notice: { kind: 'claimed', date: '2030-03-20' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Weather guarantee claimed: your visit is now on Wednesday, March 20, 2030, at no cost.',
    );
  },
};

export const Resent: Story = {
  args: { notice: { kind: 'resent' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Te enviamos tus boletos por correo.');
  },
};

/** A refusal on a line (the seats went while the visitor decided): said next to that line. */
export const NoAvailabilityOnConfirm: Story = {
  globals: { locale: 'en' },
  args: { language: 'en', error: { code: 'NO_AVAILABILITY', lineId: bookingLine().IdLine } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('line-error')).toHaveTextContent(
      'There are no places left on that date. Choose another one.',
    );
  },
};

/** A card declined: nothing charged, the date unchanged, said next to the line. */
export const CardDeclined: Story = {
  args: { error: { code: 'CARD_DECLINED', lineId: bookingLine().IdLine } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('line-error')).toHaveTextContent(
      'La tarjeta fue rechazada. No se hizo ningún cargo y la fecha no cambió.',
    );
  },
};

/** A refusal the site has no words for: park-api's own message, already in the visitor's language. */
export const OtherRefusal: Story = {
  args: {
    error: { code: 'GATEWAY_TIMEOUT', message: 'El banco no respondió.', lineId: bookingLine().IdLine },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('line-error')).toHaveTextContent('El banco no respondió.');
  },
};

/** The window closed while the visitor decided: park-api's Reason, in the line's own words. */
export const ClosedOnConfirm: Story = {
  globals: { locale: 'en' },
  args: {
    language: 'en',
    error: { code: 'DATE_CHANGE_CLOSED', reason: 'LESS_THAN_24H', lineId: bookingLine().IdLine },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('line-error')).toHaveTextContent(
      'Date changes must be made at least 24 hours before the visit.',
    );
  },
};

/** A hotel stay: its dates are not changed here. */
export const HotelStay: Story = {
  args: {
    booking: booking({
      Lines: [
        bookingLine({
          Name: 'Hotel Selva Sensoria',
          WeatherGuarantee: 'none',
          ChangeDate: { Allowed: false, Until: null, Reason: 'NOT_CHANGEABLE' },
          ClaimGuarantee: { Allowed: false, Until: null, Reason: 'NOT_BOUGHT' },
        }),
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Las fechas de una estancia de hotel no se cambian aquí. Contáctanos.'),
    ).toBeVisible();
    await expect(canvas.queryByTestId('claim-guarantee')).toBeNull();
  },
};

/** The visit has begun: a ticket used at the gate shows no QR code; no date change, no claim (SPEC §9). */
export const TicketUsed: Story = {
  globals: { locale: 'en' },
  args: {
    language: 'en',
    booking: booking({
      Lines: [
        bookingLine({
          Status: 'used',
          Tickets: bookingLine().Tickets.map((ticket, index) =>
            index === 0 ? { ...ticket, Status: 'used' as const } : ticket,
          ),
          ChangeDate: { Allowed: false, Until: null, Reason: 'USED' },
          ClaimGuarantee: { Allowed: false, Until: null, Reason: 'USED' },
        }),
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('line-status')).toHaveTextContent('Used');
    await expect(canvas.getByText("The date of a used ticket can't be changed.")).toBeVisible();
    await expect(canvas.getByText('The weather guarantee is valid before the coupon is used.')).toBeVisible();
    const used = canvas.getAllByTestId('e-ticket').filter((ticket) => ticket.dataset['status'] === 'used');
    await expect(used).toHaveLength(1);
    await expect(within(used[0] as HTMLElement).queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /See the price/ })).toBeNull();
  },
};
