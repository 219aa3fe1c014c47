import type {
  PersonalisationEvent,
  PersonalisationEventsRequest,
  SlotContent,
  SlotContentRequest,
} from '@parks/contracts';

/**
 * What a page uses of the personalisation service (ARCHITECTURE 'External services': one small adapter
 * per bought service). A sister park plugs in its provider by implementing this.
 */
export interface PersonalisationAdapter {
  /** A content slot's content; rejects when the service cannot answer (the page keeps its default). */
  getContent(request: SlotContentRequest): Promise<SlotContent>;
  /** Queues an event; it is sent soon, in a batch, and retried on failure. */
  track(event: PersonalisationEvent): void;
  /** Sends what is queued now (e.g. when the page is hidden); resolves once that attempt ends. */
  flush(): Promise<void>;
  /** Stops the retry timers (the page is going away). */
  dispose(): void;
}

/** How an adapter reaches its service: the local one talks to park-api's `/api/v1/personalisation`. */
export interface PersonalisationTransport {
  fetchContent(request: SlotContentRequest): Promise<SlotContent>;
  sendEvents(batch: PersonalisationEventsRequest): Promise<void>;
}
