// CPU per uncached server render, per build (and variant), alternating in the same run, with the anchor:
// process utime + stime (/proc/<pid>/stat) ÷ requests over a fixed number of requests at 10 connections
// after a warm-up. Less noisy than req/s on a shared machine (another process's CPU does not count), and
// the figure the throughput ratio follows when the machine is not saturated. Also: the process's memory
// after the load (`process.memoryUsage()` through a preloaded signal handler) and, with `--prof <dir>`,
// a V8 CPU profile per variant (`--cpu-prof`) of the measured requests' process.
//   npx node tools/bench/site/ssr-cpu.mjs [--runs 3] [--warmup 150] [--requests 250] [--path /es/]
//     [--build <dir>]... (default: apps/park-site/build) [--island-cache-off] [--prof <dir>] [--json out.json]
//     [--connections 10] [--env NAME=value,...]...
// Each --env adds a variant of every build with those environment variables; a name starting with `--` is a
// Node/V8 flag instead, put after the site's own (`--env --max-semi-space-size=8`: the last one wins in V8).
//     [--env NAME=VALUE[,NAME=VALUE]]... (one more variant per build with that environment, e.g.
//     --env MALLOC_ARENA_MAX=2 --env SITE_RENDERS_IN_FLIGHT=0) [--connections 10]
import autocannon from 'autocannon';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../e2e/free-port.mjs';
import { startProcess, stopProcess, waitForUrl } from '../../e2e/processes.mjs';
import { startParkApi } from '../api/lib/park-api-server.mjs';
import { assertNode24, median, siteDir, siteNodeFlags, track } from './lib.mjs';

const argValues = (name) =>
  process.argv.flatMap((word, i) => (word === `--${name}` ? [process.argv[i + 1]] : []));
const arg = (name, fallback) => argValues(name)[0] ?? fallback;

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** utime + stime of a process in ms. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function statusMb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

function load(url, amount, connections) {
  return autocannon({ url, connections, amount, pipelining: 1 }).then((r) => ({
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }));
}

// Preloaded into park-site: on SIGUSR2 writes its memory to MEMORY_FILE (after a full GC when exposed).
const MEMORY_HOOK = `
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';
process.on('SIGUSR2', () => {
  const before = process.memoryUsage();
  globalThis.gc?.();
  const after = process.memoryUsage();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]));
  const code = v8.getHeapCodeStatistics();
  writeFileSync(process.env.MEMORY_FILE, JSON.stringify({ before, after, spaces, code }));
});
`;

async function startServer({ name, buildDir, env, prof, hookFile, memoryFile }) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const extraFlags = Object.entries(env)
    .filter(([name]) => name.startsWith('--'))
    .map(([name, value]) => `${name}=${value}`);
  const variables = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('--')));
  const flags = [...siteNodeFlags(), ...extraFlags, '--expose-gc', '--import', hookFile];
  if (prof) flags.push('--cpu-prof', `--cpu-prof-dir=${prof}`, `--cpu-prof-name=${name}.cpuprofile`);
  const child = startProcess(
    name,
    process.execPath,
    [...flags, join(import.meta.dirname, 'serve-build.mjs')],
    {
      cwd: siteDir,
      env: {
        ...process.env,
        BUILD_DIR: buildDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        SITE_SESSION_SECRET: 'bench-ssr-cpu-secret-bench-ssr-cpu-secret-0123456789',
        SITE_ORIGIN: origin,
        HTML_CACHE_TTL_MS: '0',
        MEMORY_FILE: memoryFile,
        ...variables,
      },
    },
  );
  track(child);
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  await waitForUrl(`${origin}/en/`, 60_000);
  return { child, origin };
}

async function startAnchor(htmlFile) {
  const port = await freePort();
  const child = startProcess('anchor', process.execPath, [join(import.meta.dirname, 'anchor-server.mjs')], {
    cwd: import.meta.dirname,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HTML_FILE: htmlFile,
      NODE_ENV: 'production',
    },
  });
  track(child);
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  const origin = `http://127.0.0.1:${port}`;
  await waitForUrl(`${origin}/`);
  return { child, origin };
}

async function measure(server, path, warmup, requests, connections) {
  const url = server.origin + path;
  await load(url, warmup, connections);
  const before = cpuMs(server.child.pid);
  const result = await load(url, requests, connections);
  const spent = cpuMs(server.child.pid) - before;
  return { msPerRequest: spent / result.requests, ...result };
}

