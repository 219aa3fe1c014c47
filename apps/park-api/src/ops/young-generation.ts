/**
 * Caps V8's young generation from inside the process.
 *
 * V8 doubles the young generation (the "new space": two semi-spaces) whenever many objects survive a
 * scavenge, up to 2 × 64 MB on a machine with this much memory, and keeps it at that size for the life of
 * the process. park-api reached the maximum in its first seconds (migrations, seed, search index) or under
 * the first burst of load, and those 128 MB were about half of its RSS on PostgreSQL. The usual limit is a
 * start-up flag (`--max-semi-space-size`) that a plain `node dist/main.js` does not pass, and V8 reads it
 * only when the heap is created. The growth factor, though, is read at every growth: once the new space
 * has reached the cap, it is set to 1 and the young generation stops growing. V8 may still shrink it.
 *
 * Plain TypeScript with Node built-ins only, so a test can run it in a child `node` process.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

/** 2 × 16 MB semi-spaces (V8 would go to 2 × 64 MB with this machine's ~4 GB heap limit). */
export const YOUNG_GENERATION_CAP_BYTES = 32 * 1024 * 1024;

export interface YoungGenerationProbe {
  /** The new space's current size in bytes. */
  newSpaceBytes(): number;
  /** Stops any further growth. */
  stopGrowth(): void;
  /** Calls `listener` after every garbage collection until the returned function is called. */
  afterEachGc(listener: () => void): () => void;
}

const v8Probe: YoungGenerationProbe = {
  newSpaceBytes: () =>
    v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.space_size ?? 0,
  stopGrowth: () => v8.setFlagsFromString('--semi-space-growth-factor=1'),
  afterEachGc(listener) {
    const observer = new PerformanceObserver(listener);
    observer.observe({ entryTypes: ['gc'] });
    return () => observer.disconnect();
  },
};

/**
 * Call first thing at start-up. Growth is stopped after the first collection that finds the new space at
 * the cap (V8 grows it in doublings: 2, 4, 8, 16, 32 MB…). A run of collections inside one synchronous
 * task can double it once more before the observer hears of it. Answers whether growth was stopped at
 * once (the new space was already at or past the cap).
 */
export function capYoungGeneration(
  capBytes = YOUNG_GENERATION_CAP_BYTES,
  probe: YoungGenerationProbe = v8Probe,
): boolean {
  const atCap = () => probe.newSpaceBytes() >= capBytes;
  if (atCap()) {
    probe.stopGrowth();
    return true;
  }
  const stop = probe.afterEachGc(() => {
    if (!atCap()) return;
    probe.stopGrowth();
    stop();
  });
  return false;
}
