/**
 * Request coalescing: while a task for a key is running, callers with the same key wait for its result
 * instead of starting their own (what a CDN's "collapsed forwarding" or nginx's `proxy_cache_lock`
 * do). A task that fails is reported to every waiter, and the key is free again as soon as the task
 * has settled. A waiter waits at most `maxWaitMs`: a task that hangs (a render stuck upstream) then
 * costs its followers that long, not their whole request, and they go on without its value.
 */
export interface Flight<T> {
  value: T;
  /** true for the caller whose task ran; false for callers that waited for another's. */
  led: boolean;
}

/** A waiter that stopped waiting: `value` undefined, `led` false. */
export interface GaveUp {
  value: undefined;
  led: false;
}

export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  /** How many keys have a task running. */
  get inFlight(): number {
    return this.running.size;
  }

  async run(key: string, task: () => Promise<T>, maxWaitMs = Infinity): Promise<Flight<T> | GaveUp> {
    const pending = this.running.get(key);
    if (pending) {
      if (!Number.isFinite(maxWaitMs)) return { value: await pending, led: false };
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<GaveUp>((resolve) => {
        timer = setTimeout(() => resolve({ value: undefined, led: false }), maxWaitMs);
      });
      try {
        return await Promise.race([pending.then((value) => ({ value, led: false as const })), gaveUp]);
      } finally {
        clearTimeout(timer);
      }
    }
    const started = (async () => task())();
    this.running.set(key, started);
    try {
      return { value: await started, led: true };
    } finally {
      this.running.delete(key);
    }
  }
}
