/**
 * One `Server-Timing` metric (`name;desc="…";dur=ms`): which upstream call a page waited for and how it
 * ended (e.g. the cart given up after its time budget), so a slow page can be explained from its
 * response alone.
 */
export function serverTimingMetric(name: string, description: string, durationMs: number): string {
  const desc = description.replace(/["\\]/g, '');
  return `${name};desc="${desc}";dur=${Math.round(durationMs)}`;
}
