import { useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { ShoppingCart } from '@parks/contracts';
import { CartApiProvider } from '../api/cart-api-context';
import { memoryCartApi, type MemoryCartApiOptions } from './memory-cart-api';

/** `parameters.cartApi` of a story: how the in-memory cart API behaves (its cart is the preloaded one). */
export type StoryCartApiOptions = Omit<MemoryCartApiOptions, 'cart'>;

function StoryCartApi({ options, children }: { options: MemoryCartApiOptions; children: ReactNode }) {
  // One API per mounted story, so a story's changes never leak into the next one.
  const [api] = useState(() => memoryCartApi(options));
  return <CartApiProvider api={api}>{children}</CartApiProvider>;
}

/** What the decorator reads of Storybook's context; typed here so the lib needs no Storybook dependency. */
interface StoryContextLike {
  id: string;
  parameters: Record<string, unknown>;
}

/** A story decorator: gives the story an in-memory cart API holding the story's preloaded cart. */
export function withMemoryCartApi(Story: ComponentType, context: StoryContextLike): ReactElement {
  const preloaded = context.parameters['preloadedState'] as
    { site?: { shopping?: ShoppingCart | null } } | undefined;
  const options = (context.parameters['cartApi'] ?? {}) as StoryCartApiOptions;
  return (
    <StoryCartApi key={context.id} options={{ ...options, cart: preloaded?.site?.shopping ?? null }}>
      <Story />
    </StoryCartApi>
  );
}
