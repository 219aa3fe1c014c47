import { FALLBACK_LANGUAGE, type I18nNamespace, type Language } from '@parks/i18n';

// Apart from page-texts.ts (the root route's): an island's chunk uses it too (with-texts.tsx), and a
// module the root and the islands share would make a chunk of its own in the page's initial scripts.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `base` with `over`'s keys written over it, nested objects merged key by key. */
function mergeTexts(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = merged[key];
    merged[key] = isRecord(below) && isRecord(value) ? mergeTexts(below, value) : value;
  }
  return merged;
}

/**
 * One namespace's texts in one language, with the i18n instance's fallbacks (English, then Spanish)
 * applied key by key, so the browser gets one language and renders what the server rendered.
 */
export function namespaceTexts({ resources }: I18nNamespace, language: Language): Record<string, unknown> {
  const chain = ['es', FALLBACK_LANGUAGE, language] as const;
  return chain.reduce<Record<string, unknown>>(
    (merged, lang) => mergeTexts(merged, resources[lang] ?? {}),
    {},
  );
}
