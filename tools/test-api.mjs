// The park-api suite: always on embedded PGlite, and again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const config = 'apps/park-api/jest.config.mjs';
if (!existsSync(resolve(root, config))) {
  console.error(`test:api: ${config} is missing`);
  process.exit(1);
}
const runs = [{ name: 'PGlite', env: { ...process.env, DATABASE_URL: '' } }];
if (process.env.DATABASE_URL) runs.push({ name: 'PostgreSQL', env: process.env });
for (const run of runs) {
  console.log(`\n── park-api suite on ${run.name} ──`);
  // A worker per core: each test file opens its own PGlite, or its own PostgreSQL database
  // (test-support/test-app.ts), so files never share data; PGlite's WebAssembly keeps one core busy.
  const result = spawnSync('npx', ['jest', '-c', config, `--maxWorkers=${availableParallelism()}`], {
    cwd: root,
    stdio: 'inherit',
    env: run.env,
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
