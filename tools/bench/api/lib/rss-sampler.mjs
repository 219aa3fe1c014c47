/**
 * Resident memory of one process, read from /proc/<pid>/status every 200 ms. The sampled VmRSS maximum is
 * the peak under load; VmHWM, the kernel's own high-water mark, also counts start-up (PGlite peaks while it
 * migrates and seeds) and spikes between samples, so both are reported.
 */
import { readFile } from 'node:fs/promises';

const INTERVAL_MS = 200;

async function readStatusKb(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { hwm: kb('VmHWM'), rss: kb('VmRSS') };
  } catch {
    return undefined; // the process has exited, or there is no /proc
  }
}

export function sampleRss(pid) {
  let peakHwmKb = 0;
  let peakRssKb = 0;
  let samples = 0;
  let firstRssKb;
  const take = async () => {
    const kb = await readStatusKb(pid);
    if (!kb) return;
    samples++;
    firstRssKb ??= kb.rss;
    if (kb.hwm > peakHwmKb) peakHwmKb = kb.hwm;
    if (kb.rss > peakRssKb) peakRssKb = kb.rss;
  };
  const timer = setInterval(take, INTERVAL_MS);
  timer.unref();
  void take();
  return {
    /** Call before the process is stopped: the last sample still sees it. */
    async stop() {
      clearInterval(timer);
      await take();
      return {
        // The resident size when sampling began: the server idle after start-up (migrations, seed).
        startMiB: (firstRssKb ?? NaN) / 1024,
        // The largest sampled VmRSS: the peak while under load.
        peakMiB: peakRssKb / 1024,
        // The kernel's lifetime high-water mark: includes start-up, and spikes between samples.
        hwmMiB: (peakHwmKb || peakRssKb) / 1024,
        samples,
      };
    },
  };
}
