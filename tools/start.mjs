// `npm start`: the whole site on this machine with the embedded defaults. Builds what is missing
// (or everything with --build), then runs park-api on :3333 (PGlite in .data/) and park-site on :3000.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { secretsEnv } from './embedded-secrets.mjs';
import { startProcess, stopProcess, waitForUrl } from './e2e/processes.mjs';

const root = resolve(import.meta.dirname, '..');
const siteEntry = join(root, 'apps/park-site/build/server/index.js');
const apiEntry = join(root, 'apps/park-api/dist/main.js');
const apiPort = process.env.API_PORT ?? '3333';
const sitePort = process.env.PORT ?? '3000';

if (process.argv.includes('--build') || !existsSync(siteEntry) || !existsSync(apiEntry)) {
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'park-site', 'park-api', '--output-style=stream'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// This installation's own secrets and OIDC signing key, drawn on first start and kept in .data/ (or
// DATA_DIR) beside the database; variables already set in the environment win.
const secrets = secretsEnv(resolve(process.env.DATA_DIR || join(root, '.data')));

const children = [];
if (existsSync(apiEntry)) {
  children.push(
    startProcess('park-api', process.execPath, [apiEntry], {
      cwd: join(root, 'apps/park-api'),
      env: { ...process.env, ...secrets, PORT: apiPort, HOST: process.env.HOST ?? '127.0.0.1' },
    }),
  );
}
children.push(
  // The young-generation size of apps/park-site's own `npm start` (docs/benchmarks/park-site.md, RSS).
  startProcess('park-site', process.execPath, ['--max-semi-space-size=16', 'server.ts'], {
    cwd: join(root, 'apps/park-site'),
    env: {
      ...process.env,
      ...secrets,
      PORT: sitePort,
      API_ORIGIN: `http://127.0.0.1:${apiPort}`,
      NODE_ENV: 'production',
    },
  }),
);
for (const child of children) child.on('exit', (code) => code && shutDown(code));

async function shutDown(code = 0) {
  await Promise.all(children.map(stopProcess));
  process.exit(code);
}
process.on('SIGINT', () => shutDown());
process.on('SIGTERM', () => shutDown());

await waitForUrl(`http://127.0.0.1:${sitePort}/en/`, 120_000);
console.log(
  `\n  Parque Sensoria is on http://localhost:${sitePort}/es/ (park-api on http://localhost:${apiPort})\n`,
);
