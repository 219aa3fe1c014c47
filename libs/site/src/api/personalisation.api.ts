import type { ApiClient } from './create-api-client';
import {
  isSlotContentAnswer,
  type PersonalisationEventsRequest,
  type SlotContent,
  type SlotContentRequest,
} from '@parks/contracts';
import type { PersonalisationTransport } from '../core/personalisation/personalisation-adapter.types';

/**
 * The local personalisation service (park-api's `/api/v1/personalisation`) over the parks API client:
 * `POST /personalisation/content` (the provider's `client/web/content` body, SPEC §7) and
 * `POST /personalisation/events`.
 */
export function createPersonalisationTransport(api: ApiClient): PersonalisationTransport {
  return {
    async fetchContent(request: SlotContentRequest): Promise<SlotContent> {
      const response = await api.post<unknown>('/personalisation/content', request);
      // An answer that is not the contract's fails like a failed call (and, like one, is not cached).
      if (!isSlotContentAnswer(response.data))
        throw new Error('The personalisation content is not the contract');
      return response.data.data;
    },
    async sendEvents(batch: PersonalisationEventsRequest): Promise<void> {
      // keepalive: a batch flushed as the page is hidden still arrives.
      await api.post('/personalisation/events', batch, { fetchOptions: { keepalive: true } });
    },
  };
}
