import type { SlotContent, SlotContentRequest } from '@parks/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** content/personalisation/slots.json: each slot's current version and its content per language. */
export type SlotFile = Record<string, { version: number; locales: Record<string, Record<string, unknown>> }>;

export async function readSlotFile(contentDir: string): Promise<SlotFile> {
  return JSON.parse(
    await readFile(path.join(contentDir, 'personalisation', 'slots.json'), 'utf8'),
  ) as SlotFile;
}

/**
 * A slot's content in the preferred locale (its language part: 'es-MX' reads 'es'); null data when the
 * slot has none in that language. The slot's current version is answered whatever version was asked:
 * the page decides whether it can show it. Undefined for an unknown slot.
 */
export function slotContent(slots: SlotFile, request: SlotContentRequest): SlotContent | undefined {
  const slot = Object.hasOwn(slots, request.slotId) ? slots[request.slotId] : undefined;
  if (!slot) return undefined;
  const locale = request.preferredLocale.slice(0, 2).toLowerCase();
  const data = Object.hasOwn(slot.locales, locale) ? (slot.locales[locale] ?? null) : null;
  return { slotId: request.slotId, version: slot.version, locale, data };
}
