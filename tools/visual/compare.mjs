import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance pixelmatch tolerates (0–1; anti-aliased pixels are ignored anyway). */
const PIXEL_THRESHOLD = 0.1;
/** The share of pixels that may differ before a screenshot counts as changed. */
const MAX_DIFF_RATIO = 0.001;

/**
 * Compares two PNG screenshots. They match when they have the same size and at most
 * MAX_DIFF_RATIO of their pixels differ; otherwise the answer says why and, for same-size
 * images, carries a diff image with the changed pixels in red.
 */
export function compareScreenshots(baselinePng, actualPng) {
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    return {
      matches: false,
      reason: `size changed from ${baseline.width}×${baseline.height} to ${actual.width}×${actual.height}`,
    };
  }
  const diff = new PNG({ width: baseline.width, height: baseline.height });
  const changed = pixelmatch(baseline.data, actual.data, diff.data, baseline.width, baseline.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = changed / (baseline.width * baseline.height);
  if (ratio <= MAX_DIFF_RATIO) return { matches: true };
  return {
    matches: false,
    reason: `${changed} pixels differ (${(ratio * 100).toFixed(2)} %)`,
    diff: PNG.sync.write(diff),
  };
}
