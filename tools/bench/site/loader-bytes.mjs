// Loader data per route: the bytes of the serialized turbo-stream React Router writes into the page's HTML
// (the inline `streamController.enqueue(…)` scripts), raw and gzip -9, as a cold visitor gets it.
//   npx node tools/bench/site/loader-bytes.mjs [--json out.json]
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { assertNode24, jsonOut, kb, routes, startSite } from './lib.mjs';

assertNode24();
const site = await startSite();
const rows = [];
try {
  for (const route of routes) {
    const response = await fetch(`${site.origin}${route.path}`);
    const html = await response.text();
    const streams = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map(([, body]) => body)
      .filter((body) => body.includes('streamController.enqueue('));
    const body = streams.join('');
    rows.push({
      route: route.name,
      path: route.path,
      status: response.status,
      scripts: streams.length,
      raw: Buffer.byteLength(body),
      gzip: gzipSync(body, { level: 9 }).length,
    });
  }
} finally {
  await site.stop();
}
console.log('### Loader data in the HTML per route (turbo-stream inline scripts)\n');
console.log('| Route | Path | Status | Scripts | Raw | Gzip |\n|---|---|---:|---:|---:|---:|');
for (const row of rows)
  console.log(
    `| ${row.route} | \`${row.path}\` | ${row.status} | ${row.scripts} | ${kb(row.raw)} KB | ${kb(row.gzip)} KB |`,
  );
const out = jsonOut();
if (out) writeFileSync(out, JSON.stringify({ rows }, null, 2));
