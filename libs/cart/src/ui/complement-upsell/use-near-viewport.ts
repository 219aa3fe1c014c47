import { useEffect, useState, type RefObject } from 'react';

/**
 * How far below the viewport a part starts loading, so it is ready when it scrolls in: the margin of the
 * site's islands and read-only parts (apps/park-site/app/layout/island.tsx, `NEAR_VIEWPORT`).
 */
const NEAR_VIEWPORT = '200px';

/**
 * Whether the element has come near the viewport yet (and stays true once it has): at once where there is
 * no IntersectionObserver. The same rule as the site's islands' `wakeOnSight`, for a part inside an island
 * that hydrates with the page (the cart's upsell) and whose own work can wait until it is about to be seen.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
