// park-site's memory once its server build is loaded, before its first request: RSS, V8 heap and live heap
// after a full GC, per build, alternating builds over N runs (median). What a server holds whatever it
// serves: the modules its build imports at start-up (issue 16's RSS budget; s12d found all of Chakra there).
// Runs the build in a child process with the site's own Node flags (its start script's) plus --expose-gc.
//   npx node tools/bench/site/start-memory.mjs [--runs 3] [--build <dir>]... (default: apps/park-site/build)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertNode24, median, siteDir, siteNodeFlags } from './lib.mjs';

const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

if (process.argv[2] === '--probe') {
  // In the child: load the build as serve-build.mjs does (without listening), settle, collect, report.
  await import(pathToFileURL(join(process.argv[3], 'server/index.js')).href);
  await new Promise((done) => setTimeout(done, 2000));
  const loaded = process.memoryUsage();
  globalThis.gc();
  const collected = process.memoryUsage();
  console.log(
    JSON.stringify({
      rssMb: mb(collected.rss),
      heapTotalMb: mb(loaded.heapTotal),
      liveHeapMb: mb(collected.heapUsed),
    }),
  );
  process.exit(0);
}

assertNode24();
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 3);
const builds = args.flatMap((arg, i) => (arg === '--build' ? [resolve(args[i + 1])] : []));
if (!builds.length) builds.push(join(siteDir, 'build'));
// Each build runs from a copy under .snapshot/, where its bare imports resolve from the workspace's
// node_modules (as ssr-cpu.mjs does with its --build directories).
const copies = builds.map((build, i) => {
  const copy = join(import.meta.dirname, '.snapshot', `start-memory-${process.pid}-${i}`);
  cpSync(build, copy, { recursive: true });
  return copy;
});
process.once('exit', () => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

const results = new Map(builds.map((build) => [build, []]));
for (let run = 1; run <= runs; run++) {
  for (const [i, build] of builds.entries()) {
    const child = spawnSync(
      process.execPath,
      [...siteNodeFlags(), '--expose-gc', import.meta.filename, '--probe', copies[i]],
      {
        cwd: siteDir,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          SITE_SESSION_SECRET: randomBytes(48).toString('base64url'),
          API_ORIGIN: 'http://127.0.0.1:9',
          SITE_ORIGIN: 'http://127.0.0.1:9',
        },
      },
    );
    const line = child.stdout.trim().split('\n').at(-1) ?? '';
    if (child.status !== 0 || !line.startsWith('{')) {
      console.error(`start-memory: ${build} failed (status ${child.status})\n${child.stderr}`);
      process.exit(1);
    }
    const figures = JSON.parse(line);
    results.get(build).push(figures);
    console.log(`run ${run} ${build}: ${line}`);
  }
}

console.log(`\n### park-site at start-up, before its first request — median of ${runs} alternating runs\n`);
console.log('| Build | RSS | V8 heap committed | live heap after GC |');
console.log('|---|---:|---:|---:|');
for (const [build, figures] of results) {
  const m = (key) => median(figures.map((figure) => figure[key])).toFixed(1);
  console.log(`| ${build} | ${m('rssMb')} MB | ${m('heapTotalMb')} MB | ${m('liveHeapMb')} MB |`);
}
