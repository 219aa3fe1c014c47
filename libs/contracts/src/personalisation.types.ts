/**
 * The personalisation service (SPEC §7 'Personalisation service'): content slots fetched by POST with
 * {slotId, version, preferredLocale, context, previewToken}, and behavioural events. park-api's local
 * implementation serves `/api/v1/personalisation/content` and `/api/v1/personalisation/events`.
 */

/** What a page asks a content slot for (the body of the content call). */
export interface SlotContentRequest {
  slotId: string;
  /** The slot's content version the page was built for. */
  version: number;
  /** A language code, e.g. 'es'. */
  preferredLocale: string;
  /** What the page knows of the visit (page, currency…) that the slot may vary on. */
  context: Record<string, string>;
  /** Set only to preview unpublished content; such answers are never cached. */
  previewToken?: string;
}

/** A slot's content; `data` is null when the slot has nothing for this locale and context. */
export interface SlotContent {
  slotId: string;
  version: number;
  locale: string;
  data: Record<string, unknown> | null;
}

/** One behavioural event. */
export interface PersonalisationEvent {
  /** e.g. 'page-view'. */
  type: string;
  /** The page's path. */
  page: string;
  language: string;
  /** ISO 8601. */
  occurredAt: string;
  data?: Record<string, unknown>;
}

/** The body of the events call: a batch of queued events from one browser. */
export interface PersonalisationEventsRequest {
  /** A random id the browser keeps for the visit. */
  clientId: string;
  events: PersonalisationEvent[];
}
