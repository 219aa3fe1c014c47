// WCAG 2.2 AA colour contrast of a rendered story, measured by axe-core in the real browser (jsdom,
// where every story's play function and the rest of axe run, has no layout and cannot measure it).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The elements of the page whose text fails the contrast rule, each as its selector, the colours axe
 * measured and the start of its text; empty when every text passes.
 */
export async function contrastViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: ['color-contrast'],
      resultTypes: ['violations'],
    });
    return result.violations.flatMap((violation) =>
      violation.nodes.map((node) => {
        const data = node.any[0]?.data ?? {};
        const text = (document.querySelector(node.target.join(' '))?.textContent ?? '').trim().slice(0, 60);
        return `${node.target.join(' ')} ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}:1 (needs ${data.expectedContrastRatio}) "${text}"`;
      }),
    );
  });
}
