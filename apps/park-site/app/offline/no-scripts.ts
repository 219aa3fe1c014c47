import type { UIMatch } from 'react-router';

/** A route's `handle` that asks the document to render without scripts. */
export const noScriptsHandle = { scripts: false } as const;

/** Whether any matched route asked for a document without scripts (see `noScriptsHandle`). */
export function rendersWithoutScripts(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.some(
    (match) =>
      typeof match.handle === 'object' &&
      match.handle !== null &&
      (match.handle as { scripts?: unknown }).scripts === false,
  );
}
