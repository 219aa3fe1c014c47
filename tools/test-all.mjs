// `npm test`: every test of the project, one phase after another, stopping at the first that fails.
// Each phase is an npm script of its own (run one alone with `npm run <name>`); this runner adds how
// long each took, printed as it ends and again as a table at the end, so CI's log shows where its
// time goes (the guide keeps CI under 30 minutes).
import { spawnSync } from 'node:child_process';

const PHASES = [
  'preflight',
  'lint',
  'typecheck',
  'test:audit',
  'test:unit',
  'build-storybook',
  'test:visual',
  'test:api',
  'test:e2e',
  'test:registry',
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const timings = [];

function formatSeconds(milliseconds) {
  const seconds = Math.round(milliseconds / 1000);
  return seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
    : `${seconds} s`;
}

function printTimings(outcome) {
  const total = timings.reduce((sum, timing) => sum + timing.milliseconds, 0);
  console.log(`\nnpm test ${outcome} in ${formatSeconds(total)}:`);
  for (const timing of timings)
    console.log(
      `  ${timing.phase.padEnd(16)} ${formatSeconds(timing.milliseconds).padStart(10)}  ${timing.status}`,
    );
}

for (const phase of PHASES) {
  const started = performance.now();
  const result = spawnSync(npm, ['run', phase], { stdio: 'inherit' });
  const milliseconds = performance.now() - started;
  const passed = result.status === 0;
  timings.push({
    phase,
    milliseconds,
    status: passed ? 'passed' : `failed (${result.status ?? result.signal})`,
  });
  console.log(`── ${phase}: ${passed ? 'passed' : 'FAILED'} in ${formatSeconds(milliseconds)}`);
  if (!passed) {
    printTimings(`failed at ${phase}`);
    process.exit(result.status ?? 1);
  }
}
printTimings('passed');
