import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FakeIntersectionObserver } from '../test-support/fake-intersection-observer';

// Each test takes fresh modules (no page hydrated yet), React included so that hooks see one React.
let React: typeof import('react');

const cart = createSlice({
  name: 'cart',
  initialState: { total: 'US$178.00' },
  reducers: { repriced: (state, action: PayloadAction<string>) => ({ ...state, total: action.payload }) },
});

const createStore = () => configureStore({ reducer: { cart: cart.reducer } });
type State = ReturnType<ReturnType<typeof createStore>['getState']>;

async function setUp() {
  jest.resetModules();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  FakeIntersectionObserver.install();
  React = await import('react');
  const { Suspense } = React;
  const { useSelector } = await import('react-redux');
  const { hydrateRoot } = await import('react-dom/client');
  const { renderToString } = await import('react-dom/server');
  const { island, markPageHydrated } = await import('../layout/island');
  const { HostStoreProvider } = await import('./host-store-provider');
  /** Stands for the cart page's widget: it shows the total from the store. */
  function CartTotal() {
    return <p data-testid="total">{useSelector((state: State) => state.cart.total)}</p>;
  }
  const CartIsland = island(async () => CartTotal, 'cart');
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <HostStoreProvider store={createStore()}>
      <div data-island="cart" style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <CartTotal />
        </Suspense>
      </div>
    </HostStoreProvider>,
  );
  document.body.append(container);
  const store = createStore();
  const errors: unknown[] = [];
  await React.act(async () => {
    hydrateRoot(
      container,
      <HostStoreProvider store={store}>
        <CartIsland />
      </HostStoreProvider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  markPageHydrated();
  const flush = () => React.act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  await flush();
  return { container, store, errors, flush };
}

describe('HostStoreProvider', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates an island against the server’s state after the store changed, then shows the new state', async () => {
    const { container, store, errors, flush } = await setUp();
    // The currency changed on the cart page before the cart widget's code had come.
    store.dispatch(cart.actions.repriced('MXN$3,204.00'));
    await flush();
    expect(container.querySelector('[data-testid="total"]')?.textContent).toBe('US$178.00');
    FakeIntersectionObserver.instances[0]?.enter();
    await flush();
    await flush();
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-testid="total"]')?.textContent).toBe('MXN$3,204.00');
  });
});
