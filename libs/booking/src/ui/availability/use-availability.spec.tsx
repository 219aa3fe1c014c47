import { act, render, screen, waitFor } from '@testing-library/react';
import axios, { CanceledError, type InternalAxiosRequestConfig } from 'axios';
import { createCartApi, type CartApi } from '@parks/cart';
import { fakeAxios } from '../../../../../tools/jest/fake-axios';
import { fixtureAvailability } from '../../test-support/booking-fixtures';
import type { CartApiResult } from '@parks/cart';
import {
  useApiRead,
  useAvailability,
  useCatalogProducts,
  type ApiReadOptions,
  type AvailabilityQuery,
} from './use-availability';

const options = { siteCode: 'XS', prefixProject: 'PARKS', getToken: () => 'token-1' };

/** park-api's answers over a recorded axios: a month of availability, or the catalog. */
function server() {
  return fakeAxios((request) => {
    const availability = /^\/xapi\/products\/(\d+)\/availability$/.exec(request.url ?? '');
    if (availability) {
      const params = request.params as { Month: string; Currency: 'USD' | 'MXN' };
      return {
        status: 200,
        data: fixtureAvailability(Number(availability[1]), params.Month, params.Currency),
      };
    }
    if (request.url === '/xapi/products') return { status: 200, data: [] };
    return { status: 404, data: { code: 'NOT_FOUND', message: 'no' } };
  });
}

function Month({ api, query, name }: { api: CartApi; query: AvailabilityQuery | null; name: string }) {
  const read = useAvailability(api, query);
  return (
    <p data-testid={name}>
      {read.status === 'ready'
        ? `${read.data.IdProduct} ${read.data.Month} ${read.data.Currency}`
        : read.status}
    </p>
  );
}

function Products({ api }: { api: CartApi }) {
  const products = useCatalogProducts(api, 'ES');
  return <p data-testid="products">{products.length} products</p>;
}

const asked = (requests: InternalAxiosRequestConfig[]) =>
  requests.map((request) => `${request.url} ${JSON.stringify(request.params)}`);

describe('useAvailability: one read per product, month and currency', () => {
  it('asks park-api once for two readers of the same month, and again only for another month or currency', async () => {
    const { client, requests } = server();
    const api = createCartApi(client, options);
    const query = { productId: 100, month: '2030-01', currency: 'USD' } as const;
    const { rerender } = render(
      <>
        <Month api={api} query={query} name="a" />
        <Month api={api} query={{ ...query }} name="b" />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('100 2030-01 USD'));
    expect(screen.getByTestId('a')).toHaveTextContent('100 2030-01 USD');
    expect(asked(requests)).toEqual(['/xapi/products/100/availability {"Month":"2030-01","Currency":"USD"}']);

    // Forward a month and back: the first month is not asked again.
    rerender(<Month api={api} query={{ ...query, month: '2030-02' }} name="a" />);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('100 2030-02 USD'));
    rerender(<Month api={api} query={query} name="a" />);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('100 2030-01 USD'));
    rerender(<Month api={api} query={{ ...query, currency: 'MXN' }} name="a" />);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('100 2030-01 MXN'));
    expect(asked(requests)).toEqual([
      '/xapi/products/100/availability {"Month":"2030-01","Currency":"USD"}',
      '/xapi/products/100/availability {"Month":"2030-02","Currency":"USD"}',
      '/xapi/products/100/availability {"Month":"2030-01","Currency":"MXN"}',
    ]);
    // Each request carried the cart API's headers.
    expect(requests.every((request) => request.headers.get('Authorization') === 'Bearer token-1')).toBe(true);
  });

  it('aborts the request when its last reader unmounts before the answer, and asks again on the next mount', async () => {
    const sent: InternalAxiosRequestConfig[] = [];
    const client = axios.create({
      baseURL: 'http://api.test',
      adapter: (config) =>
        new Promise((_, reject) => {
          sent.push(config);
          config.signal?.addEventListener?.('abort', () =>
            reject(new CanceledError(undefined, undefined, config)),
          );
        }),
    });
    const api = createCartApi(client, options);
    const query = { productId: 100, month: '2030-01', currency: 'USD' } as const;
    const first = render(<Month api={api} query={query} name="a" />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.signal?.aborted).toBe(false);
    act(() => first.unmount());
    expect(sent[0]?.signal?.aborted).toBe(true);

    render(<Month api={api} query={query} name="a" />);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(screen.getByTestId('a')).toHaveTextContent('loading');
  });

  it('keeps no error: the next reader asks again', async () => {
    let fail = true;
    const { client, requests } = fakeAxios(() =>
      fail ? { fail: 'network' } : { status: 200, data: fixtureAvailability(100, '2030-01', 'USD') },
    );
    const api = createCartApi(client, options);
    const query = { productId: 100, month: '2030-01', currency: 'USD' } as const;
    const first = render(<Month api={api} query={query} name="a" />);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('error'));
    first.unmount();
    fail = false;
    render(<Month api={api} query={query} name="a" />);
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('100 2030-01 USD'));
    expect(requests).toHaveLength(2);
  });

  it('reads the catalog once for every flow of the page', async () => {
    const { client, requests } = server();
    const api = createCartApi(client, options);
    render(
      <>
        <Products api={api} />
        <Products api={api} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('0 products')).toHaveLength(2));
    await act(() => Promise.resolve());
    expect(asked(requests)).toEqual(['/xapi/products {"Language":"ES"}']);
  });
});

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Answers that arrive when the test says so, whether or not the read was aborted meanwhile. */
function pendingAnswers() {
  const asked: string[] = [];
  const answers = new Map<string, (result: CartApiResult<string>) => void>();
  const load = (key: string) => () =>
    new Promise<CartApiResult<string>>((resolve) => {
      asked.push(key);
      answers.set(key, resolve);
    });
  const answer = (key: string) =>
    act(async () => {
      await nextTask(); // reads are sent in a task after the one that asked
      answers.get(key)?.({ ok: true, status: 200, data: `answer ${key}` });
    });
  return { asked, load, answer };
}

