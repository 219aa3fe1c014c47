// Visual regression: every story of the static Storybook (dist/storybook, built by
// `npm run build-storybook`) screenshotted in the system Chromium at a mobile and a desktop width,
// compared with the committed baselines in tools/visual/baselines, and its text contrast checked
// against WCAG 2.2 AA with axe-core (./contrast.mjs).
//
//   npm run test:visual                 compare; a diff image per failure in dist/visual/
//   npm run test:visual -- --update     accept the current screenshots as the new baselines
//   npm run test:visual -- booking      only the stories whose id contains "booking"
//
// A story whose baseline is missing fails (so a new story cannot slip in unreviewed) until
// `--update` writes it; a baseline whose story is gone is reported and removed by `--update`.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { compareScreenshots } from './compare.mjs';
import { contrastViolations } from './contrast.mjs';
import { serveDirectory } from './static-server.mjs';

const root = resolve(import.meta.dirname, '../..');
const storybookDir = join(root, 'dist/storybook');
const baselineDir = join(root, 'tools/visual/baselines');
const outputDir = join(root, 'dist/visual');
const update = process.argv.includes('--update');
const filter = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const browserPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The two widths of the Storybook viewport toolbar (.storybook/preview.tsx). */
const VIEWPORTS = [
  { name: 'mobile', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];
/** Every screenshot is taken on the same day, so calendars and "today" never drift. */
const FIXED_TIME = new Date('2026-06-15T15:00:00Z');
/** Caret, animations and transitions are frozen so two runs give the same pixels. */
const FREEZE_CSS = `*, *::before, *::after { animation: none !important; transition: none !important;
  caret-color: transparent !important; scroll-behavior: auto !important; }`;

if (!existsSync(join(storybookDir, 'index.json'))) {
  console.error('visual: no dist/storybook/index.json. Run `npm run build-storybook` first.');
  process.exit(1);
}
if (!existsSync(browserPath)) {
  console.error(`visual: no Chromium at ${browserPath}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}

const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  .filter((entry) => !(entry.tags ?? []).includes('no-visual'))
  .filter((entry) => !filter || entry.id.includes(filter))
  .map((entry) => entry.id)
  .sort();

const shots = VIEWPORTS.flatMap((viewport) => stories.map((id) => ({ id, viewport })));
const baselineName = ({ id, viewport }) => `${id}--${viewport.name}.png`;

rmSync(outputDir, { recursive: true, force: true });
mkdirSync(outputDir, { recursive: true });
mkdirSync(baselineDir, { recursive: true });

const server = await serveDirectory(storybookDir);
const browser = await chromium.launch({
  executablePath: browserPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--font-render-hinting=none',
    '--force-color-profile=srgb',
    '--hide-scrollbars',
  ],
});

const failures = [];
const written = [];

/** One page per viewport walks through every story: the preview loads once, then switches story. */
async function viewportWorker(viewport) {
  const context = await browser.newContext({
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    viewport: { width: viewport.width, height: viewport.height },
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_TIME);
  let loaded = false;
  for (const id of stories) {
    const shot = { id, viewport };
    try {
      let image = await screenshot(page, shot, loaded);
      loaded = true;
      if (!update && !matchesBaseline(shot, image)) {
        // One retry on a freshly loaded preview, so a story disturbed by the one before it, or by
        // a late paint on a busy machine, is not reported as a change.
        image = await screenshot(page, shot, false);
      }
      record(shot, image);
      for (const violation of await contrastViolations(page))
        failures.push(`${baselineName(shot)}: colour contrast below WCAG AA: ${violation}`);
    } catch (error) {
      loaded = false;
      failures.push(`${baselineName(shot)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  await context.close();
}

function matchesBaseline(shot, image) {
  const baselinePath = join(baselineDir, baselineName(shot));
  return existsSync(baselinePath) && compareScreenshots(readFileSync(baselinePath), image).matches;
}

/** Writes the baseline (--update) or compares with it, keeping the screenshot and diff of a change. */
function record(shot, image) {
  const name = baselineName(shot);
  const baselinePath = join(baselineDir, name);
  if (update) {
    if (!matchesBaseline(shot, image)) {
      writeFileSync(baselinePath, image);
      written.push(name);
    }
    return;
  }
  if (!existsSync(baselinePath)) {
    writeFileSync(join(outputDir, name), image);
    failures.push(`${name}: no baseline (run \`npm run test:visual -- --update\` to accept it)`);
    return;
  }
  const result = compareScreenshots(readFileSync(baselinePath), image);
  if (!result.matches) {
    writeFileSync(join(outputDir, name), image);
    if (result.diff) writeFileSync(join(outputDir, name.replace(/\.png$/, '.diff.png')), result.diff);
    failures.push(`${name}: ${result.reason}`);
  }
}

/**
 * Shows the story alone in the preview iframe (loading the preview the first time, switching
 * story through its channel after that), waits until it has finished (play function and a11y
 * checks included), and screenshots the whole page.
 */
async function screenshot(page, { id, viewport }, previewLoaded) {
  if (previewLoaded) {
    await page.evaluate(
      (storyId) =>
        window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' }),
      id,
    );
  } else {
    const globals = `viewport.value:${viewport.name}`;
    await page.goto(
      `${server.url}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globals}`,
    );
    await page.addStyleTag({ content: FREEZE_CSS });
  }
  await page.waitForFunction(
    (storyId) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase);
    },
    id,
    { timeout: 30_000 },
  );
  const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__?.currentRender?.phase);
  if (phase !== 'finished') throw new Error(`the story ended in phase "${phase}"`);
  await withTimeout(
    page.evaluate(async () => {
      await document.fonts.ready;
      // Lazy images below the fold would never load in a screenshot of the whole page.
      for (const image of document.images) image.loading = 'eager';
      await Promise.all(
        [...document.images].map((image) =>
          image.complete
            ? undefined
            : new Promise((done) => {
                image.addEventListener('load', done, { once: true });
                image.addEventListener('error', done, { once: true });
              }),
        ),
      );
      // Content that arrives after the render (lazy chunks, late data) settles the height first.
      let height = -1;
      for (let stableChecks = 0; stableChecks < 2;) {
        await new Promise((done) => setTimeout(done, 250));
        const current = document.documentElement.scrollHeight;
        stableChecks = current === height ? stableChecks + 1 : 0;
        height = current;
      }
      window.scrollTo(0, 0);
    }),
    10_000,
    'fonts and images did not load',
  );
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

function withTimeout(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

try {
  await Promise.all(VIEWPORTS.map(viewportWorker));
} finally {
  await browser.close();
  await server.close();
}

if (update && !filter) {
  const expected = new Set(shots.map(baselineName));
  for (const file of readdirSync(baselineDir)) {
    if (file.endsWith('.png') && !expected.has(file)) {
      rmSync(join(baselineDir, file));
      console.log(`visual: removed the baseline of a story that is gone: ${file}`);
    }
  }
}

if (update) console.log(`visual: ${shots.length} screenshots, ${written.length} baselines written.`);
else console.log(`visual: ${shots.length} screenshots compared, ${failures.length} failed.`);
for (const failure of failures) console.error(`  ✗ ${failure}`);
if (failures.length > 0) {
  console.error(`visual: screenshots and diff images are in ${outputDir}`);
  process.exit(1);
}
