// Initial JavaScript per route, gzip: loads each page in Chromium (playwright-core, cold cache),
// records every script response until network idle and sums the bodies gzipped here with zlib
// level 9 (independent of the server's own compression). Then lists the home page's biggest chunks
// and, from a source-mapped client build made in a temp dir, its biggest modules and packages.
//   npx node tools/bench/site/initial-js.mjs [--no-modules] [--route <name>] [--top N] [--json out.json]
// --route: the chunk and module breakdown of that route (its name in lib.mjs' routes, e.g. admission,
// cart, 'payment details') instead of the home page's; --top: how many modules it lists (default 10).
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  assertNode24,
  chromiumFlags,
  chromiumPath,
  jsonOut,
  kb,
  root,
  routes,
  siteDir,
  startSite,
} from './lib.mjs';

// Issue 16: content pages without a booking widget ≤ 170 KB; a page with the widget (admission), the
// cart and payment details ≤ 230 KB.
export const budgets = { content: 170 * 1024, checkout: 230 * 1024 };
const budgetOf = (route) => (route.bookingWidget ? budgets.checkout : budgets[route.kind]);
const gz = (body) => gzipSync(body, { level: 9 }).length;
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

async function measurePage(browser, url, userAgent) {
  const context = await browser.newContext(userAgent ? { userAgent } : {});
  const page = await context.newPage();
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !/javascript/.test(contentType)) return;
    pending.push(
      response
        .body()
        .then((body) => scripts.set(response.url(), { raw: body.length, gzip: gz(body) }))
        .catch(() => undefined),
    );
  });
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await Promise.all(pending);
  // Inline <script>s that run (not JSON-LD): mostly the router's serialized loader data.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !/json/.test(s.type))
      .map((s) => s.textContent ?? ''),
  );
  await context.close();
  const files = [...scripts].map(([u, s]) => ({ url: new URL(u).pathname, ...s }));
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    status: response?.status(),
    files,
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    raw: files.reduce((n, f) => n + f.raw, 0),
    inlineGzip: gz(Buffer.from(inline.join('\n'))),
  };
}

/**
 * Builds the client once more with source maps into a temp dir (same config and hashes; the real
 * build is untouched) and attributes each chunk's minified code to its source modules. A module's
 * gzip figure is its own code gzipped alone — a ranking, slightly above its share in the chunk.
 */
async function moduleSizes(chunkNames) {
  const { createBuilder } = await import('vite');
  const { TraceMap, decodedMappings } = await import('@jridgewell/trace-mapping');
  const outDir = mkdtempSync(join(tmpdir(), 'bench-client-sm-'));
  const cwd = process.cwd();
  try {
    process.chdir(siteDir);
    const builder = await createBuilder({
      root: siteDir,
      configFile: join(siteDir, 'vite.config.ts'),
      logLevel: 'error',
      mode: 'production',
      plugins: [
        {
          name: 'bench-sourcemap-outdir',
          enforce: 'post',
          configEnvironment(name) {
            if (name === 'client') return { build: { outDir, sourcemap: true, emptyOutDir: true } };
          },
        },
      ],
    });
    await builder.build(builder.environments.client);
    process.chdir(cwd);
    const assets = join(outDir, 'assets');
    const modules = new Map();
    const stem = (file) => file.replace(/-[\w-]{8}\.js$/, '');
    const wanted = new Set(chunkNames.map((n) => stem(n.split('/').pop())));
    for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
      if (!wanted.has(stem(file))) continue;
      let map;
      try {
        map = new TraceMap(readFileSync(join(assets, `${file}.map`), 'utf8'));
      } catch {
        continue;
      }
      const lines = readFileSync(join(assets, file), 'utf8').split('\n');
      const parts = new Map();
      decodedMappings(map).forEach((segments, line) => {
        const text = lines[line] ?? '';
        segments.forEach((seg, i) => {
          const end = i + 1 < segments.length ? segments[i + 1][0] : text.length;
          const source = seg.length > 1 ? map.sources[seg[1]] : '(unmapped)';
          const list = parts.get(source) ?? [];
          list.push(text.slice(seg[0], end));
          parts.set(source, list);
        });
      });
      for (const [source, list] of parts) {
        const code = list.join('');
        const name = normaliseSource(source ?? '(unmapped)', assets);
        const entry = modules.get(name) ?? { module: name, chunks: [], code: '' };
        entry.code += code;
        entry.chunks.push(stem(file));
        modules.set(name, entry);
      }
    }
    const list = [...modules.values()].map((m) => ({
      module: m.module,
      chunk: [...new Set(m.chunks)].join(', '),
      raw: Buffer.byteLength(m.code),
      gzip: gz(Buffer.from(m.code)),
    }));
    list.sort((a, b) => b.gzip - a.gzip);
    // A package's figure: all its modules' code concatenated and gzipped together.
    const packages = new Map();
    for (const m of modules.values()) {
      const pkg = packageOf(m.module);
      const entry = packages.get(pkg) ?? { package: pkg, code: '', modules: 0 };
      entry.code += m.code;
      entry.modules += 1;
      packages.set(pkg, entry);
    }
    const packageList = [...packages.values()].map((p) => ({
      package: p.package,
      modules: p.modules,
      raw: Buffer.byteLength(p.code),
      gzip: gz(Buffer.from(p.code)),
    }));
    return { modules: list, packages: packageList.sort((a, b) => b.gzip - a.gzip) };
  } finally {
    process.chdir(cwd);
    rmSync(outDir, { recursive: true, force: true });
  }
}

