// Home-page server rendering: requests/s and p99 latency of park-site at 10 and 50 connections,
// side by side in the same run with the anchor (anchor-server.mjs: bare Express 5 +
// renderToString of a React tree reproducing the same page's markup). Rounds interleave the two
// servers (and swap which goes first) so machine noise hits both alike; the median of the rounds
// is reported. Samples park-site's RSS (/proc/<pid>/status) throughout.
//   npx node tools/bench/site/ssr-throughput.mjs [--rounds 3] [--duration 10] [--json out.json]
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../e2e/free-port.mjs';
import { startProcess, stopProcess, waitForUrl } from '../../e2e/processes.mjs';
import { assertNode24, jsonOut, median, sampleRss, startSite, track } from './lib.mjs';

export const HOME = '/es/';
export const budgets = { ratio: 0.5, rssMb: 300 };
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

function load(url, connections, duration) {
  return autocannon({ url, connections, duration, pipelining: 1 }).then((r) => ({
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    bytesPerReq: r.requests.total ? r.throughput.total / r.requests.total : 0,
  }));
}

export async function run({ rounds = 3, duration = 10, warmup = 3 } = {}) {
  const site = await startSite();
  const dir = mkdtempSync(join(tmpdir(), 'bench-ssr-'));
  let anchor;
  try {
    // The anchor renders the markup park-site serves for this very request.
    const html = await (await fetch(site.origin + HOME)).text();
    const htmlFile = join(dir, 'home.html');
    writeFileSync(htmlFile, html);
    const anchorPort = await freePort();
    const anchorOrigin = `http://127.0.0.1:${anchorPort}`;
    anchor = startProcess('anchor', process.execPath, [join(import.meta.dirname, 'anchor-server.mjs')], {
      cwd: import.meta.dirname,
      env: {
        ...process.env,
        PORT: String(anchorPort),
        HOST: '127.0.0.1',
        HTML_FILE: htmlFile,
        NODE_ENV: 'production',
      },
    });
    track(anchor);
    anchor.stdout.removeAllListeners('data');
    anchor.stdout.resume();
    await waitForUrl(anchorOrigin + HOME);
    const anchorHtml = await (await fetch(anchorOrigin + HOME)).text();

    const idleRssMb = sampleRss(site.pid).stop().peakMb;
    let siteRss = sampleRss(site.pid);
    const siteRssDone = [];
    const anchorRss = sampleRss(anchor.pid);
    const servers = { site: site.origin + HOME, anchor: anchorOrigin + HOME };
    const samples = { site: { 10: [], 50: [] }, anchor: { 10: [], 50: [] } };
    for (const name of Object.keys(servers)) await load(servers[name], 10, warmup); // JIT warm-up
    for (let round = 0; round < rounds; round++) {
      for (const connections of [10, 50]) {
        const order = round % 2 ? ['anchor', 'site'] : ['site', 'anchor'];
        for (const name of order) {
          if (name === 'site' && !site.alive()) {
            siteRssDone.push(siteRss.stop());
            await site.ensureRunning();
            servers.site = site.origin + HOME;
            siteRss = sampleRss(site.pid);
            await load(servers.site, 10, warmup);
          }
          const sample = await load(servers[name], connections, duration);
          samples[name][connections].push(sample);
          process.stderr.write(
            `round ${round + 1} ${name} c=${connections}: ${Math.round(sample.rps)} req/s p99 ${sample.p99} ms (non-2xx ${sample.non2xx}, errors ${sample.errors})\n`,
          );
        }
      }
    }
    const summary = (list) => ({
      rps: median(list.map((s) => s.rps)),
      p50: median(list.map((s) => s.p50)),
      p99: median(list.map((s) => s.p99)),
      rpsAll: list.map((s) => Math.round(s.rps)),
      non2xx: list.reduce((n, s) => n + s.non2xx, 0),
      errors: list.reduce((n, s) => n + s.errors, 0),
      bytesPerReq: median(list.map((s) => s.bytesPerReq)),
    });
    const rows = [10, 50].map((connections) => {
      const s = summary(samples.site[connections]);
      const a = summary(samples.anchor[connections]);
      return { connections, site: s, anchor: a, ratio: s.rps / a.rps };
    });
    return {
      path: HOME,
      rounds,
      duration,
      htmlBytes: { site: Buffer.byteLength(html), anchor: Buffer.byteLength(anchorHtml) },
      rows,
      rss: {
        idleMb: idleRssMb,
        site: [siteRss.stop(), ...siteRssDone].reduce((a, b) => ({
          peakMb: Math.max(a.peakMb, b.peakMb),
          hwmMb: Math.max(a.hwmMb, b.hwmMb),
        })),
        anchor: anchorRss.stop(),
      },
      siteExits: site.exits,
    };
  } finally {
    if (anchor) await stopProcess(anchor);
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function report(r) {
  const out = [];
  out.push(
    `### Home page (\`${r.path}\`) server rendering — median of ${r.rounds} interleaved rounds × ${r.duration} s, autocannon, no Accept-Encoding\n`,
  );
  out.push(
    `Page: park-site ${(r.htmlBytes.site / 1024).toFixed(1)} KB of HTML; anchor ${(r.htmlBytes.anchor / 1024).toFixed(1)} KB (same markup).\n`,
  );
  out.push(
    '| Connections | park-site req/s | park-site p50 / p99 | Anchor req/s | Anchor p50 / p99 | Site ÷ anchor (budget ≥ 0.50) | Rounds (site; anchor req/s) |',
  );
  out.push('|---:|---:|---:|---:|---:|---:|---|');
  for (const row of r.rows) {
    out.push(
      `| ${row.connections} | ${Math.round(row.site.rps)} | ${row.site.p50} / ${row.site.p99} ms | ${Math.round(row.anchor.rps)} | ${row.anchor.p50} / ${row.anchor.p99} ms | ${row.ratio.toFixed(2)}${row.ratio >= budgets.ratio ? '' : ' ✗'} | ${row.site.rpsAll.join(', ')}; ${row.anchor.rpsAll.join(', ')} |`,
    );
  }
  const errors = r.rows.reduce(
    (n, row) => n + row.site.errors + row.site.non2xx + row.anchor.errors + row.anchor.non2xx,
    0,
  );
  out.push(`\nErrors / non-2xx responses across all runs: ${errors}.`);
  for (const exit of r.siteExits ?? []) out.push(`\nNote: ${exit} (restarted and warmed up again).`);
  out.push('\n### Peak memory during the throughput run\n');
  out.push('| Process | Idle RSS | Peak RSS sampled (100 ms) | VmHWM (kernel high-water mark) | Budget |');
  out.push('|---|---:|---:|---:|---:|');
  const site = r.rss.site;
  out.push(
    `| park-site | ${r.rss.idleMb.toFixed(0)} MB | ${site.peakMb.toFixed(0)} MB | ${site.hwmMb.toFixed(0)} MB | ≤ ${budgets.rssMb} MB${Math.max(site.peakMb, site.hwmMb) <= budgets.rssMb ? '' : ' ✗'} |`,
  );
  out.push(`| anchor | – | ${r.rss.anchor.peakMb.toFixed(0)} MB | ${r.rss.anchor.hwmMb.toFixed(0)} MB | – |`);
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  assertNode24();
  const result = await run({ rounds: arg('rounds', 3), duration: arg('duration', 10) });
  console.log(report(result));
  const file = jsonOut();
  if (file) writeFileSync(file, JSON.stringify(result, null, 2));
}
