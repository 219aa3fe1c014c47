/**
 * A bounded FIFO. When full, adding drops the oldest item: the newest events (the page the visitor is
 * on now) matter most to personalisation, and a long outage must not grow memory without bound.
 */
export class BoundedQueue<T> {
  private items: T[] = [];

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.items.length;
  }

  /** Adds an item; answers how many old items were dropped to make room (0 or 1). */
  push(item: T): number {
    this.items.push(item);
    const overflow = Math.max(0, this.items.length - this.capacity);
    if (overflow) this.items.splice(0, overflow);
    return overflow;
  }

  /** Takes every item out, oldest first. */
  drain(): T[] {
    const drained = this.items;
    this.items = [];
    return drained;
  }

  /** Puts a failed batch back in front of what arrived meanwhile, keeping the newest within capacity. */
  requeue(batch: T[]): void {
    this.items = [...batch, ...this.items].slice(-this.capacity);
  }
}
