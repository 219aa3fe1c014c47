import { createContext } from 'react';

/**
 * An island's server-rendered HTML reused for the same input (island-html.server.ts, issue 16's uncached
 * render): given per request by entry.server.tsx; null in the browser and wherever nothing provides it.
 */
export interface IslandHtmlRequest {
  /**
   * The island's inner HTML rendered before for this input (its name, the page's path, the store's state),
   * or `html: undefined` when it is to be rendered live (and kept once the document is rendered); nothing
   * when this request's islands are never kept (a visitor with a cart or a session, a URL with a query).
   */
  find(name: string, state: unknown): { key: string; html: string | undefined } | undefined;
  /** The React id at the island's content's position in this render (where a reused HTML went, or a live one). */
  placed(key: string, id: string): void;
}

export const IslandHtmlContext = createContext<IslandHtmlRequest | null>(null);