function normaliseSource(source, assetsDir) {
  if (source === '(unmapped)') return '(bundler glue, unmapped)';
  const abs = source.startsWith('/') ? source : resolve(assetsDir, source);
  const rel = relative(root, abs);
  return rel.startsWith('..') ? source : rel;
}

function packageOf(module) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(module);
  if (m) return m[1];
  const lib = /^libs\/([^/]+)/.exec(module);
  if (lib) return `@parks/${lib[1]} (workspace lib)`;
  if (/^content\//.test(module)) return 'content/ (JSON content)';
  if (module.startsWith('apps/park-site')) return 'apps/park-site (host app)';
  return module;
}

export async function run({ modules = true, breakdownRoute } = {}) {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results = [];
  try {
    for (const route of routes) {
      await site.ensureRunning();
      const desktop = await measurePage(browser, site.origin + route.path);
      const mobile = await measurePage(browser, site.origin + route.path, MOBILE_UA);
      results.push({ ...route, ...desktop, mobileGzip: mobile.gzip, budget: budgetOf(route) });
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  const shown = breakdownRoute ? results.find((r) => r.name === breakdownRoute) : results[0];
  if (!shown)
    throw new Error(`--route: no route named '${breakdownRoute}' (${results.map((r) => r.name).join(', ')})`);
  const attribution = modules ? await moduleSizes(shown.files.map((f) => f.url)) : undefined;
  return {
    routes: results,
    breakdownOf: `${shown.name} (${shown.path})`,
    homeChunks: breakdownRoute ? shown.files : shown.files.slice(0, 10),
    attribution,
    siteExits: site.exits,
  };
}

export function report(
  { routes: rows, homeChunks, attribution, breakdownOf = 'home (es) (/es/)' },
  top = 10,
) {
  const out = [];
  out.push('### Initial JavaScript per route (gzip -9 of every script response, cold load)\n');
  out.push(
    '| Route | Path | Scripts | JS gzip (desktop UA) | JS gzip (mobile UA) | Raw | Inline scripts gzip | Budget | Verdict |',
  );
  out.push('|---|---|---:|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const worst = Math.max(r.gzip, r.mobileGzip);
    out.push(
      `| ${r.name} | \`${r.path}\` | ${r.files.length} | ${kb(r.gzip)} KB | ${kb(r.mobileGzip)} KB | ${kb(r.raw)} KB | ${kb(r.inlineGzip)} KB | ≤ ${kb(r.budget)} KB | ${worst <= r.budget ? 'pass' : `**over by ${kb(worst - r.budget)} KB**`} |`,
    );
  }
  out.push(`\n### ${breakdownOf}: biggest chunks\n`);
  out.push('| Chunk | Raw | Gzip |');
  out.push('|---|---:|---:|');
  for (const f of homeChunks) out.push(`| \`${f.url}\` | ${kb(f.raw)} KB | ${kb(f.gzip)} KB |`);
  if (attribution) {
    out.push(`\n### ${breakdownOf}: biggest modules (source-mapped; each module gzipped alone)\n`);
    out.push('| Module | Chunk | Raw (minified) | Gzip |');
    out.push('|---|---|---:|---:|');
    for (const m of attribution.modules.slice(0, top))
      out.push(`| \`${m.module}\` | ${m.chunk} | ${kb(m.raw)} KB | ${kb(m.gzip)} KB |`);
    out.push(`\n### ${breakdownOf}: by package (its modules concatenated, gzip -9)\n`);
    out.push('| Package | Modules | Raw (minified) | Gzip |');
    out.push('|---|---:|---:|---:|');
    for (const p of attribution.packages.slice(0, 20))
      out.push(`| ${p.package} | ${p.modules} | ${kb(p.raw)} KB | ${kb(p.gzip)} KB |`);
  }
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  assertNode24();
  const option = (name) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const result = await run({
    modules: !process.argv.includes('--no-modules'),
    breakdownRoute: option('--route'),
  });
  console.log(report(result, Number(option('--top') ?? 10)));
  const file = jsonOut();
  if (file) writeFileSync(file, JSON.stringify(result, null, 2));
}
