import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AddCartItemRequest } from '@parks/contracts';
import { CartSummary, type CartApi } from '@parks/cart';
import { renderWithProviders } from '@parks/test-harness';
import type { BookingApi } from '../../api/booking.api';
import type { PackageQuoteRequest } from '../../core/package-builder';
import {
  BookingFixtures,
  fixtureAddOnsWithGuarantee,
  fixtureBookingApi,
  fixtureCart,
  fixtureCartApi,
  fixturePackageQuote,
  httpFailure,
} from '../../test-support/booking-fixtures';
import { PackageBuilder } from './package-builder';

function renderBuilder(cartApi: CartApi, bookingApi: BookingApi = fixtureBookingApi()) {
  const user = userEvent.setup();
  renderWithProviders(
    <BookingFixtures cartApi={cartApi} bookingApi={bookingApi}>
      <CartSummary />
      <PackageBuilder productIds={[100, 110, 120, 121]} />
    </BookingFixtures>,
  );
  return user;
}

/** Picks the product, then the `nth` bookable day of next month (every piece on its own day). */
async function addPiece(user: UserEvent, name: string, nth: number, schedule?: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Parque o tour' }), name);
  const dateButton = screen.getByRole('button', { name: /^Fecha de visita/ });
  await waitFor(() => expect(dateButton).toBeEnabled());
  await user.click(dateButton);
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'Mes siguiente' }));
  await waitFor(() =>
    expect(within(dialog).getAllByRole('button', { name: /, disponible/ }).length).toBeGreaterThan(5),
  );
  const days = within(dialog)
    .getAllByRole('button', { name: /, disponible/ })
    .filter((day) => day.getAttribute('aria-disabled') !== 'true');
  const day = days[nth];
  if (!day) throw new Error(`no bookable day ${nth}`);
  await user.click(day);
  if (schedule) await user.click(await screen.findByRole('radio', { name: schedule }));
  await user.click(screen.getByRole('button', { name: 'Agregar al paquete' }));
}

// Each journey clicks through the date picker several times: on a busy 2-core machine that outlasts 5 s.
jest.setTimeout(30_000);

