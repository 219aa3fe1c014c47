import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { FakeIntersectionObserver } from '../test-support/fake-intersection-observer';
import { freshPage } from '../test-support/fresh-page';

const cart = createSlice({
  name: 'cart',
  initialState: { total: 'US$178.00' },
  reducers: { repriced: (state, action: PayloadAction<string>) => ({ ...state, total: action.payload }) },
});

const createStore = () => configureStore({ reducer: { cart: cart.reducer } });
type State = ReturnType<ReturnType<typeof createStore>['getState']>;

async function setUp() {
  const { React, renderToString, islands, flush, hydrate } = await freshPage();
  const { Suspense } = React;
  const { useSelector } = await import('react-redux');
  const { HostStoreProvider } = await import('./host-store-provider');
  /** Stands for the cart page's widget: it shows the total from the store. */
  function CartTotal() {
    return <p data-testid="total">{useSelector((state: State) => state.cart.total)}</p>;
  }
  const CartIsland = islands.island(async () => CartTotal, 'cart');
  const serverHtml = renderToString(
    <HostStoreProvider store={createStore()}>
      <div data-island="cart" style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <CartTotal />
        </Suspense>
      </div>
    </HostStoreProvider>,
  );
  const store = createStore();
  const { container, errors } = await hydrate(
    serverHtml,
    <HostStoreProvider store={store}>
      <CartIsland />
    </HostStoreProvider>,
  );
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
