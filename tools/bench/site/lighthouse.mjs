// Lighthouse mobile performance (Lighthouse's default mobile emulation and throttling), median of
// N runs (default 5) per route, with the system Chromium. Runs one Lighthouse at a time.
//   npx node tools/bench/site/lighthouse.mjs [--runs 5] [--home-only] [--route admission,cart] [--json out.json]
//     [--keep-reports DIR] [--long-tasks] [--cart-line]
// --route keeps the routes whose name or path contains one of the comma-separated words (while iterating).
// --keep-reports DIR keeps each run's Lighthouse report (DIR/<route>-<run>.json) for a closer look.
// --long-tasks prints, per route, the median run's main-thread long tasks (start, duration, script) and
// its main-thread work by category, so the cause of the blocking time is known (issue 16).
// --cart-line starts a park-api (PGlite) for the site and adds two routes, the cart and payment details as a
// visitor with a cart line sees them: a real line added through the cart API (cart-line.mjs), a fresh cart per
// route, its cookies sent by Lighthouse (--extra-headers). Without it the cart pages show an empty cart.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureParkApiBuilt, startParkApi } from '../api/lib/park-api-server.mjs';
import { createCartLine } from './cart-line.mjs';
import {
  assertNode24,
  chromiumFlags,
  chromiumPath,
  jsonOut,
  median,
  root,
  routes,
  startSite,
} from './lib.mjs';

// Issue 16's budgets: ≥ 90 on home and an attraction page; ≥ 85 on the admission page (its booking
// widget), the cart and payment details; TBT ≤ 200 ms, LCP ≤ 2.5 s, CLS ≤ 0.02 (median of 5).
export const budgets = {
  score: { content: 90, checkout: 85 },
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.02,
};
/** The cart pages with a line in the cart (--cart-line); `cartLine` asks for a fresh cart's cookies. */
export const cartLineRoutes = [
  { name: 'cart (a line)', path: '/es/carrito/', kind: 'checkout', cartLine: true },
  { name: 'payment details (a line)', path: '/es/carrito/detalles-pago/', kind: 'checkout', cartLine: true },
];
const scoreBudgetOf = (route) => (route.bookingWidget ? budgets.score.checkout : budgets.score[route.kind]);

function lighthouseCli() {
  const require = createRequire(join(root, 'package.json'));
  try {
    return join(require.resolve('lighthouse/package.json'), '..', 'cli/index.js');
  } catch {
    console.error('lighthouse is not installed: npm install --save-exact -D lighthouse@13.5.0');
    process.exit(1);
  }
}

/** Runs one Lighthouse in its own process group, so Chrome goes with it if the run is stopped. */
function lighthouseProcess(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const killGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(killGroup, 180_000);
    process.once('exit', killGroup);
    child.on('exit', (status) => {
      clearTimeout(timer);
      process.removeListener('exit', killGroup);
      killGroup(); // a Chrome left behind by a failed run
      resolve({ status, stderr });
    });
  });
}

const shortUrl = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');

