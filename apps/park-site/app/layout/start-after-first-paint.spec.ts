// Issue 16 step 7: in the browser, the starter entry.server writes after the held router script fetches
// and runs nothing until the page's first contentful paint, then adds the modulepreload links and the
// module script, both with the page's nonce.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HELD_MODULE_TYPE, startAfterFirstPaint } from './scripts-after-paint.server';

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q=';
const ROUTER_MODULE = 'import * as route0 from "/assets/root-D4.js";\nimport("/assets/entry.client-A1.js");';

/** A stand-in for the browser's PerformanceObserver, whose paint entries the test reports. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe() {
    FakePaintObserver.observers.push(this);
  }
  disconnect() {
    FakePaintObserver.observers = FakePaintObserver.observers.filter((o) => o !== this);
  }
  static paint(name: string) {
    for (const observer of [...FakePaintObserver.observers])
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

/** The page as entry.server sends it: the held script, then the starter (run as the parser would). */
function loadPage() {
  const held = document.createElement('script');
  held.setAttribute('type', HELD_MODULE_TYPE);
  held.setAttribute('nonce', NONCE);
  held.setAttribute('data-modulepreload', '/assets/entry.client-A1.js /assets/root-D4.js');
  held.textContent = ROUTER_MODULE;
  const starter = document.createElement('script');
  starter.setAttribute('nonce', NONCE);
  starter.textContent = startAfterFirstPaint;
  document.body.append(held, starter);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    nonce: link.nonce,
  }));
const moduleScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[type="module"]')];

describe('the starter of the held router script (issue 16 step 7)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    FakePaintObserver.observers = [];
    Object.assign(window, { PerformanceObserver: FakePaintObserver });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('starts nothing before the first contentful paint', () => {
    loadPage();
    FakePaintObserver.paint('first-paint');
    jest.advanceTimersByTime(100);
    expect(preloads()).toEqual([]);
    expect(moduleScripts()).toEqual([]);
  });

  it('after it, preloads the modules and runs the router code as a module script, with the nonce', () => {
    loadPage();
    FakePaintObserver.paint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    expect(preloads()).toEqual([
      { href: '/assets/entry.client-A1.js', nonce: NONCE },
      { href: '/assets/root-D4.js', nonce: NONCE },
    ]);
    const [script, ...others] = moduleScripts();
    expect(others).toEqual([]);
    expect(script?.nonce).toBe(NONCE);
    expect(script?.textContent).toBe(ROUTER_MODULE);
    // Once only, whatever else happens afterwards.
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5000);
    expect(moduleScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(2);
  });

  it('starts anyway a second after load when no paint is reported', () => {
    loadPage();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(999);
    expect(moduleScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('starts at once on a page loaded in the background, which paints nothing', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    loadPage();
    expect(moduleScripts()).toHaveLength(1);
    visibility.mockRestore();
  });
});
