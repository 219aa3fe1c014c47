// Starts the built site: `npm start` in this folder after `react-router build`. Runs on Node 24,
// which strips these type annotations itself.
import type { Express } from 'express';
import { resolveSiteSecrets, SecretsError } from './server/secrets.server.ts';

// Before the build loads: a production start without its secrets stops here, naming the variable.
try {
  // A development secret drawn now reaches the app (server/app.ts) through the environment.
  process.env['SITE_SESSION_SECRET'] = resolveSiteSecrets(process.env).sessionSecret;
} catch (error) {
  if (!(error instanceof SecretsError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// The build is made by `react-router build`; a non-literal specifier keeps the type checker off it.
const serverBuild = './build/server/index.js';
const { app } = (await import(serverBuild)) as { app: Express };
const port = Number(process.env['PORT'] ?? 3000);
const host = process.env['HOST'] ?? '127.0.0.1';

const server = app.listen(port, host, () => {
  console.log(
    JSON.stringify({
      level: 'info',
      message: `park-site on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`,
    }),
  );
});

function shutDown(signal: string) {
  console.log(JSON.stringify({ level: 'info', message: `park-site: ${signal}, closing` }));
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
