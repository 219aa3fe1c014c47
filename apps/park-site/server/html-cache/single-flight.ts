/**
 * Request coalescing: while a task for a key is running, callers with the same key wait for its result
 * instead of starting their own (what a CDN's "collapsed forwarding" or nginx's `proxy_cache_lock`
 * do). A task that fails is reported to every waiter, and the key is free again as soon as the task
 * has settled.
 */
export interface Flight<T> {
  value: T;
  /** true for the caller whose task ran; false for callers that waited for another's. */
  led: boolean;
}

export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  /** How many keys have a task running. */
  get inFlight(): number {
    return this.running.size;
  }

  async run(key: string, task: () => Promise<T>): Promise<Flight<T>> {
    const pending = this.running.get(key);
    if (pending) return { value: await pending, led: false };
    const started = (async () => task())();
    this.running.set(key, started);
    try {
      return { value: await started, led: true };
    } finally {
      this.running.delete(key);
    }
  }
}
