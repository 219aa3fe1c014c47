import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
// node --test runs this file as plain TypeScript: the route table's own file loads as it is (its
// imports are type-only), whereas the package entry would need the workspace's bundler conditions.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { listSitePages } from '../../../libs/i18n/src/core/route-table.ts';
import { SITE_URL } from './browser.ts';
import { createCartWithAdmission } from './cart-api.ts';

/**
 * Issue 18 "Done when": the W3C Nu checker (vnu-jar) reports no error on the server-rendered HTML of any
 * route, in every language it exists in. One Java run over every page (a JVM start costs seconds), errors
 * only: warnings are advice.
 */
const SISTER_PARKS = ['aventura', 'selva', 'arrecife', 'cenotes', 'isla', 'volcan'];
const PATHS = [
  ...listSitePages('sensoria', SISTER_PARKS).map((page) => page.path),
  // Pages outside the route table that visitors reach: results with a query, the 404 page, the offline page.
  '/es/busqueda/?q=cenote',
  '/en/search/?q=cenote',
  '/en/no-such-page/',
  '/es/sin-conexion/',
  '/en/offline/',
];
const VNU_JAR = join(
  dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('W3C Nu checker on every route (issue 18)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vnu-pages-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reports no error on the built pages of every route in es, en and pt', async () => {
    // The cart pages once more with a cart in them: their lines and forms are markup too.
    const { sessionId } = await createCartWithAdmission();
    const withCart = listSitePages('sensoria', SISTER_PARKS)
      .filter((page) => page.id === 'cart' || page.id === 'payment-details')
      .map((page) => ({ path: page.path, cookie: `_shopping=${sessionId}` }));
    const pages = [...PATHS.map((path) => ({ path, cookie: '' })), ...withCart];
    const files = new Map<string, string>();
    let next = 0;
    // Four requests at a time: the server renders in parallel, and the run stays well under a minute.
    const fetchPages = async () => {
      for (let index = next++, page = pages[index]; page; index = next++, page = pages[index]) {
        const { path, cookie } = page;
        const response = await fetch(`${SITE_URL}${path}`, { headers: cookie ? { cookie } : {} });
        // The 404 page answers 404 on purpose; everything else is a page.
        assert.ok(response.status === 200 || path === '/en/no-such-page/', `${path}: ${response.status}`);
        const file = join(dir, `page-${index}.html`);
        writeFileSync(file, await response.text());
        files.set(`file:${file}`, `${path}${cookie ? ' (with a cart)' : ''}`);
      }
    };
    await Promise.all([fetchPages(), fetchPages(), fetchPages(), fetchPages()]);
    // A control page with an error the checker must report: proof that the report is read, not ignored.
    const control = join(dir, 'control.html');
    writeFileSync(
      control,
      '<!doctype html><html lang="en"><head><title>Control</title></head><body><a type="button" href="/">x</a></body></html>',
    );
    const run = spawnSync(
      'java',
      // C1 only, a serial collector and a deep stack (the schema's evaluation needs it): a third of the time.
      [
        '-Xss8m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        dir,
      ],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    assert.equal(
      run.error,
      undefined,
      `java: ${run.error?.message} (install a JRE: apt-get install -y default-jre-headless)`,
    );
    // The checker writes its JSON report to stderr.
    const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const reported = report.messages.filter(
      (message) => message.type === 'error' || message.subType === 'fatal',
    );
    assert.ok(
      reported.some(
        (message) => message.url === `file:${control}` && /“type” on element “a”/.test(message.message),
      ),
      `the control page's error is missing from the report: ${run.stderr.slice(0, 500)}`,
    );
    const errors = reported
      .filter((message) => message.url !== `file:${control}`)
      .map((message) => {
        const path = files.get(message.url) ?? message.url;
        return `${path}:${message.lastLine ?? '?'} ${message.message}${message.extract ? ` «${message.extract.trim()}»` : ''}`;
      });
    assert.deepEqual(errors, [], `${errors.length} errors:\n${errors.join('\n')}`);
  });
});
