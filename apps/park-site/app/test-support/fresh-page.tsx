import type { ReactElement } from 'react';
import { FakeIntersectionObserver } from './fake-intersection-observer';

/**
 * Fresh modules for a test of a page's first hydration in the browser (island.tsx's "no page hydrated
 * yet" included), React among them so that the test's hooks and the islands' see one React.
 */
export interface FreshPage {
  React: typeof import('react');
  renderToString: (ui: ReactElement) => string;
  islands: typeof import('../layout/island');
  /** Lets the loads and effects the test set going settle. */
  flush: () => Promise<void>;
  /**
   * Puts the server's HTML in the document and hydrates `ui` over it, as the first page: the errors React
   * recovered from (a hydration mismatch) are returned.
   */
  hydrate: (
    serverHtml: string,
    ui: ReactElement,
  ) => Promise<{ container: HTMLDivElement; errors: unknown[] }>;
}

export async function freshPage(): Promise<FreshPage> {
  jest.resetModules();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  FakeIntersectionObserver.install();
  const React = await import('react');
  const { hydrateRoot } = await import('react-dom/client');
  const { renderToString } = await import('react-dom/server');
  const islands = await import('../layout/island');
  const flush = async () => {
    await React.act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  };
  async function hydrate(serverHtml: string, ui: ReactElement) {
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const errors: unknown[] = [];
    await React.act(async () => {
      hydrateRoot(container, ui, { onRecoverableError: (error) => errors.push(error) });
    });
    islands.markPageHydrated();
    await flush();
    return { container, errors };
  }
  return { React, renderToString, islands, flush, hydrate };
}
