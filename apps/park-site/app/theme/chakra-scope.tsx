import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { pageSystem } from './site-system';

// The page's one Emotion cache in the browser, made with the first part that needs Chakra (issue 16 step
// 2; before, entry.client.tsx made it for every page). The same key as the server's: Emotion adopts the
// style tags the server inlined. The tags it adds later carry the document's CSP nonce, read from a
// server-written element (the browser keeps the value in the `nonce` property and hides the attribute).
// On the server, entry.server.tsx provides the request's cache, whose styles it inlines in the head.
const browserCache =
  typeof document === 'undefined'
    ? null
    : createCache({
        key: 'css',
        nonce: document.querySelector<HTMLElement>('script[nonce], style[nonce]')?.nonce || undefined,
      });

/**
 * Chakra's runtime (its system, Emotion) for the parts that need it (issue 16 step 2): the page's root
 * has none. A route that renders Chakra components (cart, payment, sign-in, search, the booking widgets)
 * imports this statically; the layout's islands and lazy parts load it with their own code.
 */
export default function ChakraScope({ children }: { children: ReactNode }) {
  const chakra = <ChakraProvider value={pageSystem}>{children}</ChakraProvider>;
  return browserCache ? <CacheProvider value={browserCache}>{chakra}</CacheProvider> : chakra;
}
