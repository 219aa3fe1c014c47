/**
 * Proves the @parks/* libraries work for a sister park from a registry (issue 8 §5): builds every lib,
 * starts Verdaccio on 127.0.0.1 (other packages proxied from the npm registry), publishes every lib to
 * it, installs tools/registry/sister-park-app — a site outside the workspace with its own SiteConfig,
 * Chakra brand and texts — from that registry alone, type-checks and builds it, serves it against a
 * park-api, and checks in Chromium that it renders and works.
 *
 *   npx node tools/registry/consumer-e2e.mjs          (~3–5 min; KEEP_REGISTRY_DIR=1 keeps the temp dir)
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { freePort } from '../e2e/free-port.mjs';
import { startProcess, stopProcess, waitForUrl } from '../e2e/processes.mjs';

const root = resolve(import.meta.dirname, '../..');
const node = process.execPath;
const libs = readdirSync(join(root, 'libs')).sort();
const work = mkdtempSync(join(tmpdir(), 'parks-registry-'));
const run = (command, args, options = {}) =>
  execFileSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });

const children = [];
async function cleanUp() {
  await Promise.all(children.map(stopProcess));
  if (!process.env.KEEP_REGISTRY_DIR) rmSync(work, { recursive: true, force: true });
}

try {
  console.log(`\n[registry] building ${libs.length} libraries and park-api`);
  run('npx', ['nx', 'run-many', '-t', 'build', '-p', ...libs, 'park-api', '--output-style=static'], {
    cwd: root,
  });

  const registryPort = await freePort();
  const registry = `http://127.0.0.1:${registryPort}`;
  writeFileSync(
    join(work, 'verdaccio.yaml'),
    [
      `storage: ${join(work, 'storage')}`,
      'uplinks:',
      `  npmjs: { url: ${process.env.UPSTREAM_REGISTRY ?? 'https://registry.npmjs.org/'} }`,
      'packages:',
      "  '@parks/*': { access: $all, publish: $all, unpublish: $all }",
      "  '**': { access: $all, proxy: npmjs }",
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  children.push(
    startProcess('verdaccio', node, [
      join(root, 'node_modules/verdaccio/bin/verdaccio'),
      '--config',
      join(work, 'verdaccio.yaml'),
      '--listen',
      `127.0.0.1:${registryPort}`,
    ]),
  );
  await waitForUrl(`${registry}/-/ping`);

  // Verdaccio lets anyone publish @parks/* here; npm still wants a token to send.
  const npmrc = join(work, '.npmrc');
  writeFileSync(npmrc, `registry=${registry}/\n//127.0.0.1:${registryPort}/:_authToken=local-test\n`);
  for (const lib of libs) {
    console.log(`[registry] publishing @parks/${lib}`);
    run('npm', ['publish', '--registry', registry, '--userconfig', npmrc, '--no-workspaces'], {
      cwd: join(root, 'libs', lib),
    });
  }

  const app = join(work, 'sister-park-app');
  cpSync(join(root, 'tools/registry/sister-park-app'), app, { recursive: true });
  writeFileSync(join(app, '.npmrc'), readFileSync(npmrc, 'utf8'));
  console.log('[registry] installing the sister-park app from the registry');
  run('npm', ['install', '--no-audit', '--no-fund', '--userconfig', npmrc], { cwd: app });
  for (const lib of libs) {
    // Installed from the published tarball (dist only, no sources), which only this registry holds.
    const installed = join(app, 'node_modules/@parks', lib);
    assert.ok(existsSync(join(installed, 'dist')), `@parks/${lib} is installed with its dist`);
    assert.ok(
      !existsSync(join(installed, 'src')),
      `@parks/${lib} came packed, not linked from the workspace`,
    );
    assert.ok(existsSync(join(work, 'storage/@parks', lib)), `@parks/${lib} is in the local registry`);
  }
  run('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: app });
  run('npx', ['vite', 'build'], { cwd: app });

  const apiPort = await freePort();
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  children.push(
    startProcess('park-api', node, [join(root, 'apps/park-api/dist/main.js')], {
      cwd: join(root, 'apps/park-api'),
      env: {
        ...process.env,
        PORT: String(apiPort),
        DATA_DIR: join(work, 'data'),
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
    }),
  );
  await waitForUrl(`${apiOrigin}/health`, 120_000);
  const sitePort = await freePort();
  const site = `http://127.0.0.1:${sitePort}`;
  children.push(
    // Vite itself, not through npx: stopping it must stop the server, not leave it orphaned.
    startProcess(
      'sister-park',
      node,
      [
        join(app, 'node_modules/vite/bin/vite.js'),
        'preview',
        '--host',
        '127.0.0.1',
        '--port',
        String(sitePort),
        '--strictPort',
      ],
      {
        cwd: app,
        env: { ...process.env, PARKS_API_ORIGIN: apiOrigin },
      },
    ),
  );
  await waitForUrl(site);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${site}/es/`);
    await page.getByRole('heading', { level: 1, name: 'Vive la aventura' }).waitFor();
    assert.ok(
      await page
        .getByRole('link', { name: /Parque Aventura/ })
        .first()
        .isVisible(),
      'the header names the park',
    );
    assert.ok(
      await page.getByRole('link', { name: 'Comprar' }).first().isVisible(),
      'the empty cart summary offers to buy',
    );
    // Its own brand: the hero is painted with Aventura's blue, not Sensoria's green.
    const heroColor = await page
      .getByRole('heading', { level: 1 })
      .evaluate((heading) => getComputedStyle(heading.parentElement.parentElement).backgroundColor);
    assert.equal(heroColor, 'rgb(21, 64, 196)');
    // The read-only parts (the footer) are styled by the park's build-time stylesheet, in its own brand.
    const footerColor = await page
      .locator('footer')
      .last()
      .evaluate((footer) => getComputedStyle(footer).backgroundColor);
    assert.notEqual(footerColor, 'rgba(0, 0, 0, 0)', 'the footer is styled by the park stylesheet');
    // The search box works against the group's search service through the site's origin.
    const box = page.getByRole('combobox', { name: '¿Qué estás buscando?' });
    await box.click();
    await box.pressSequentially('cenot', { delay: 40 });
    await page.getByRole('listbox', { name: 'Sugerencias' }).waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    // The booking widget sells the park's own admission into the group's cart, and the header follows.
    const dateButton = page.getByRole('button', { name: /^Fecha de visita/ });
    await page.waitForFunction(() =>
      [...document.querySelectorAll('button')].some(
        (button) => /^Fecha de visita/.test(button.getAttribute('aria-label') ?? '') && !button.disabled,
      ),
    );
    await dateButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mes siguiente' }).click();
    const day = dialog.getByRole('grid').locator('button:not([aria-disabled])').first();
    await day.click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByText('Se agregó a tu carrito.').waitFor({ timeout: 15_000 });
    await page
      .getByRole('link', { name: /^Carrito, (.*, )?1 producto$/ })
      .first()
      .waitFor();
    assert.deepEqual(problems, []);
    console.log('[registry] the sister-park site renders, is branded, searches and books into the cart');
  } finally {
    await browser.close();
  }

  const hostLines = readdirSync(join(root, 'tools/registry/sister-park-app/src')).reduce(
    (total, file) =>
      total +
      readFileSync(join(root, 'tools/registry/sister-park-app/src', file), 'utf8')
        .trimEnd()
        .split('\n').length,
    0,
  );
  console.log(`[registry] host code: ${hostLines} lines in tools/registry/sister-park-app/src`);
  await cleanUp();
} catch (error) {
  await cleanUp();
  throw error;
}
