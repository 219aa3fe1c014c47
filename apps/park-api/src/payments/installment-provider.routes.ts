/** GET /installments/provider.js: the embedded installment provider's script, for any site that embeds it. */
import type { ApiApp } from '../http/api-app';
import { INSTALLMENT_PROVIDER_SCRIPT } from './installment-provider.script';

export function installmentProviderRoutes(app: ApiApp): void {
  app.get(
    '/installments/provider.js',
    { schema: { tags: ['payments'], summary: 'The embedded installment-payments provider script' } },
    async (_request, reply) =>
      reply
        .header('Content-Type', 'text/javascript; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        // Loaded by the park sites from their own origins.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(INSTALLMENT_PROVIDER_SCRIPT),
  );
}
