import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShoppingCart } from '@parks/contracts';
import type { Language } from '@parks/i18n';
import { renderWithProviders } from '@parks/test-harness';
import { CartApiProvider } from '../../api/cart-api-context';
import { admissionLine, heldCart } from '../../test-support/carts';
import { memoryCartApi, type MemoryCartApiOptions } from '../../test-support/memory-cart-api';
import { CartSummary } from '../cart-summary/cart-summary';
import { CartPage } from '../cart-page/cart-page';

// The visitor's clock is four years off park-api's: the timer must count from park-api's `Now` anyway.
const VISITOR_CLOCK = new Date('2030-03-01T09:30:00Z');

function renderHeld(
  cart: ShoppingCart,
  { language = 'es', ...options }: Omit<MemoryCartApiOptions, 'cart'> & { language?: Language } = {},
) {
  const api = memoryCartApi({ cart, ...options });
  renderWithProviders(
    <CartApiProvider api={api}>
      <CartSummary />
      <CartPage showComplements={false} />
    </CartApiProvider>,
    { language, preloadedState: { site: { shopping: cart } } },
  );
  return api;
}

/** Lets `ms` of the visitor's time pass, with React's updates and the in-memory API's answers. */
const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

/** Every text the hold's live regions ever held, in order: what a screen reader was given to say. */
function recordAnnouncements(): string[] {
  const said: string[] = [];
  const read = () =>
    screen
      .queryAllByTestId('hold-announcement')
      .map((region) => region.textContent ?? '')
      .filter(Boolean);
  let last = read();
  said.push(...last);
  new MutationObserver(() => {
    const now = read();
    for (const text of now) if (!last.includes(text)) said.push(text);
    last = now;
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  return said;
}

beforeEach(() => {
  jest.useFakeTimers({ now: VISITOR_CLOCK });
  document.cookie = '_shopping=cookie-session-123; path=/';
});
afterEach(() => {
  jest.useRealTimers();
  document.cookie = '_shopping=; path=/; max-age=0';
});

describe('the hold countdown (issue 17 §1)', () => {
  it("counts down from park-api's Now, on the page and in the header, whatever the visitor's clock says", async () => {
    renderHeld(heldCart({ secondsLeft: 12 * 60 + 34 }));
    expect(screen.getByTestId('hold-timer')).toHaveTextContent('Tus entradas están apartadas por 12:34');
    expect(screen.getByTestId('summary-hold-timer')).toHaveTextContent('Apartado 12:34');
    expect(screen.getByRole('link', { name: /^Carrito, .*Apartado 12:34, 2 productos$/ })).toBeVisible();
    // The visible timer is a timer, never a live region: it is not spoken every second.
    expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live');

    await pass(61_000);
    expect(screen.getByTestId('hold-timer')).toHaveTextContent('11:33');
    expect(screen.getByTestId('summary-hold-timer')).toHaveTextContent('Apartado 11:33');
  });

  it('announces once at 5 minutes and once at 1 minute, in one polite live region of the page', async () => {
    renderHeld(heldCart({ secondsLeft: 5 * 60 + 3 }));
    const said = recordAnnouncements();
    await pass(2_000);
    expect(said).toEqual([]);

    await pass(1_000);
    expect(said).toEqual(['Quedan menos de 5 minutos para pagar tus entradas apartadas.']);
    const regions = screen.getAllByTestId('hold-announcement');
    // The header's timer and the page's both run; only one of them speaks.
    expect(regions.filter((region) => region.textContent)).toHaveLength(1);
    for (const region of regions) {
      expect(region).toHaveAttribute('role', 'status');
      expect(region).toHaveAttribute('aria-live', 'polite');
    }

    await pass(3 * 60 * 1000);
    expect(said).toHaveLength(1);
    await pass(61_000);
    expect(said).toEqual([
      'Quedan menos de 5 minutos para pagar tus entradas apartadas.',
      'Queda menos de 1 minuto para pagar tus entradas apartadas.',
    ]);
    await pass(50_000);
    expect(said).toHaveLength(2);
  });

  it('a page opened with 3 minutes left says "less than 5 minutes" once, after it is shown', async () => {
    renderHeld(heldCart({ secondsLeft: 180 }), { language: 'en' });
    const said = recordAnnouncements();
    await pass(600);
    expect(said).toEqual(['Less than 5 minutes left to pay for your held tickets.']);
    await pass(60_000);
    expect(said).toEqual(['Less than 5 minutes left to pay for your held tickets.']);
  });

  it("reads the cart again once at 0 and marks the lines park-api released, with 'hold again'", async () => {
    const cart = heldCart({ secondsLeft: 10 });
    const api = renderHeld(cart);
    const current = api.current();
    if (!current || !cart.Hold) throw new Error('no held cart');
    // park-api releases the admission's seats when its hold ends.
    current.Lines = current.Lines.map((line) =>
      line.IdLine === admissionLine().IdLine ? { ...line, HoldStatus: 'EXPIRED' } : line,
    );
    current.Hold = { ...cart.Hold, Now: cart.Hold.ExpiresAt };

    await pass(10_500);
    const reads = api.calls.filter((call) => call.method === 'getCart');
    expect(reads).toEqual([
      {
        method: 'getCart',
        args: [{ Language: 'ES', SessionId: 'cookie-session-123', Mobile: false, IncludeAmountsUSD: false }],
      },
    ]);
    const admission = within(screen.getByRole('article', { name: 'Admisión Parque Sensoria' }));
    expect(
      admission.getByText('Apartado terminado: los lugares de este producto ya no están reservados para ti.'),
    ).toBeVisible();
    expect(admission.getByTestId('line-amount')).toHaveTextContent('MXN$5,404.77');
    expect(screen.getByText(/Tus entradas ya no están apartadas/)).toBeVisible();
    expect(screen.queryByTestId('summary-hold-timer')).not.toBeInTheDocument();

    await pass(30_000);
    expect(api.calls.filter((call) => call.method === 'getCart')).toHaveLength(1);
  });
});

describe("'Keep my tickets' and 'hold again' (issue 17 §1)", () => {
  it("'keep my tickets' sends the session, restarts the period and counts the extensions down", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const api = renderHeld(heldCart({ secondsLeft: 200 }));
    const keep = screen.getByRole('button', { name: 'Conservar mis entradas' });
    expect(keep).toHaveAccessibleDescription(
      'Aparta tus entradas 20 minutos más. Puedes hacerlo 2 veces más.',
    );
    await user.click(keep);
    await pass(10);

    expect(api.calls.filter((call) => call.method === 'extendHold')).toEqual([
      { method: 'extendHold', args: ['cookie-session-123', { Language: 'ES' }] },
    ]);
    expect(screen.getByTestId('hold-timer')).toHaveTextContent('20:00');
    expect(screen.getByRole('button', { name: 'Conservar mis entradas' })).toHaveAccessibleDescription(
      'Aparta tus entradas 20 minutos más. Puedes hacerlo 1 vez más.',
    );
  });

  it('a refused extension (HOLD_EXTENSIONS_USED) says why, and the tickets stay as they were', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderHeld(heldCart({ secondsLeft: 200, extensionsLeft: 1 }), {
      language: 'en',
      failWith: 'HOLD_EXTENSIONS_USED',
    });
    await user.click(screen.getByRole('button', { name: 'Keep my tickets' }));
    await pass(10);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('There was an error updating the shopping cart');
    expect(alert).toHaveTextContent(
      'Your tickets cannot be kept any longer: they have already been kept twice.',
    );
    expect(screen.getByTestId('hold-timer')).toHaveTextContent('03:20');
    expect(screen.getByRole('button', { name: 'Keep my tickets' })).toBeEnabled();
  });

  it('with no extension left the button is disabled and says why', () => {
    renderHeld(heldCart({ extensionsLeft: 0 }), { language: 'en' });
    const keep = screen.getByRole('button', { name: 'Keep my tickets' });
    expect(keep).toBeDisabled();
    expect(keep).toHaveAccessibleDescription(
      'Your tickets have already been kept as long as possible: pay before the time runs out.',
    );
  });

  it("'hold again' posts the line and the session; the line is held again and the period restarts", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const idLine = admissionLine().IdLine;
    const api = renderHeld(heldCart({ secondsLeft: 300, expired: [idLine] }), { language: 'en' });
    const admission = within(screen.getByRole('article', { name: 'Admisión Parque Sensoria' }));
    await user.click(admission.getByRole('button', { name: 'Hold again: Admisión Parque Sensoria' }));
    await pass(10);

    expect(api.calls.filter((call) => call.method === 'holdItemAgain')).toEqual([
      { method: 'holdItemAgain', args: [idLine, 'cookie-session-123', { Language: 'EN' }] },
    ]);
    expect(admission.queryByRole('button', { name: /Hold again/ })).not.toBeInTheDocument();
    expect(admission.queryByText(/Hold ended/)).not.toBeInTheDocument();
    expect(screen.getByTestId('hold-timer')).toHaveTextContent('Your tickets are held for 20:00');
  });

  it("'hold again' without seats left says SPEC §8's availability message and keeps the line", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const idLine = admissionLine().IdLine;
    renderHeld(heldCart({ expired: [idLine] }), { holdAgainFailWith: 'NO_AVAILABILITY' });
    const line = screen.getByRole('article', { name: 'Admisión Parque Sensoria' });
    await user.click(
      within(line).getByRole('button', { name: 'Apartar de nuevo: Admisión Parque Sensoria' }),
    );
    await pass(10);

    expect(
      within(line).getByText(
        'No se pudo apartar de nuevo este producto: No hay disponibilidad para la fecha seleccionada, por favor elige una fecha diferente',
      ),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Error al actualizar el carrito');
    expect(within(line).getByRole('button', { name: /Apartar de nuevo/ })).toBeEnabled();
    expect(within(line).getByTestId('line-amount')).toHaveTextContent('MXN$5,404.77');
  });
});