async function runOnce(cli, url, dir, i, keep, cookie) {
  const output = join(dir, `lh-${i}.json`);
  const result = await lighthouseProcess([
    cli,
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--chrome-flags=${chromiumFlags.join(' ')}`,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
  ]);
  if (result.status !== 0) {
    console.error(`lighthouse failed for ${url}: ${result.stderr?.slice(-1000)}`);
    return undefined;
  }
  if (keep) copyFileSync(output, keep);
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    score: Math.round((lhr.categories.performance.score ?? NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    fcpMs: audit('first-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
    runtimeError: lhr.runtimeError?.code,
    // Diagnostics: what shifts, what the LCP element is, which scripts cost main-thread time.
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 3).map((item) => ({
      score: Number(item.score?.toFixed?.(3) ?? item.score),
      node: item.node?.snippet?.slice(0, 160),
    })),
    lcpElement: lhr.audits[
      'largest-contentful-paint-element'
    ]?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0, 160),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 4).map((item) => ({
      url: shortUrl(item.url),
      scriptingMs: Math.round(item.scripting),
      scriptParseCompileMs: Math.round(item.scriptParseCompile ?? 0),
      totalMs: Math.round(item.total),
    })),
    // Lighthouse's long tasks (simulated, so already scaled to its 4× CPU throttling).
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      startMs: Math.round(item.startTime),
      durationMs: Math.round(item.duration),
      url: shortUrl(item.url),
    })),
    workBreakdown: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
      group: item.groupLabel ?? item.group,
      ms: Math.round(item.duration),
    })),
  };
}

export async function run({ runs = 5, homeOnly = false, only, keepReports, cartLine = false } = {}) {
  const cli = lighthouseCli();
  let api;
  if (cartLine) {
    ensureParkApiBuilt();
    api = await startParkApi({ kind: 'pglite' });
    process.env.BENCH_API_ORIGIN = api.url;
  }
  const site = await startSite();
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const results = [];
  if (keepReports) mkdirSync(keepReports, { recursive: true });
  try {
    const measured = cartLine ? [...routes, ...cartLineRoutes] : routes;
    const chosen = only?.length
      ? measured.filter((route) => only.some((word) => route.name.includes(word) || route.path.includes(word)))
      : measured;
    for (const route of homeOnly ? routes.slice(0, 1) : chosen) {
      const samples = [];
      const cookie = route.cartLine ? (await createCartLine(api.url)).cookie : undefined;
      for (let i = 0, attempts = 0; i < runs && attempts < runs * 2; attempts++) {
        if (await site.ensureRunning()) process.stderr.write('bench: park-site restarted\n');
        const keep =
          keepReports && join(keepReports, `${route.name}-${attempts + 1}.json`.replace(/[^\w.-]+/g, '-'));
        const sample = await runOnce(
          cli,
          site.origin + route.path,
          dir,
          `${results.length}-${attempts}`,
          keep,
          cookie,
        );
        if (sample) samples.push(sample);
        // a run lost to a dead server is repeated; a failed Lighthouse run counts as a run
        if (sample || site.alive()) i++;
        else continue;
        process.stderr.write(
          `lighthouse ${route.path} run ${i}/${runs}: ${sample ? `${sample.score} LCP ${Math.round(sample.lcpMs)} ms TBT ${Math.round(sample.tbtMs)} ms CLS ${sample.cls?.toFixed(3)}` : 'failed'}\n`,
        );
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      results.push({
        ...route,
        runs: samples.length,
        scores: samples.map((s) => s.score),
        score: pick('score'),
        lcpMs: pick('lcpMs'),
        fcpMs: pick('fcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        siMs: pick('siMs'),
        scoreBudget: scoreBudgetOf(route),
        // diagnostics of the run whose score is the median
        diagnostics: (({ shifts, lcpElement, bootup, longTasks, workBreakdown }) => ({
          shifts,
          lcpElement,
          bootup,
          longTasks,
          workBreakdown,
        }))([...samples].sort((a, b) => a.score - b.score)[samples.length >> 1] ?? {}),
      });
    }
  } finally {
    await site.stop();
    if (api) {
      await api.stop();
      await api.cleanup();
    }
    rmSync(dir, { recursive: true, force: true });
  }
  return { routes: results, siteExits: site.exits };
}

const mark = (ok) => (ok ? '' : ' ✗');

/** The median run's long tasks and main-thread work of each route (--long-tasks). */
export function longTaskReport(result) {
  const out = ['\n### Main-thread long tasks of the median run (Lighthouse, simulated 4× CPU)\n'];
  for (const r of result.routes) {
    const d = r.diagnostics ?? {};
    const blocking = (d.longTasks ?? []).reduce((sum, t) => sum + Math.max(0, t.durationMs - 50), 0);
    out.push(
      `${r.name} (\`${r.path}\`): ${d.longTasks?.length ?? 0} long tasks, ${blocking} ms over 50 ms each`,
    );
    for (const t of d.longTasks ?? [])
      out.push(`- at ${t.startMs} ms, ${t.durationMs} ms: ${t.url || '(no script)'}`);
    for (const b of d.bootup ?? [])
      out.push(
        `- script ${b.url}: ${b.totalMs} ms (evaluation ${b.scriptingMs} ms, parse/compile ${b.scriptParseCompileMs} ms)`,
      );
    out.push(`- main thread: ${(d.workBreakdown ?? []).map((w) => `${w.group} ${w.ms} ms`).join(', ')}`);
  }
  return out.join('\n');
}

export function report(result) {
  const rows = result.routes;
  const out = [];
  out.push('### Lighthouse mobile (median of runs; default mobile emulation and throttling)\n');
  out.push(
    `| Route | Path | Runs | Scores | Performance (budget) | LCP (≤ ${budgets.lcpMs / 1000} s) | TBT (≤ ${budgets.tbtMs} ms) | CLS (≤ ${budgets.cls}) | FCP |`,
  );
  out.push('|---|---|---:|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    out.push(
      `| ${r.name} | \`${r.path}\` | ${r.runs} | ${r.scores.join(', ')} | ${r.score}${mark(r.score >= r.scoreBudget)} (≥ ${r.scoreBudget}) | ${(r.lcpMs / 1000).toFixed(2)} s${mark(r.lcpMs <= budgets.lcpMs)} | ${Math.round(r.tbtMs)} ms${mark(r.tbtMs <= budgets.tbtMs)} | ${r.cls.toFixed(3)}${mark(r.cls <= budgets.cls)} | ${(r.fcpMs / 1000).toFixed(2)} s |`,
    );
  }
  out.push('\n✗ = budget missed.');
  for (const exit of result.siteExits ?? [])
    out.push(`\nNote: ${exit} (restarted; the lost runs were repeated).`);
  const home = rows[0];
  if (home?.diagnostics) {
    const d = home.diagnostics;
    out.push(
      `\nDiagnostics (${home.name}, median run)${d.lcpElement ? `: LCP element \`${d.lcpElement}\`` : ''}.`,
    );
    for (const shift of d.shifts ?? []) out.push(`- layout shift ${shift.score}: \`${shift.node ?? '?'}\``);
    for (const b of d.bootup ?? [])
      out.push(`- main-thread script time ${b.totalMs} ms (scripting ${b.scriptingMs} ms): ${b.url}`);
  }
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  assertNode24();
  const i = process.argv.indexOf('--runs');
  const r = process.argv.indexOf('--route');
  const k = process.argv.indexOf('--keep-reports');
  const result = await run({
    keepReports: k > 0 ? process.argv[k + 1] : undefined,
    runs: i > 0 ? Number(process.argv[i + 1]) : 5,
    homeOnly: process.argv.includes('--home-only'),
    only: r > 0 ? process.argv[r + 1]?.split(',') : undefined,
    cartLine: process.argv.includes('--cart-line'),
  });
  console.log(report(result));
  if (process.argv.includes('--long-tasks')) console.log(longTaskReport(result));
  const file = jsonOut();
  if (file) writeFileSync(file, JSON.stringify(result, null, 2));
}
