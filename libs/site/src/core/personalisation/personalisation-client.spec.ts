/** @jest-environment node */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type {
  PersonalisationEvent,
  PersonalisationEventsRequest,
  SlotContent,
  SlotContentRequest,
} from '@parks/contracts';
import { BoundedQueue } from './event-queue';
import type { PersonalisationTransport } from './personalisation-adapter.types';
import { createPersonalisationClient } from './personalisation-client';
import { PERSONALISATION_DEFAULTS } from './personalisation-defaults';
import { retryDelayMs } from './retry-backoff';

const pageView = (page: string): PersonalisationEvent => ({
  type: 'page-view',
  page,
  language: 'es',
  occurredAt: '2026-11-23T10:00:00.000Z',
});

/** A transport whose service is up or down as the test says, recording what reached it. */
class ScriptedTransport implements PersonalisationTransport {
  up = true;
  batches: PersonalisationEventsRequest[] = [];
  attempts = 0;
  contentCalls: SlotContentRequest[] = [];
  async sendEvents(batch: PersonalisationEventsRequest) {
    this.attempts += 1;
    if (!this.up) throw new Error('personalisation service unavailable');
    this.batches.push(batch);
  }
  async fetchContent(request: SlotContentRequest): Promise<SlotContent> {
    this.contentCalls.push(request);
    if (!this.up) throw new Error('personalisation service unavailable');
    return { slotId: request.slotId, version: request.version, locale: request.preferredLocale, data: {} };
  }
  get sentPages() {
    return this.batches.flatMap((batch) => batch.events.map((event) => event.page));
  }
}

const slot: SlotContentRequest = { slotId: 'home-hero', version: 1, preferredLocale: 'es', context: {} };

describe('the SPEC §9 defaults', () => {
  it('are a 60 s content cache, a 100-event queue and a 1 s to 30 s back-off', () => {
    expect(PERSONALISATION_DEFAULTS).toEqual({
      contentCacheMs: 60_000,
      maxQueuedEvents: 100,
      retryMinMs: 1_000,
      retryMaxMs: 30_000,
    });
  });
});

describe('retryDelayMs', () => {
  it('starts at 1 s, doubles and stops at 30 s', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((failures) => retryDelayMs(failures, 1_000, 30_000));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});

describe('BoundedQueue', () => {
  it('drops the oldest item when full', () => {
    const queue = new BoundedQueue<number>(3);
    expect([1, 2, 3, 4].map((item) => queue.push(item))).toEqual([0, 0, 0, 1]);
    expect(queue.drain()).toEqual([2, 3, 4]);
  });
  it('puts a failed batch back before newer items, keeping the newest within capacity', () => {
    const queue = new BoundedQueue<number>(3);
    queue.push(4);
    queue.push(5);
    queue.requeue([1, 2, 3]);
    expect(queue.drain()).toEqual([3, 4, 5]);
  });
});

describe('createPersonalisationClient', () => {
  let transport: ScriptedTransport;
  beforeEach(() => {
    jest.useFakeTimers();
    transport = new ScriptedTransport();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  const client = () => createPersonalisationClient({ transport, clientId: 'c-1', now: () => Date.now() });

  it('sends a tracked event in a batch with the client id', async () => {
    client().track(pageView('/es/'));
    await jest.advanceTimersByTimeAsync(0);
    expect(transport.batches).toEqual([{ clientId: 'c-1', events: [pageView('/es/')] }]);
  });

  it('keeps at most 100 events while the service is down, dropping the oldest', async () => {
    transport.up = false;
    const personalisation = client();
    for (let n = 1; n <= 150; n += 1) personalisation.track(pageView(`/p${n}`));
    await jest.advanceTimersByTimeAsync(0);
    transport.up = true;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(transport.sentPages).toHaveLength(100);
    expect(transport.sentPages[0]).toBe('/p51');
    expect(transport.sentPages.at(-1)).toBe('/p150');
  });

  it('retries after 1 s, then 2 s, 4 s… and never waits more than 30 s', async () => {
    transport.up = false;
    client().track(pageView('/es/'));
    await jest.advanceTimersByTimeAsync(0);
    expect(transport.attempts).toBe(1);
    await jest.advanceTimersByTimeAsync(999);
    expect(transport.attempts).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(transport.attempts).toBe(2);
    await jest.advanceTimersByTimeAsync(2_000);
    expect(transport.attempts).toBe(3);
    // 4 + 8 + 16 s, then the 30 s ceiling twice.
    await jest.advanceTimersByTimeAsync(4_000 + 8_000 + 16_000);
    expect(transport.attempts).toBe(6);
    await jest.advanceTimersByTimeAsync(29_999);
    expect(transport.attempts).toBe(6);
    await jest.advanceTimersByTimeAsync(1);
    expect(transport.attempts).toBe(7);
    transport.up = true;
    await jest.advanceTimersByTimeAsync(30_000);
    expect(transport.sentPages).toEqual(['/es/']);
  });

  it('starts the back-off again at 1 s after a success', async () => {
    const personalisation = client();
    transport.up = false;
    personalisation.track(pageView('/a'));
    await jest.advanceTimersByTimeAsync(0 + 1_000 + 2_000);
    expect(transport.attempts).toBe(3);
    transport.up = true;
    await jest.advanceTimersByTimeAsync(4_000);
    expect(transport.sentPages).toEqual(['/a']);
    transport.up = false;
    personalisation.track(pageView('/b'));
    await jest.advanceTimersByTimeAsync(0);
    const failed = transport.attempts;
    transport.up = true;
    await jest.advanceTimersByTimeAsync(1_000);
    expect(transport.attempts).toBe(failed + 1);
    expect(transport.sentPages).toEqual(['/a', '/b']);
  });

  it('flush() sends at once, without waiting for the timer', async () => {
    const personalisation = client();
    personalisation.track(pageView('/es/'));
    await personalisation.flush();
    expect(transport.sentPages).toEqual(['/es/']);
  });

  it('reuses a slot’s content for 60 s, then asks again', async () => {
    const personalisation = client();
    await personalisation.getContent(slot);
    jest.advanceTimersByTime(59_999);
    await personalisation.getContent(slot);
    expect(transport.contentCalls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await personalisation.getContent(slot);
    expect(transport.contentCalls).toHaveLength(2);
  });

  it('never caches a preview or a failure', async () => {
    const personalisation = client();
    await personalisation.getContent({ ...slot, previewToken: 'p' });
    await personalisation.getContent({ ...slot, previewToken: 'p' });
    expect(transport.contentCalls).toHaveLength(2);
    transport.up = false;
    await expect(personalisation.getContent(slot)).rejects.toThrow('unavailable');
    transport.up = true;
    await expect(personalisation.getContent(slot)).resolves.toMatchObject({ slotId: 'home-hero' });
  });

  it('sends nothing more once disposed', async () => {
    const personalisation = client();
    transport.up = false;
    personalisation.track(pageView('/es/'));
    await jest.advanceTimersByTimeAsync(0);
    personalisation.dispose();
    transport.up = true;
    await jest.advanceTimersByTimeAsync(60_000);
    expect(transport.attempts).toBe(1);
  });
});
