import type { PersonalisationEvent, SlotContent, SlotContentRequest } from '@parks/contracts';
import { BoundedQueue } from './event-queue';
import type { PersonalisationAdapter, PersonalisationTransport } from './personalisation-adapter.types';
import { PERSONALISATION_DEFAULTS } from './personalisation-defaults';
import { retryDelayMs } from './retry-backoff';

export interface PersonalisationClientOptions {
  transport: PersonalisationTransport;
  /** The browser's id for the visit, sent with every batch of events. */
  clientId: string;
  /** @default PERSONALISATION_DEFAULTS */
  limits?: Partial<typeof PERSONALISATION_DEFAULTS>;
  /** @default Date.now */
  now?: () => number;
}

/**
 * The personalisation adapter over a transport: events are queued (bounded), sent in batches as soon as
 * the current send ends, and retried with exponential back-off; slot content is cached per request.
 */
export function createPersonalisationClient(options: PersonalisationClientOptions): PersonalisationAdapter {
  const limits = { ...PERSONALISATION_DEFAULTS, ...options.limits };
  const now = options.now ?? Date.now;
  const queue = new BoundedQueue<PersonalisationEvent>(limits.maxQueuedEvents);
  const contentCache = new Map<string, { expiresAt: number; content: Promise<SlotContent> }>();
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending: Promise<void> | undefined;
  let disposed = false;

  function schedule(delayMs: number) {
    if (disposed || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delayMs);
  }

  function flush(): Promise<void> {
    if (sending) return sending;
    if (queue.size === 0) return Promise.resolve();
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    const batch = queue.drain();
    sending = options.transport.sendEvents({ clientId: options.clientId, events: batch }).then(
      () => {
        failures = 0;
        sending = undefined;
        if (queue.size) schedule(0);
      },
      () => {
        failures += 1;
        sending = undefined;
        queue.requeue(batch);
        schedule(retryDelayMs(failures, limits.retryMinMs, limits.retryMaxMs));
      },
    );
    return sending;
  }

  return {
    getContent(request: SlotContentRequest): Promise<SlotContent> {
      // A preview shows unpublished content and must always be fresh.
      if (request.previewToken) return options.transport.fetchContent(request);
      const key = JSON.stringify([request.slotId, request.version, request.preferredLocale, request.context]);
      const cached = contentCache.get(key);
      if (cached && cached.expiresAt > now()) return cached.content;
      const content = options.transport.fetchContent(request);
      contentCache.set(key, { expiresAt: now() + limits.contentCacheMs, content });
      // A failure is not remembered: the next page asks again.
      content.catch(() => {
        if (contentCache.get(key)?.content === content) contentCache.delete(key);
      });
      return content;
    },
    track(event: PersonalisationEvent) {
      if (disposed) return;
      queue.push(event);
      // While a send or a back-off is under way, the event waits for it.
      if (!sending) schedule(0);
    },
    flush,
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
