/**
 * The search anchor: a bare Fastify endpoint that answers autocomplete from the same index park-api builds
 * (apps/park-api/src/search, the same content folder and the seeded catalog), with no HostNamePath or
 * token check, no schema validation and no error-log hook. Its answers are search-anchor-answers.ts's,
 * which search-anchor-answers.spec.ts checks against the contracts' search schemas. Its figures show what the suggestion lookup
 * itself costs on this machine; the gap to park-api is park-api's request pipeline.
 *
 * TypeScript sources: search-autocomplete.mjs bundles this file with esbuild before starting it.
 */
import path from 'node:path';
import Fastify from 'fastify';
import { HOTELS, PARKS, PRODUCTS } from '../../../../apps/park-api/src/db/seed-data/catalog.data';
import { loadSearchIndex } from '../../../../apps/park-api/src/search/search-index';
import { registerServerTiming } from '../../../../apps/park-api/src/http/server-timing';
import { autocompleteAnswer } from './search-anchor-answers';

const contentDir = process.env.CONTENT_DIR ?? path.resolve(process.env.REPO_ROOT ?? '.', 'content');
// The rows the seed writes, in the order park-api reads them back (by id).
const products = [...PRODUCTS].sort((a, b) => a.id - b.id);
const index = await loadSearchIndex(contentDir, { products, parks: PARKS, hotels: HOTELS });

const app = Fastify({ logger: false });
// The same Server-Timing as park-api's (apps/park-api/src/http/server-timing.ts).
registerServerTiming(app);
app.get('/health', async () => ({ status: 'ok' }));
app.post('/autocomplete', async (request) =>
  autocompleteAnswer(index, String(request.headers.hostnamepath ?? ''), request.body),
);

process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
