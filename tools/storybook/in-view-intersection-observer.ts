/**
 * jsdom lays nothing out, and the Jest setup's IntersectionObserver never reports anything: a story whose
 * part waits to come near the viewport (the cart's complement upsell) would wait for ever. This one says
 * each element it observes is in view, as it is in Storybook's canvas, in a task after `observe`.
 */
export class InViewIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  private connected = true;
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element): void {
    setTimeout(() => {
      if (!this.connected) return;
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
      this.callback([entry], this as unknown as IntersectionObserver);
    }, 0);
  }
  unobserve(): void {
    return undefined;
  }
  disconnect(): void {
    this.connected = false;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
