import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createApiClient } from '@parks/site';
import { createRenderErrorReporter } from './layout/render-error-report';
import { registerServiceWorker } from './offline/register-service-worker';

// No Emotion cache here: it comes with Chakra's runtime, in the parts that need it (theme/chakra-scope.tsx).
// The site always serves the parks API at /api/v1 (server/app.ts proxies it), whatever its public base.
const reportRenderError = createRenderErrorReporter(createApiClient({ baseURL: '/api/v1', timeout: 4000 }));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={reportRenderError} />
    </StrictMode>,
  );
});

registerServiceWorker();
