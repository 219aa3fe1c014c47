import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** Wraps its children in Chakra's provider with the page's system (a host's, loaded when needed). */
export type ChakraScope = ComponentType<{ children: ReactNode }>;

const ChakraScopeContext = createContext<ChakraScope | null>(null);

export interface ChakraScopeProviderProps {
  /**
   * How a part that needs Chakra's runtime gets it: a component that renders `ChakraProvider` with the
   * page's system, usually `lazy()` so the system and Emotion load with the first part that needs them.
   */
  scope: ChakraScope;
  children: ReactNode;
}

/**
 * Issue 16 step 2: a page has no `ChakraProvider` at its root (what a visitor only reads renders with
 * build-time classes); the host says here how an interactive part loaded later gets one.
 */
export function ChakraScopeProvider({ scope, children }: ChakraScopeProviderProps) {
  return <ChakraScopeContext.Provider value={scope}>{children}</ChakraScopeContext.Provider>;
}

/**
 * Renders its children, which need Chakra's runtime, inside the host's Chakra scope; as they are where
 * there is none (Storybook and Jest, whose providers include `ChakraProvider`). Put it inside the
 * Suspense boundary of the lazily loaded part, so the scope's code loads with it.
 */
export function WithChakra({ children }: { children: ReactNode }) {
  const Scope = useContext(ChakraScopeContext);
  return Scope ? <Scope>{children}</Scope> : children;
}
