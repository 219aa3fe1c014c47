import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  targets: string[];
}

/**
 * Waits until no finite CSS transition or animation is running on the page. A control that has just been enabled
 * fades from its disabled opacity, and axe would otherwise measure the contrast of a colour half-way there.
 * Endless animations (spinners) are left running: they never settle.
 */
async function waitForSettledStyles(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const nextFrames = () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    for (let round = 0; round < 10; round += 1) {
      await nextFrames();
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
        );
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * WCAG 2.2 AA violations of the page once its styles have settled (axe-core in the real browser, contrast
 * included). Each target names the element by its selector and the start of its HTML.
 */
export async function axeViolations(
  page: Page,
  options: {
    /** Best-practice rules to run as well, e.g. 'region' (all content inside landmarks). @default none */
    alsoRules?: string[];
  } = {},
): Promise<AxeViolation[]> {
  await waitForSettledStyles(page);
  // The page's CSP refuses an injected inline script; evaluation through DevTools is not subject to it.
  await page.evaluate(axeSource);
  return page.evaluate(async (alsoRules: string[]) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[]; html: string }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
      rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])),
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
  }, options.alsoRules ?? []);
}
