import { act } from 'react';

/**
 * Scrolls the window in a story's play function: for real in a browser, and by faking `scrollY` in
 * jsdom (which has no layout and cannot scroll). Either way a scroll event is dispatched; under Jest
 * it is wrapped in act() so React applies the update before the next assertion.
 */
export async function scrollWindow(y: number): Promise<void> {
  const scroll = () => {
    const jsdom = navigator.userAgent.includes('jsdom');
    if (!jsdom) window.scrollTo({ top: y, behavior: 'instant' });
    if (window.scrollY !== y)
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  if (actEnvironment) await act(async () => scroll());
  else scroll();
}
