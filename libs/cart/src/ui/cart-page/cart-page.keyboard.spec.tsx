/** Contract: the cart page is operable with the keyboard alone (Tab to a control, Enter or Space on it). */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@parks/test-harness';
import { CartApiProvider } from '../../api/cart-api-context';
import { pageCart, withCart } from '../../test-support/carts';
import { memoryCartApi } from '../../test-support/memory-cart-api';
import { CartSummary } from '../cart-summary/cart-summary';
import { CartPage } from './cart-page';

/** Presses Tab until `target` has the focus; fails if it is not in the tab order. */
async function tabTo(user: UserEvent, target: HTMLElement) {
  for (let presses = 0; presses < 60 && document.activeElement !== target; presses += 1) await user.tab();
  expect(target).toHaveFocus();
}

function renderCart() {
  const cart = pageCart();
  const api = memoryCartApi({ cart });
  renderWithProviders(
    <CartApiProvider api={api}>
      <CartSummary />
      <CartPage showComplements={false} />
    </CartApiProvider>,
    { preloadedState: withCart(cart) },
  );
  return api;
}

beforeEach(() => {
  document.cookie = '_shopping=cookie-session-123; path=/';
});
afterEach(() => {
  document.cookie = '_shopping=; path=/; max-age=0';
});

describe('CartPage with the keyboard only', () => {
  it('reaches a line’s remove button with Tab and removes the line with Enter', async () => {
    const user = userEvent.setup();
    const api = renderCart();
    await tabTo(user, screen.getByRole('button', { name: 'Eliminar Tour Tulum y Parque Sensoria' }));
    await user.keyboard('{Enter}');
    await screen.findByText('El carrito se ha actualizado');
    expect(api.calls.map((call) => call.method).filter((method) => method !== 'getAddOns')).toEqual([
      'removeItem',
    ]);
  });

  it('opens a line’s editor with Space and reaches its fields and its save button with Tab', async () => {
    const user = userEvent.setup();
    renderCart();
    await tabTo(user, screen.getByRole('button', { name: 'Modificar Admisión Parque Sensoria' }));
    await user.keyboard(' ');
    const form = within(await screen.findByRole('form', { name: 'Modificar Admisión Parque Sensoria' }));
    await tabTo(user, form.getByLabelText('Adultos (12+ años)'));
    await tabTo(user, form.getByRole('button', { name: 'Guardar cambios' }));
  });

  it('reaches the payment link with Tab', async () => {
    const user = userEvent.setup();
    renderCart();
    await tabTo(user, screen.getByRole('link', { name: /pago/i }));
  });
});