describe('PackageBuilder', () => {
  beforeEach(() => {
    document.cookie = '_shopping=; Max-Age=0; Path=/';
  });

  it('builds a package through the date picker, shows the 20 % from the third piece and adds it as one group', async () => {
    const added: AddCartItemRequest[] = [];
    const quoted: PackageQuoteRequest[] = [];
    const cartApi = fixtureCartApi({
      addItem: async (body) => {
        added.push(body);
        return { ok: true, status: 201, data: { ...fixtureCart(body), ProductCount: added.length } };
      },
    });
    const bookingApi = fixtureBookingApi({
      quotePackage: async (body) => {
        quoted.push(body);
        return { ok: true, status: 200, data: fixturePackageQuote(body) };
      },
    });
    const user = renderBuilder(cartApi, bookingApi);
    await screen.findByRole('option', { name: 'Parque Aventura' });

    await addPiece(user, 'Parque Aventura', 0);
    await addPiece(user, 'Sensoria + Tulum', 1, '10:30');
    await waitFor(() => expect(screen.getByTestId('package-total')).toBeVisible());
    expect(screen.queryByTestId('package-discount')).not.toBeInTheDocument();
    expect(screen.getByText(/Agrega 1 parque o tour más/)).toBeVisible();

    await addPiece(user, 'Parque Selva', 2);
    await waitFor(() =>
      expect(screen.getByTestId('package-discount')).toHaveTextContent('Descuento de paquete (20 %)'),
    );
    expect(screen.getByRole('heading', { name: 'Tu paquete (3 de 5)' })).toBeVisible();
    // The pieces' prices add up to the subtotal; subtotal minus the discount row is the total.
    const usd = (text: string | null | undefined) =>
      [...(text ?? '').matchAll(/US\$([\d,]+\.\d{2})/g)].map((m) =>
        Math.round(Number(m[1]?.replace(/,/g, '')) * 100),
      );
    const pieces = within(
      screen.getByRole('heading', { name: 'Tu paquete (3 de 5)' }).parentElement as HTMLElement,
    ).getAllByRole('listitem');
    const pieceCents = pieces.flatMap((piece) => usd(piece.textContent));
    const [subtotal, discount, total] = usd(screen.getByTestId('package-summary').textContent);
    expect(pieceCents).toHaveLength(3);
    expect(pieceCents.reduce((sum, cents) => sum + cents, 0)).toBe(subtotal);
    expect((subtotal ?? 0) - (discount ?? 0)).toBe(total);
    expect(quoted.at(-1)?.Items.map((item) => item.IdProduct)).toEqual([120, 110, 121]);
    expect(quoted.at(-1)?.Items[1]?.Schedule).toBe('10:30');

    await user.click(screen.getByRole('button', { name: 'Agregar paquete al carrito' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Tu paquete está en el carrito.'),
    );
    expect(added.map((line) => line.IdProduct)).toEqual([120, 110, 121]);
    const group = added[0]?.PackageGroup;
    expect(group).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(added.every((line) => line.PackageGroup === group)).toBe(true);
    expect(new Set(added.map((line) => line.VisitDate)).size).toBe(3);
    expect(added[1]).toMatchObject({ Schedule: '10:30', Passengers: { Adults: 2, Children: 0, Infants: 0 } });
  });

  it('asks for the schedule of a tour before it joins the package', async () => {
    const user = renderBuilder(fixtureCartApi());
    await screen.findByRole('option', { name: 'Parque Aventura' });
    await addPiece(user, 'Sensoria + Tulum', 0);
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor selecciona un horario');
    expect(screen.getByRole('heading', { name: 'Tu paquete (0 de 5)' })).toBeVisible();
  });

  it('takes back the pieces already added when the cart refuses one: all of the package or none', async () => {
    const removed: string[] = [];
    let adds = 0;
    const cartApi = fixtureCartApi({
      addItem: async (body) => {
        adds += 1;
        if (adds === 2) return httpFailure('NO_AVAILABILITY', 409);
        const cart = fixtureCart(body);
        return {
          ok: true,
          status: 201,
          data: { ...cart, Lines: cart.Lines.map((line) => ({ ...line, PackageGroup: body.PackageGroup })) },
        };
      },
      removeItem: async (idLine, sessionId) => {
        removed.push(idLine);
        return {
          ok: true,
          status: 200,
          data: {
            ...fixtureCart({
              SessionId: sessionId,
              IdProduct: 0,
              VisitDate: '',
              Passengers: { Adults: 0, Children: 0, Infants: 0 },
            }),
            ProductCount: 0,
            Lines: [],
          },
        };
      },
    });
    const user = renderBuilder(cartApi);
    await screen.findByRole('option', { name: 'Parque Aventura' });
    await addPiece(user, 'Parque Aventura', 0);
    await addPiece(user, 'Parque Selva', 1);
    await waitFor(() => expect(screen.getByTestId('package-total')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Agregar paquete al carrito' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No hay disponibilidad para la fecha seleccionada',
    );
    expect(removed).toEqual(['line-1']);
    expect(screen.getByRole('heading', { name: 'Tu paquete (2 de 5)' })).toBeVisible();
  });

  it('offers the weather guarantee per visitor, not refundable, prices it on every piece and sends it with each', async () => {
    const added: AddCartItemRequest[] = [];
    const cartApi = fixtureCartApi({
      addItem: async (body) => {
        added.push(body);
        return { ok: true, status: 201, data: { ...fixtureCart(body), ProductCount: added.length } };
      },
    });
    const user = renderBuilder(cartApi, fixtureBookingApi({ getAddOns: fixtureAddOnsWithGuarantee }));
    await screen.findByRole('option', { name: 'Parque Aventura' });
    await addPiece(user, 'Parque Aventura', 0);
    await addPiece(user, 'Parque Selva', 1);
    await waitFor(() => expect(screen.getByTestId('package-total')).toBeVisible());
    const before = screen.getByTestId('package-total').textContent;
    const offer = screen.getByRole('checkbox', { name: /Agregar la garantía de clima/ });
    expect(offer).toHaveAccessibleName('Agregar la garantía de clima (US$9.00 por visitante)');
    expect(offer).toHaveAccessibleDescription(/No reembolsable\.$/);
    await user.click(offer);
    // 2 visitors × 2 pieces × US$9
    expect(screen.getByTestId('package-guarantee')).toHaveTextContent('Garantía de clima' + 'US$36.00');
    const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
    expect(cents(screen.getByTestId('package-total').textContent)).toBe(cents(before) + 3600);
    await user.click(screen.getByRole('button', { name: 'Agregar paquete al carrito' }));
    await waitFor(() => expect(added).toHaveLength(2));
    expect(added.map((line) => line.AddOns)).toEqual([[{ IdProduct: 203 }], [{ IdProduct: 203 }]]);
  });
});
