import type { CartHold } from '@parks/contracts';

/** One hold answer of park-api: a new answer (kept, or the cart changed) starts a new count. */
export function holdAnswerKey(hold: CartHold): string {
  return `${hold.ExpiresAt}|${hold.Now}`;
}

/** The last hold answer shown in this page (its `ExpiresAt|Now`) and when, on the visitor's clock. */
let shown: { key: string; at: number } | null = null;

/**
 * When this page first showed the hold answer `key`, on the visitor's clock: the moment every countdown of
 * that answer counts from. The header's countdown mounts when its chunk is in (issue 16) and the cart page's
 * when the visitor opens it; both count from the first time the answer was shown, so they agree with each
 * other and neither gives back the time its code took to arrive. Only the last answer is kept.
 */
export function holdShownAt(key: string, now: number = Date.now()): number {
  if (shown?.key !== key) shown = { key, at: now };
  return shown.at;
}