async function memoryOf(server, memoryFile) {
  rmSync(memoryFile, { force: true });
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 100; i++) {
    try {
      return JSON.parse(readFileSync(memoryFile, 'utf8'));
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return null;
}

export async function run({
  builds,
  runs,
  warmup,
  requests,
  path,
  islandCacheOff,
  prof,
  envs = [],
  connections = 10,
}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ssr-cpu-'));
  const hookFile = join(dir, 'memory-hook.mjs');
  writeFileSync(hookFile, MEMORY_HOOK);
  const parkApi = await startParkApi({ kind: 'pglite' });
  const variants = [];
  for (const [i, build] of builds.entries()) {
    // A private copy: a rebuild by someone else mid-run cannot pull the files away.
    const copy = resolve(import.meta.dirname, '.snapshot', `cpu-${process.pid}-${i}`);
    cpSync(build, copy, { recursive: true });
    variants.push({ name: `build${i}`, label: build, buildDir: copy, env: {} });
    if (islandCacheOff)
      variants.push({
        name: `build${i}-islands-off`,
        label: `${build}, ISLAND_HTML_CACHE=0`,
        buildDir: copy,
        env: { ISLAND_HTML_CACHE: '0' },
      });
    for (const [j, env] of envs.entries())
      variants.push({
        name: `build${i}-env${j}`,
        label: `${build}, ${Object.entries(env)
          .map(([k, v]) => `${k}=${v}`)
          .join(' ')}`,
        buildDir: copy,
        env,
      });
  }
  const servers = {};
  let anchor;
  try {
    for (const variant of variants) {
      const memoryFile = join(dir, `${variant.name}.memory.json`);
      servers[variant.name] = {
        ...(await startServer({
          name: variant.name,
          buildDir: variant.buildDir,
          env: { ...variant.env, API_ORIGIN: parkApi.url },
          prof,
          hookFile,
          memoryFile,
        })),
        memoryFile,
      };
    }
    const htmlFile = join(dir, 'page.html');
    writeFileSync(htmlFile, await (await fetch(servers[variants[0].name].origin + path)).text());
    anchor = await startAnchor(htmlFile);
    const names = [...variants.map((v) => v.name), 'anchor'];
    const all = { ...servers, anchor };
    const samples = Object.fromEntries(names.map((n) => [n, []]));
    for (let round = 0; round < runs; round++) {
      const order = names.map((_, i) => names[(i + round) % names.length]);
      for (const name of order) {
        const sample = await measure(
          all[name],
          name === 'anchor' ? '/' : path,
          round === 0 ? warmup : Math.max(20, connections),
          requests,
          connections,
        );
        samples[name].push(sample);
        process.stderr.write(
          `run ${round + 1} ${name}: ${sample.msPerRequest.toFixed(2)} ms CPU/request (non-2xx ${sample.non2xx}, errors ${sample.errors})\n`,
        );
      }
    }
    const memory = {};
    for (const variant of variants) {
      const server = servers[variant.name];
      memory[variant.name] = {
        rssMb: statusMb(server.child.pid, 'VmRSS'),
        hwmMb: statusMb(server.child.pid, 'VmHWM'),
        usage: await memoryOf(server, server.memoryFile),
      };
    }
    return {
      path,
      runs,
      warmup,
      requests,
      connections,
      nodeFlags: siteNodeFlags(),
      variants: variants.map(({ name, label, env }) => ({ name, label, env })),
      cpu: Object.fromEntries(
        names.map((n) => [
          n,
          {
            median: median(samples[n].map((s) => s.msPerRequest)),
            all: samples[n].map((s) => +s.msPerRequest.toFixed(2)),
            non2xx: samples[n].reduce((a, s) => a + s.non2xx + s.errors, 0),
          },
        ]),
      ),
      memory,
    };
  } finally {
    for (const server of Object.values(servers)) await stopProcess(server.child);
    if (anchor) await stopProcess(anchor.child);
    await parkApi.stop();
    await parkApi.cleanup();
    for (const variant of variants) rmSync(variant.buildDir, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

const mb = (bytes) => `${(bytes / 1048576).toFixed(0)} MB`;

export function report(r) {
  const out = [];
  out.push(
    `### CPU per uncached render of \`${r.path}\` — ${r.runs} alternating runs of ${r.requests} requests at ${r.connections ?? 10} connections after ${r.warmup} (utime + stime ÷ requests)\n`,
  );
  out.push('| Server | Runs (ms CPU / request) | Median | ÷ anchor by CPU |');
  out.push('|---|---|---:|---:|');
  const anchorMs = r.cpu.anchor.median;
  for (const v of [...r.variants, { name: 'anchor', label: 'anchor (renderToString of the same markup)' }]) {
    const c = r.cpu[v.name];
    out.push(
      `| ${v.label} | ${c.all.join(', ')} | ${c.median.toFixed(2)} | ${(anchorMs / c.median).toFixed(3)} |`,
    );
  }
  out.push('\n### Memory after the runs (cache off)\n');
  out.push(
    '| Server | VmRSS | VmHWM | heapUsed before / after full GC | heapTotal | external + arrayBuffers | code space |',
  );
  out.push('|---|---:|---:|---:|---:|---:|---:|');
  for (const v of r.variants) {
    const m = r.memory[v.name];
    const u = m.usage;
    out.push(
      `| ${v.label} | ${m.rssMb.toFixed(0)} MB | ${m.hwmMb.toFixed(0)} MB | ${u ? `${mb(u.before.heapUsed)} / ${mb(u.after.heapUsed)}` : '–'} | ${u ? mb(u.after.heapTotal) : '–'} | ${u ? `${mb(u.after.external)} + ${mb(u.after.arrayBuffers)}` : '–'} | ${u ? mb(u.spaces.code_space ?? 0) : '–'} |`,
    );
  }
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  assertNode24();
  const builds = argValues('build');
  const result = await run({
    builds: builds.length ? builds.map((b) => resolve(b)) : [join(siteDir, 'build')],
    runs: Number(arg('runs', 3)),
    warmup: Number(arg('warmup', 150)),
    requests: Number(arg('requests', 250)),
    path: arg('path', '/es/'),
    islandCacheOff: process.argv.includes('--island-cache-off'),
    prof: process.argv.includes('--prof') ? resolve(arg('prof')) : undefined,
    envs: argValues('env').map((list) =>
      Object.fromEntries(
        list.split(',').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
      ),
    ),
    connections: Number(arg('connections', 10)),
  });
  console.log(report(result));
  const json = arg('json');
  if (json) writeFileSync(json, JSON.stringify(result, null, 2));
}
