/**
 * A least-recently-used cache bounded by the total size of its entries (bytes, as the caller counts
 * them) whose entries expire a fixed time after they were stored. Pure: the clock is a parameter.
 *
 * Expired entries are dropped when they are read; the byte bound drops the least recently used
 * entries first, so expired entries that nobody reads leave as the cache fills. An entry larger than
 * the whole budget is never stored.
 */
export interface ByteLruCacheOptions {
  /** The most the entries may weigh together. */
  maxBytes: number;
  /** How long an entry lives after it was stored, in milliseconds. */
  ttlMs: number;
  /** The clock (milliseconds). @default Date.now */
  now?: () => number;
}

interface Slot<V> {
  value: V;
  bytes: number;
  expiresAt: number;
}

export class ByteLruCache<V> {
  // A Map iterates in insertion order: re-inserting a key on use keeps the least recently used first.
  private readonly slots = new Map<string, Slot<V>>();
  private total = 0;
  private readonly now: () => number;

  constructor(private readonly options: ByteLruCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The bytes the stored entries weigh (expired ones included until they are dropped). */
  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.slots.size;
  }

  /** The live entry under `key`, which becomes the most recently used; undefined if absent or expired. */
  get(key: string): V | undefined {
    const slot = this.slots.get(key);
    if (!slot) return undefined;
    this.slots.delete(key);
    if (slot.expiresAt <= this.now()) {
      this.total -= slot.bytes;
      return undefined;
    }
    this.slots.set(key, slot);
    return slot.value;
  }

  /** Stores `value` (weighing `bytes`) under `key`; false when it is larger than the whole budget. */
  set(key: string, value: V, bytes: number): boolean {
    this.delete(key);
    if (this.options.ttlMs <= 0 || bytes > this.options.maxBytes) return false;
    this.slots.set(key, { value, bytes, expiresAt: this.now() + this.options.ttlMs });
    this.total += bytes;
    for (const [oldest, slot] of this.slots) {
      if (this.total <= this.options.maxBytes) break;
      this.slots.delete(oldest);
      this.total -= slot.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const slot = this.slots.get(key);
    if (!slot) return;
    this.slots.delete(key);
    this.total -= slot.bytes;
  }

  clear(): void {
    this.slots.clear();
    this.total = 0;
  }
}
