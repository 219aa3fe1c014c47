import { useEffect, useState } from 'react';
import {
  DEFAULT_SCROLL_THRESHOLD,
  initialScrollTracking,
  trackScroll,
  type ScrollDirection,
} from '../core/scroll-direction';

export interface UseScrollDirectionOptions {
  /**
   * Pixels the page must move before the direction flips.
   * @default 8
   */
  threshold?: number;
  /**
   * Listen to scrolling at all; when false the direction stays 'up'.
   * @default true
   */
  enabled?: boolean;
}

/**
 * The direction the window was last scrolled in (SPEC §4 'Header'). 'up' during the server render and
 * the first client render, so both agree; the listener is attached in an effect only.
 */
export function useScrollDirection({
  threshold = DEFAULT_SCROLL_THRESHOLD,
  enabled = true,
}: UseScrollDirectionOptions = {}): ScrollDirection {
  const [direction, setDirection] = useState<ScrollDirection>('up');

  useEffect(() => {
    if (!enabled) {
      setDirection('up');
      return undefined;
    }
    let tracking = trackScroll(initialScrollTracking, window.scrollY, threshold);
    setDirection(tracking.direction);
    const onScroll = () => {
      tracking = trackScroll(tracking, window.scrollY, threshold);
      // React skips the re-render when the direction did not change.
      setDirection(tracking.direction);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, threshold]);

  return direction;
}
