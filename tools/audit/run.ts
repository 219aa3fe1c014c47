// `npm run test:audit`: npm audit over the production dependencies; see audit-verdict.ts for what passes.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { auditVerdict } from './audit-verdict.ts';

const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  cwd: resolve(import.meta.dirname, '../..'),
  encoding: 'utf8',
  timeout: 120_000,
});
const verdict = auditVerdict(result.stdout ?? '');
if (verdict.outcome === 'fail') {
  console.error(`audit: ${verdict.message}. Upgrade or override within the pinned stack.`);
  process.exit(1);
}
if (verdict.outcome === 'unavailable') console.warn(`audit: skipped, ${verdict.message}.`);
else console.log(`audit: ${verdict.message}.`);
