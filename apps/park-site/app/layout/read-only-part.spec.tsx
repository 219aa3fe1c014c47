import type { ComponentType } from 'react';
import { FakeIntersectionObserver } from '../test-support/fake-intersection-observer';
import { freshPage } from '../test-support/fresh-page';

// Each test takes fresh modules (no page hydrated yet), React included so that hooks see one React.
let React: typeof import('react');

let flush: () => Promise<void>;

interface TableProps {
  name: string;
  levels: Record<string, string>;
}

/** Renders of the read-only part in the browser (hydration included). */
let browserRenders: string[] = [];

async function setUp() {
  const page = await freshPage();
  ({ React, flush } = page);
  const { readOnlyPart } = page.islands;
  let rendering = 'server';
  /** A read-only table, standing for a sensory profile table. */
  function Table({ name, levels }: TableProps) {
    if (rendering === 'browser') browserRenders.push(name);
    return (
      <table>
        <caption>{name}</caption>
        <tbody>
          {Object.entries(levels).map(([sense, level]) => (
            <tr key={sense}>
              <th scope="row">{sense}</th>
              <td>{level}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const BrowserTable = readOnlyPart(Table, 'table');
  /** What the server sends for each part: the part whole, in its wrapper and Suspense boundary. */
  function ServerTable(props: TableProps) {
    return (
      <div data-read-only="table" style={{ display: 'contents' }}>
        <React.Suspense fallback={null}>
          <Table {...props} />
        </React.Suspense>
      </div>
    );
  }
  let ReadOnlyTable: ComponentType<TableProps> = ServerTable;
  /** The page: its own state (a counter) re-renders it, with the loader's data as new objects each time. */
  let rerender: () => void = () => undefined;
  function Page() {
    const [count, setCount] = React.useState(0);
    rerender = () => setCount((value) => value + 1);
    return (
      <main>
        <p>{count}</p>
        <ReadOnlyTable name="Carousel" levels={{ sound: 'high', light: 'low' }} />
        <ReadOnlyTable name="Maze" levels={{ sound: 'low', light: 'medium' }} />
      </main>
    );
  }
  const served = page.renderToString(<Page />);
  rendering = 'browser';
  ReadOnlyTable = BrowserTable;
  browserRenders = [];
  const { container, errors } = await page.hydrate(served, <Page />);
  return { container, served, errors, rerender: () => React.act(() => rerender()) };
}

describe('readOnlyPart', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves the part out of the page’s hydration: its server HTML stays, none of it renders', async () => {
    const { container, served, errors } = await setUp();
    expect(browserRenders).toEqual([]);
    expect(container.innerHTML).toBe(served);
    expect(container.querySelectorAll('caption')).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('hydrates each part as it comes near the viewport, on its own', async () => {
    const { container, served, errors } = await setUp();
    FakeIntersectionObserver.instances[1]?.enter();
    await flush();
    expect(browserRenders).toEqual(['Maze']);
    FakeIntersectionObserver.instances[0]?.enter();
    await flush();
    expect(browserRenders).toEqual(['Maze', 'Carousel']);
    expect(container.innerHTML).toBe(served);
    expect(errors).toEqual([]);
  });

  it('a re-render of the page with the same data does not reach a part still waiting (its HTML stays)', async () => {
    const { container, errors, rerender } = await setUp();
    await rerender();
    await flush();
    expect(container.querySelector('p')?.textContent).toBe('1');
    expect(browserRenders).toEqual([]);
    expect(container.querySelectorAll('caption')).toHaveLength(2);
    expect(errors).toEqual([]);
  });

  it('hydrates every part when the visitor presses anywhere (a navigation it starts is not held)', async () => {
    const { container, errors } = await setUp();
    await React.act(async () => {
      container.querySelector('p')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await flush();
    expect([...new Set(browserRenders)].sort()).toEqual(['Carousel', 'Maze']);
    expect(container.querySelectorAll('caption')).toHaveLength(2);
    expect(errors).toEqual([]);
  });
});
