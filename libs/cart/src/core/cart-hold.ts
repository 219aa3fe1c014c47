import type { CartHold, CartLine, ShoppingCart } from '@parks/contracts';

/** The cart's hold, when it has one (a cart without lines, or an older park-api, has none). */
export function cartHold(cart: ShoppingCart | null | undefined): CartHold | null {
  return cart?.Hold ?? null;
}

/** The seconds of the hold left when park-api answered: its own clock, so the visitor's clock never matters. */
export function holdSecondsAtAnswer(hold: CartHold): number {
  const left = (Date.parse(hold.ExpiresAt) - Date.parse(hold.Now)) / 1000;
  return Number.isFinite(left) ? Math.max(0, Math.ceil(left)) : 0;
}

/**
 * The seconds left `elapsedMs` after the answer arrived. Only the visitor's own elapsed time is used (never
 * its wall clock against ExpiresAt), so a browser whose clock is hours off still counts the right minutes.
 */
export function holdSecondsLeft(hold: CartHold, elapsedMs: number): number {
  return Math.max(0, holdSecondsAtAnswer(hold) - Math.floor(Math.max(0, elapsedMs) / 1000));
}

/** `mm:ss` of a number of seconds (minutes may pass 59: a hold is never an hour long by default). */
export function formatHoldTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The moments announced to screen readers: 5 minutes left, then 1 minute left. */
export const HOLD_ANNOUNCE_MARKS = [300, 60] as const;
export type HoldAnnounceMark = (typeof HOLD_ANNOUNCE_MARKS)[number];

/**
 * The mark crossed when the time left went from `before` to `now` seconds, if any (the smaller one when a
 * sleeping tab jumps over both).
 */
export function crossedHoldMark(before: number, now: number): HoldAnnounceMark | null {
  // `before` is Infinity on the first count of a page: one opened with 3 minutes left says 'less than 5
  // minutes' once, as it would have had it been open at 5:00.
  let crossed: HoldAnnounceMark | null = null;
  for (const mark of HOLD_ANNOUNCE_MARKS) if (before > mark && now <= mark) crossed = mark;
  return crossed;
}

/** Whether a line's seats went back to the day: park-api says so, or the cart's hold ran out here. */
export function isLineHoldExpired(line: CartLine, holdEnded: boolean): boolean {
  // When the cart's hold ran out, every line it held went back to the day with it.
  return line.HoldStatus === 'EXPIRED' || holdEnded;
}

/** Whether any line is still held (the timer and 'keep my tickets' only matter then). */
export function hasHeldLines(cart: ShoppingCart | null | undefined): boolean {
  return (cart?.Lines ?? []).some((line) => line.HoldStatus !== 'EXPIRED');
}
