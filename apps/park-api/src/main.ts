/**
 * Starts park-api: config from the environment, listen, and close gracefully on SIGINT/SIGTERM so
 * in-flight requests finish and PGlite flushes to disk.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config/app-config';
import { SecretsError } from './config/secrets';
import { capYoungGeneration } from './ops/young-generation';

// Before anything big is allocated: V8 would otherwise grow its young generation to 128 MB for good.
capYoungGeneration();

// Both src/main.ts and dist/main.js sit one level below apps/park-api.
const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let config: AppConfig;
try {
  config = loadConfig(process.env, {
    repoRoot: path.resolve(appRoot, '../..'),
    migrationsDir: path.join(appRoot, 'drizzle'),
  });
} catch (error) {
  // A production start without its secrets (or with a published one) stops here, naming the variables.
  if (!(error instanceof SecretsError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = await buildApp({ config });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
