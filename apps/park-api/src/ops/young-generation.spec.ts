import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { capYoungGeneration, type YoungGenerationProbe } from './young-generation';

const MB = 1024 * 1024;

/** A stand-in for V8: the new space doubles on demand unless growth was stopped. */
function fakeV8(startBytes: number) {
  let size = startBytes;
  let stopped = false;
  let listener: (() => void) | undefined;
  const probe: YoungGenerationProbe = {
    newSpaceBytes: () => size,
    stopGrowth: () => {
      stopped = true;
    },
    afterEachGc(callback) {
      listener = callback;
      return () => {
        listener = undefined;
      };
    },
  };
  return {
    probe,
    /** A scavenge that wants a bigger new space, then the observer's notification. */
    scavengeAndGrow() {
      if (!stopped) size *= 2;
      listener?.();
    },
    size: () => size,
    stopped: () => stopped,
    listening: () => listener !== undefined,
  };
}

describe('capYoungGeneration', () => {
  it('lets the new space grow up to the cap, then stops its growth and stops listening', () => {
    const v8 = fakeV8(2 * MB);
    expect(capYoungGeneration(32 * MB, v8.probe)).toBe(false);
    for (let gc = 0; gc < 10; gc++) v8.scavengeAndGrow();
    expect(v8.size()).toBe(32 * MB);
    expect(v8.stopped()).toBe(true);
    expect(v8.listening()).toBe(false);
  });

  it('stops growth at once when the new space is already at the cap', () => {
    const v8 = fakeV8(64 * MB);
    expect(capYoungGeneration(32 * MB, v8.probe)).toBe(true);
    expect(v8.stopped()).toBe(true);
    expect(v8.listening()).toBe(false);
  });

  it('keeps the real V8 new space at the cap under an allocation pattern that grows it to 128 MB', () => {
    // A child process: the flag it sets must not change this Jest worker's heap. Node 24 runs the
    // TypeScript module directly (it uses erasable syntax and Node built-ins only).
    const modulePath = path.join(__dirname, 'young-generation.ts');
    const script = (cap: boolean) => `
      import v8 from 'node:v8';
      const { capYoungGeneration } = await import(${JSON.stringify(modulePath)});
      if (${cap}) capYoungGeneration();
      const keep = [];
      for (let round = 0; round < 40; round++) {
        for (let i = 0; i < 200000; i++) {
          const o = { a: i, b: 'x' + i, c: [i, i] };
          if (i % 10 === 0) keep.push(o);
        }
        if (keep.length > 300000) keep.length = 0;
        await new Promise((resolve) => setImmediate(resolve));
      }
      const space = v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space');
      console.log(space.space_size);
    `;
    const newSpace = (cap: boolean) => {
      const child = spawnSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script(cap)], {
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.stderr).toBe('');
      return Number(child.stdout.trim());
    };
    expect(newSpace(false)).toBeGreaterThan(64 * MB);
    expect(newSpace(true)).toBeLessThanOrEqual(32 * MB);
  });
});
