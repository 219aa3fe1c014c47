/** Which way the page last moved far enough to count (SPEC §2/§4 'Header on scroll'). */
export type ScrollDirection = 'up' | 'down';

export interface ScrollTracking {
  direction: ScrollDirection;
  /** The scroll position the current direction was last confirmed at. */
  anchorY: number;
}

/** Pixels the page must move before the direction flips: small jitters and rubber-banding are ignored. */
export const DEFAULT_SCROLL_THRESHOLD = 8;

export const initialScrollTracking: ScrollTracking = { direction: 'up', anchorY: 0 };

/**
 * The next tracking state for a new scroll position. Near the top of the page the direction is always
 * 'up', so the header is never hidden while there is nothing above it to reveal.
 */
export function trackScroll(
  previous: ScrollTracking,
  y: number,
  threshold: number = DEFAULT_SCROLL_THRESHOLD,
): ScrollTracking {
  const position = Math.max(0, y);
  if (position <= threshold) return { direction: 'up', anchorY: position };
  const delta = position - previous.anchorY;
  if (Math.abs(delta) < threshold) {
    // Keep moving the anchor along with the current direction so a slow scroll still adds up.
    const sameWay = previous.direction === 'down' ? delta > 0 : delta < 0;
    return sameWay ? { direction: previous.direction, anchorY: position } : previous;
  }
  return { direction: delta > 0 ? 'down' : 'up', anchorY: position };
}
