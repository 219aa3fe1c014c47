/**
 * Issue 16: the cart page hydrates with no Chakra runtime; a line's editor (Chakra fields) brings the host's
 * Chakra scope when the visitor reaches for 'Change', and a press made before the scope arrived opens the
 * editor once it has, while the hold countdown keeps re-rendering the page.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactNode } from 'react';
import { renderWithProviders } from '@parks/test-harness';
import { ChakraScopeProvider } from '@parks/site';
import { CartApiProvider } from '../../api/cart-api-context';
import { heldCart } from '../../test-support/carts';
import { memoryCartApi } from '../../test-support/memory-cart-api';
import { CartPage } from './cart-page';

const VISITOR_CLOCK = new Date('2030-03-01T09:30:00Z');

/** A host's Chakra scope that arrives only when `arrive` is called, and counts how often it was asked for. */
function slowChakraScope() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const asked = { count: 0 };
  function Scope({ children }: { children: ReactNode }) {
    return <div data-testid="chakra-scope">{children}</div>;
  }
  const LazyScope = lazy(async () => {
    asked.count += 1;
    await arrived;
    return { default: Scope };
  });
  return { LazyScope, asked, arrive };
}

/** Lets `ms` of the visitor's time pass, with React's updates. */
const pass = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: VISITOR_CLOCK });
  document.cookie = '_shopping=cookie-session-123; path=/';
});
afterEach(() => {
  jest.useRealTimers();
  document.cookie = '_shopping=; path=/; max-age=0';
});

describe("a cart line's editor, with Chakra's scope on demand", () => {
  it('asks for Chakra only when the visitor reaches for Change, and opens a press made before it arrived', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const cart = heldCart({ secondsLeft: 12 * 60 + 34 });
    const scope = slowChakraScope();
    renderWithProviders(
      <ChakraScopeProvider scope={scope.LazyScope}>
        <CartApiProvider api={memoryCartApi({ cart })}>
          <CartPage showComplements={false} />
        </CartApiProvider>
      </ChakraScopeProvider>,
      { preloadedState: { site: { shopping: cart } } },
    );
    const change = screen.getByRole('button', { name: 'Modificar Admisión Parque Sensoria' });

    // The page with its lines, hold panel and totals asks for no Chakra scope.
    await pass(1_000);
    expect(scope.asked.count).toBe(0);
    expect(screen.queryByTestId('chakra-scope')).not.toBeInTheDocument();

    // Pointing at 'Change' asks for it, before any press.
    await user.hover(change);
    expect(scope.asked.count).toBe(1);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    // Pressed while the scope is on its way: the press is kept, and the countdown goes on meanwhile.
    await user.click(change);
    expect(change).toHaveAttribute('aria-expanded', 'true');
    await pass(3_000);
    expect(screen.getByTestId('hold-timer')).toHaveTextContent('12:30');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await act(async () => scope.arrive());
    const form = await screen.findByRole('form', { name: 'Modificar Admisión Parque Sensoria' });
    expect(within(screen.getByTestId('chakra-scope')).getByRole('form')).toBe(form);
    expect(document.getElementById(change.getAttribute('aria-controls') ?? '')).toContainElement(form);

    // The open editor keeps what the visitor chose while the countdown re-renders the page.
    await user.selectOptions(within(form).getByLabelText('Adultos (12+ años)'), '3');
    await pass(2_000);
    expect(screen.getByTestId('hold-timer')).toHaveTextContent('12:28');
    expect(within(form).getByLabelText('Adultos (12+ años)')).toHaveValue('3');
    expect(screen.getByRole('form', { name: 'Modificar Admisión Parque Sensoria' })).toBe(form);
    expect(scope.asked.count).toBe(1);
  });
});
