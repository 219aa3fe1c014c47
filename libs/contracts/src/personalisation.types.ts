/**
 * The personalisation service (SPEC §7 'Personalisation service'): content slots fetched by POST with
 * {slotId, version, preferredLocale, context, previewToken}, and behavioural events. park-api's local
 * implementation serves `/api/v1/personalisation/content` and `/api/v1/personalisation/events`, validating
 * and documenting with these schemas; the site's transport checks the content answer with its checker.
 */
import { Type, type Static } from 'typebox';

/** SPEC §9: the browser queues at most 100 events, so one batch never holds more. */
export const MAX_EVENTS_PER_BATCH = 100;

const Word = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_.:-]+$' });

/** What a page asks a content slot for (the body of the content call). */
export const SlotContentRequestSchema = Type.Object(
  {
    slotId: Word,
    /** The slot's content version the page was built for. */
    version: Type.Integer({ minimum: 0 }),
    /** A language code, e.g. 'es'. */
    preferredLocale: Type.String({ pattern: '^[a-z]{2}(-[A-Z]{2})?$' }),
    /** What the page knows of the visit (page, currency…) that the slot may vary on. */
    context: Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 512 }), {
      maxProperties: 20,
    }),
    /** Set only to preview unpublished content; such answers are never cached. */
    previewToken: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  },
  { additionalProperties: false },
);
export type SlotContentRequest = Static<typeof SlotContentRequestSchema>;

/** A slot's content; `data` is null when the slot has nothing for this locale and context. */
export const SlotContentSchema = Type.Object({
  slotId: Type.String(),
  version: Type.Integer(),
  locale: Type.String(),
  data: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
});
export type SlotContent = Static<typeof SlotContentSchema>;

/** What `POST /api/v1/personalisation/content` answers (200). */
export const SlotContentAnswerSchema = Type.Object({ data: SlotContentSchema });
export type SlotContentAnswer = Static<typeof SlotContentAnswerSchema>;

/** One behavioural event. */
export const PersonalisationEventSchema = Type.Object(
  {
    /** e.g. 'page-view'. */
    type: Type.String({ pattern: '^[a-z][a-z0-9-]{0,39}$' }),
    /** The page's path. */
    page: Type.String({ minLength: 1, maxLength: 512, pattern: '^/' }),
    language: Type.String({ pattern: '^[a-z]{2}$' }),
    /** ISO 8601. */
    occurredAt: Type.String({ format: 'date-time' }),
    data: Type.Optional(Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 20 })),
  },
  { additionalProperties: false },
);
export type PersonalisationEvent = Static<typeof PersonalisationEventSchema>;

/** The body of the events call: a batch of queued events from one browser. */
export const PersonalisationEventsRequestSchema = Type.Object(
  {
    /** A random id the browser keeps for the visit. */
    clientId: Word,
    events: Type.Array(PersonalisationEventSchema, { minItems: 1, maxItems: MAX_EVENTS_PER_BATCH }),
  },
  { additionalProperties: false },
);
export type PersonalisationEventsRequest = Static<typeof PersonalisationEventsRequestSchema>;

/** What `POST /api/v1/personalisation/events` answers (202): how many events were stored. */
export const PersonalisationEventsAnswerSchema = Type.Object({
  data: Type.Object({ stored: Type.Integer({ minimum: 0 }) }),
});
export type PersonalisationEventsAnswer = Static<typeof PersonalisationEventsAnswerSchema>;
