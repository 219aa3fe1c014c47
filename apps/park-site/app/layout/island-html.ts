import { createContext, type ComponentType, type ReactNode } from 'react';

/** What an island hands the server's island-HTML cache: its name and how to render it live. */
export interface ServerIslandProps {
  name: string;
  /**
   * The island's live markup, with `marker` as its boundary's second child (where the browser has
   * `Hydrated`): the server gives a probe that takes the React id at that position, or nothing.
   */
  render: (marker: ReactNode) => ReactNode;
}

/**
 * An island's server-rendered HTML reused for the same input (island-html.server.tsx, issue 16's uncached
 * render): given per request by entry.server.tsx; null in the browser and wherever nothing provides it,
 * so none of the cache's code ships to the browser.
 */
export interface IslandHtmlRequest {
  /** Renders an island on the server: the HTML kept for its input, or live (and kept once rendered). */
  Island: ComponentType<ServerIslandProps>;
}

export const IslandHtmlContext = createContext<IslandHtmlRequest | null>(null);
