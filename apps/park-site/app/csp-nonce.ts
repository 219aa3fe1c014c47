import { createContext as createReactContext, useContext } from 'react';
import { createContext as createRouterContext } from 'react-router';

/**
 * The Content-Security-Policy nonce of the request (issue 10 §3): the Express server draws it, sends it
 * in the policy, and hands it to the render through the load context. Every inline script and style
 * element of the document carries it.
 */
export const cspNonceContext = createRouterContext<string | undefined>(undefined);

/**
 * The nonce inside the React tree, for the document shell (`<Scripts>`, `<ScrollRestoration>`). The
 * browser never needs it for rendering: it hides the attribute's value from the DOM anyway.
 */
export const CspNonce = createReactContext<string | undefined>(undefined);

export const useCspNonce = (): string | undefined => useContext(CspNonce);
