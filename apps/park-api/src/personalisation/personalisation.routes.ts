/**
 * The local personalisation service (SPEC §7 'Personalisation service', ARCHITECTURE 'External
 * services'): slot content from content/personalisation/slots.json and behavioural events stored in
 * personalisation_events. Under /api/v1, so HostNamePath is required like every parks API call.
 */
import type { PersonalisationEventsRequest, SlotContent, SlotContentRequest } from '@parks/contracts';
import { Type } from 'typebox';
import { personalisationEvents } from '../db/schema';
import type { ApiApp, RouteDeps } from '../http/api-app';
import { ApiHttpError } from '../http/api-error';
import { API_V1_BASE } from '../http/parks-api-guard';
import { AnySuccessSchema, ErrorSchema } from '../http/wire-schemas';
import { readSlotFile, slotContent, type SlotFile } from './slot-content';

/** SPEC §9: the browser queues at most 100 events, so one batch never holds more. */
export const MAX_EVENTS_PER_BATCH = 100;

const Word = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });
const Locale = Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$' });
const SmallRecord = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 20 });

const ContentBody = Type.Object(
  {
    slotId: Word,
    version: Type.Integer({ minimum: 0 }),
    preferredLocale: Locale,
    context: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 512 }), {
      maxProperties: 20,
    }),
    previewToken: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  },
  { additionalProperties: false },
);

const EventsBody = Type.Object(
  {
    clientId: Word,
    events: Type.Array(
      Type.Object(
        {
          type: Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' }),
          page: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }),
          language: Type.String({ pattern: '^[a-z]{2}$' }),
          occurredAt: Type.String({ format: 'date-time' }),
          data: Type.Optional(SmallRecord),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH },
    ),
  },
  { additionalProperties: false },
);

export function personalisationRoutes(app: ApiApp, { db, config }: RouteDeps): void {
  let slots: Promise<SlotFile> | undefined;

  app.post(
    `${API_V1_BASE}/personalisation/content`,
    {
      schema: {
        tags: ['personalisation'],
        summary: "A content slot's content in the preferred locale (needs HostNamePath)",
        security: [{ hostNamePath: [] }],
        body: ContentBody,
        response: { 200: AnySuccessSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request): Promise<{ data: SlotContent }> => {
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
        body: EventsBody,
        response: { 202: AnySuccessSchema, 400: ErrorSchema },
      },
    },
    async (request, reply): Promise<{ data: { stored: number } }> => {
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
