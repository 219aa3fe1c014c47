import { useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import type { CartHold } from '@parks/contracts';
import { appHooks, selectIsMobile, selectLanguage, selectShopping, useSiteConfig } from '@parks/site';
import { useProvidedCartApi } from '../../api/cart-api-slot';
import {
  cartHold,
  crossedHoldMark,
  hasHeldLines,
  holdSecondsLeft,
  type HoldAnnounceMark,
} from '../../core/cart-hold';
import type { CartRootState } from '../../state/cart.slice';
import { takeHoldMoment as takeMoment } from '../../state/hold-moments';
import { holdAnswerKey, holdShownAt } from './hold-clock';

const { useAppDispatch: useCartDispatch } = appHooks<CartRootState>();

/** How often the timer is redrawn; the count itself comes from elapsed time, so it never drifts. */
const TICK_MS = 500;

export interface HoldCountdown {
  hold: CartHold;
  /** Seconds left, counted from park-api's own `Now`. */
  secondsLeft: number;
  /** The hold ran out (here, or park-api says no line is held any more). */
  ended: boolean;
  /** The last mark this timer announced (5 or 1 minute), for its polite live region. */
  announced: HoldAnnounceMark | null;
}

/**
 * The countdown of the site cart's hold (issue 17), or null when the cart holds nothing. Both the header's
 * summary and the cart page run one: each announcement and the refetch at 0 are taken by whichever timer
 * gets there first (`takeHoldMoment`), so the visitor hears each once and park-api is asked once.
 */
export function useHoldCountdown(): HoldCountdown | null {
  const cart = useSelector(selectShopping);
  const hold = cartHold(cart);
  const held = hasHeldLines(cart);
  const dispatch = useCartDispatch();
  const takeHoldMoment = useCallback((moment: string) => dispatch(takeMoment(moment)), [dispatch]);
  // The cart commands and the cart-API client load only when the hold runs out (the header's summary is
  // on every page; issue 16), through the API a provider gave or the site's own.
  const api = useProvidedCartApi();
  const { cartApiBaseUrl, siteCode, cartPrefixProject } = useSiteConfig();
  const language = useSelector(selectLanguage);
  const mobile = useSelector(selectIsMobile);
  const refreshCart = useCallback(async () => {
    const { refreshHeldCart } = await import('./hold-refresh');
    const config = { cartApiBaseUrl, siteCode, cartPrefixProject };
    return dispatch(refreshHeldCart(api, config, { language, mobile }));
  }, [dispatch, api, cartApiBaseUrl, siteCode, cartPrefixProject, language, mobile]);
  const key = hold ? holdAnswerKey(hold) : null;

  // When this page first showed this answer, on the visitor's clock: only the time elapsed since is measured
  // with it (the header's countdown and the cart page's count from the same moment, however late they mount).
  const [anchor, setAnchor] = useState(() => ({ key, at: key ? holdShownAt(key) : Date.now() }));
  // The first frame is the time at the anchor, as the server drew it: a countdown hydrated late (the header's
  // comes in its own chunk) must match the server's HTML; the effect below moves it on at once.
  const [now, setNow] = useState(() => anchor.at);
  const [announced, setAnnounced] = useState<HoldAnnounceMark | null>(null);
  if (anchor.key !== key) {
    setAnchor({ key, at: key ? holdShownAt(key) : Date.now() });
    setNow(Date.now());
    // A new hold period (kept, or the cart changed): its own announcements come in their time.
    setAnnounced(null);
  }
  const secondsLeft = hold && anchor.key === key ? holdSecondsLeft(hold, now - anchor.at) : 0;
  const ended = hold !== null && (secondsLeft === 0 || !held);

  useEffect(() => {
    if (!key || !held) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [key, held]);

  // Infinity on a fresh hold: a page opened under 5 minutes says so once (crossedHoldMark).
  const previous = useRef<{ key: string | null; seconds: number }>({ key: null, seconds: Infinity });
  useEffect(() => {
    if (!hold || !held) return;
    const before = previous.current.key === key ? previous.current.seconds : Infinity;
    previous.current = { key, seconds: secondsLeft };
    const mark = crossedHoldMark(before, secondsLeft);
    if (mark !== null && secondsLeft > 0 && takeHoldMoment(`${hold.ExpiresAt}@${mark}`)) setAnnounced(mark);
    // The time ran out: park-api releases the seats on read, so the cart read now says which lines went.
    if (secondsLeft === 0 && before > 0 && takeHoldMoment(`${hold.ExpiresAt}@0`)) void refreshCart();
  }, [hold, held, key, secondsLeft, refreshCart, takeHoldMoment]);

  return hold ? { hold, secondsLeft, ended, announced } : null;
}
