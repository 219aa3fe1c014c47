import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createApiClient } from '@parks/site';
import { createRenderErrorReporter } from './layout/render-error-report';
import { registerServiceWorker } from './offline/register-service-worker';

// The same cache key as the server: Emotion adopts the style tags the server inlined. The style tags it
// adds later carry the document's CSP nonce, read from a server-written element (the browser keeps the
// value in the `nonce` property and hides the attribute).
const nonce = document.querySelector<HTMLElement>('script[nonce], style[nonce]')?.nonce || undefined;
const cache = createCache({ key: 'css', nonce });
// The site always serves the parks API at /api/v1 (server/app.ts proxies it), whatever its public base.
const reportRenderError = createRenderErrorReporter(createApiClient({ baseURL: '/api/v1', timeout: 4000 }));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <HydratedRouter onError={reportRenderError} />
      </CacheProvider>
    </StrictMode>,
  );
});

registerServiceWorker();
