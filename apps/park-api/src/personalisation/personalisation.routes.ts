/**
 * The local personalisation service (SPEC §7 'Personalisation service', ARCHITECTURE 'External
 * services'): slot content from content/personalisation/slots.json and behavioural events stored in
 * personalisation_events. Under /api/v1, so HostNamePath is required like every parks API call.
 */
import {
  MAX_EVENTS_PER_BATCH,
  PersonalisationEventsAnswerSchema,
  PersonalisationEventsRequestSchema,
  SlotContentAnswerSchema,
  SlotContentRequestSchema,
  type PersonalisationEventsAnswer,
  type PersonalisationEventsRequest,
  type SlotContentAnswer,
  type SlotContentRequest,
} from '@parks/contracts';
import { personalisationEvents } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { API_V1_BASE } from '../http/parks-api-guard';
import { ErrorSchema } from '../http/wire-schemas';
import { readSlotFile, slotContent, type SlotFile } from './slot-content';

// The batch limit is the contracts' (the browser's queue holds as many); re-exported for the specs.
export { MAX_EVENTS_PER_BATCH };

export function personalisationRoutes(app: ApiApp, { db, config }: RouteDeps): void {
  let slots: Promise<SlotFile> | undefined;

  app.post(
    `${API_V1_BASE}/personalisation/content`,
    {
      schema: {
        tags: ['personalisation'],
        summary: "A content slot's content in the preferred locale (needs HostNamePath)",
        security: [{ hostNamePath: [] }],
        body: SlotContentRequestSchema,
        response: { 200: SlotContentAnswerSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request): Promise<SlotContentAnswer> => {
      slots ??= readSlotFile(config.contentDir);
      const content = slotContent(await slots, request.body satisfies SlotContentRequest);
      if (!content) throw new ApiHttpError('NOT_FOUND', `There is no slot ${request.body.slotId}`);
      return { data: content };
    },
  );

  app.post(
    `${API_V1_BASE}/personalisation/events`,
    {
      schema: {
        tags: ['personalisation'],
        summary: 'Store a batch of behavioural events (needs HostNamePath)',
        security: [{ hostNamePath: [] }],
        body: PersonalisationEventsRequestSchema,
        response: { 202: PersonalisationEventsAnswerSchema, 400: ErrorSchema },
      },
    },
    async (request, reply): Promise<PersonalisationEventsAnswer> => {
      const body: PersonalisationEventsRequest = request.body;
      await db.insert(personalisationEvents).values(
        body.events.map((event) => ({
          clientId: body.clientId,
          type: event.type,
          page: event.page,
          language: event.language,
          occurredAt: new Date(event.occurredAt),
          data: event.data ?? {},
        })),
      );
      reply.status(202);
      return { data: { stored: body.events.length } };
    },
  );
}