function Reader({
  api,
  readKey,
  load,
  options,
}: {
  api: object;
  readKey: string | null;
  load: (key: string) => () => Promise<CartApiResult<string>>;
  options?: ApiReadOptions;
}) {
  const read = useApiRead(api, readKey, load(readKey ?? ''), options);
  return (
    <p data-testid="read">
      {read.status === 'ready'
        ? read.data
        : read.status === 'loading'
          ? `loading (last: ${read.last ?? 'none'})`
          : read.status}
    </p>
  );
}

describe("useApiRead: the flows' one way to read", () => {
  it('never lets an answer for inputs the reader has left overwrite a newer one', async () => {
    const { load, answer } = pendingAnswers();
    const api = {};
    const { rerender } = render(<Reader api={api} readKey="a" load={load} options={{ keep: false }} />);
    rerender(<Reader api={api} readKey="b" load={load} options={{ keep: false }} />);
    await answer('b');
    expect(screen.getByTestId('read')).toHaveTextContent('answer b');
    // The first inputs' answer arrives late: it is not shown.
    await answer('a');
    expect(screen.getByTestId('read')).toHaveTextContent('answer b');
    // Nor kept as the last answer shown while the next inputs' answer travels.
    rerender(<Reader api={api} readKey="c" load={load} options={{ keep: false }} />);
    expect(screen.getByTestId('read')).toHaveTextContent('loading (last: answer b)');
  });

  it('keeps the last answer beside the loading state while the new one travels, and none after nothing was asked', async () => {
    const { load, answer } = pendingAnswers();
    const api = {};
    const { rerender } = render(<Reader api={api} readKey="a" load={load} />);
    expect(screen.getByTestId('read')).toHaveTextContent('loading (last: none)');
    await answer('a');
    rerender(<Reader api={api} readKey="b" load={load} />);
    expect(screen.getByTestId('read')).toHaveTextContent('loading (last: answer a)');
    rerender(<Reader api={api} readKey={null} load={load} />);
    expect(screen.getByTestId('read')).toHaveTextContent('idle');
    rerender(<Reader api={api} readKey="c" load={load} />);
    expect(screen.getByTestId('read')).toHaveTextContent('loading (last: none)');
  });

  it('asks again for inputs that come back when the answer is not kept', async () => {
    const { asked, load, answer } = pendingAnswers();
    const api = {};
    const { rerender } = render(<Reader api={api} readKey="a" load={load} options={{ keep: false }} />);
    await answer('a');
    rerender(<Reader api={api} readKey="b" load={load} options={{ keep: false }} />);
    await answer('b');
    rerender(<Reader api={api} readKey="a" load={load} options={{ keep: false }} />);
    expect(screen.getByTestId('read')).toHaveTextContent('loading (last: answer b)');
    await act(nextTask);
    expect(asked).toEqual(['a', 'b', 'a']);
  });

  it('sends a read in a task after the one that rendered its reader (issue 16: not in the hydration task)', async () => {
    const { asked, load, answer } = pendingAnswers();
    const api = {};
    render(<Reader api={api} readKey="a" load={load} />);
    // The render and its effects are done: nothing sent yet.
    expect(asked).toEqual([]);
    expect(screen.getByTestId('read')).toHaveTextContent('loading (last: none)');
    await act(nextTask);
    expect(asked).toEqual(['a']);
    await answer('a');
    expect(screen.getByTestId('read')).toHaveTextContent('answer a');
  });

  it('never sends a read whose reader left before its task came, and a later reader asks again', async () => {
    const { asked, load, answer } = pendingAnswers();
    const api = {};
    const first = render(<Reader api={api} readKey="a" load={load} />);
    first.unmount();
    await act(nextTask);
    expect(asked).toEqual([]);
    render(<Reader api={api} readKey="a" load={load} />);
    await answer('a');
    expect(asked).toEqual(['a']);
    expect(screen.getByTestId('read')).toHaveTextContent('answer a');
  });

  it('shows loading again on a retry, not the error it retries', async () => {
    let fail = true;
    const api = {};
    const load = () => () =>
      Promise.resolve<CartApiResult<string>>(
        fail
          ? { ok: false, error: { kind: 'network', code: 'NETWORK_ERROR', message: 'down' } }
          : { ok: true, status: 200, data: 'answer a' },
      );
    const { rerender } = render(<Reader api={api} readKey="a" load={load} />);
    await waitFor(() => expect(screen.getByTestId('read')).toHaveTextContent('error'));
    fail = false;
    rerender(<Reader api={api} readKey="a" load={load} options={{ reload: 1 }} />);
    expect(screen.getByTestId('read')).toHaveTextContent('loading');
    await waitFor(() => expect(screen.getByTestId('read')).toHaveTextContent('answer a'));
  });
});
