// Issue 16 step 7: in the browser, the starter entry.server writes first in <head> fetches and runs
// nothing until the page's first contentful paint (or the visitor's first press), then adds the
// modulepreload links and the module script, both with the page's nonce; until the page has hydrated it
// holds a submit or a button's click and makes it again once hydrated.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HELD_MODULE_TYPE, PRELOADS_PER_TASK, startAfterFirstPaint } from './scripts-after-paint.server';

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

/** What every starter a test ran listens to, removed after the test (one jsdom window serves them all). */
const removers: (() => void)[] = [];
function tracked(target: EventTarget) {
  return (type: string, fn: EventListener, options?: AddEventListenerOptions) => {
    target.addEventListener(type, fn, options);
    removers.push(() => target.removeEventListener(type, fn, options));
  };
}

/**
 * Runs the starter as the browser would from the top of <head> (its `document.currentScript` carries the
 * nonce), with its listeners tracked so that each test starts from a clean page.
 */
function runStarter() {
  const page = new Proxy(document, {
    get(target, key) {
      if (key === 'currentScript') return { nonce: NONCE };
      if (key === 'addEventListener') return tracked(document);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
    set: (target, key, value) => Reflect.set(target, key, value, target),
  });
  new Function('document', 'addEventListener', startAfterFirstPaint)(page, tracked(window));
}

/** The page as entry.server sends it: the starter in <head>, then the body and the held script, parsed. */
function loadPage(body = '', modulepreload = '/assets/entry.client-A1.js /assets/root-D4.js') {
  runStarter();
  document.body.innerHTML = body;
  const held = document.createElement('script');
  held.setAttribute('type', HELD_MODULE_TYPE);
  held.setAttribute('nonce', NONCE);
  held.setAttribute('data-modulepreload', modulepreload);
  held.textContent = ROUTER_MODULE;
  document.body.append(held);
  document.dispatchEvent(new Event('DOMContentLoaded'));
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => ({
    href: link.getAttribute('href'),
    nonce: link.nonce,
  }));
/** Listeners a test adds on the window, after the starter's: what React would see, and do. */
const onWindow = (type: string, fn: (event: Event) => void) => tracked(window)(type, fn);
/**
 * root.tsx's effect: the page has hydrated. The starter's observer answers in a microtask (the fields'
 * replay), and presses a held control again in a task after it.
 */
async function hydrate() {
  await markHydrated();
  jest.advanceTimersByTime(0);
}
async function markHydrated() {
  document.documentElement.setAttribute('data-hydrated', '');
  await Promise.resolve();
}
const FORM =
  '<form action="/en/carrito/" method="post"><input name="code" value="SUN"><button name="go" value="pay">Pay</button></form>';

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
    document.documentElement.removeAttribute('data-hydrated');
    for (const remove of removers.splice(0)) remove();
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

  it("adds a page's many modulepreload links a few per task, the first ones with the module script", () => {
    const hrefs = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/chunk-${i}.js`);
    loadPage('', hrefs.join(' '));
    FakePaintObserver.paint('first-contentful-paint');
    jest.advanceTimersToNextTimer(); // the paint's own task
    expect(moduleScripts()).toHaveLength(1);
    expect(preloads().map((link) => link.href)).toEqual(hrefs.slice(0, PRELOADS_PER_TASK));
    jest.advanceTimersToNextTimer();
    expect(preloads().map((link) => link.href)).toEqual(hrefs.slice(0, PRELOADS_PER_TASK * 2));
    jest.advanceTimersToNextTimer();
    expect(preloads()).toEqual(hrefs.map((href) => ({ href, nonce: NONCE })));
    jest.advanceTimersByTime(5000);
    expect(preloads()).toHaveLength(hrefs.length);
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

  it("starts at once on the visitor's first press, without waiting for the paint", () => {
    loadPage();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(moduleScripts()).toHaveLength(1);
    FakePaintObserver.paint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    expect(moduleScripts()).toHaveLength(1);
  });

  it('a press before the held script is parsed starts it at DOMContentLoaded', () => {
    runStarter();
    document.dispatchEvent(new Event('keydown'));
    expect(moduleScripts()).toEqual([]);
    const held = document.createElement('script');
    held.setAttribute('type', HELD_MODULE_TYPE);
    held.textContent = ROUTER_MODULE;
    document.body.append(held);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(moduleScripts()).toHaveLength(1);
  });

  it('holds a submit made before hydration and submits it again once, with its submitter, once hydrated', async () => {
    loadPage(FORM);
    const seen: { prevented: boolean; submitter: string | undefined; hydrated: boolean }[] = [];
    onWindow('submit', (event) => {
      const hydrated = document.documentElement.hasAttribute('data-hydrated');
      seen.push({
        prevented: event.defaultPrevented,
        submitter: (event as SubmitEvent).submitter?.getAttribute('name') ?? undefined,
        hydrated,
      });
      // React Router's form, once hydrated, sends it itself.
      if (hydrated) event.preventDefault();
    });
    document.querySelector('button')?.click();
    expect(seen).toEqual([{ prevented: true, submitter: 'go', hydrated: false }]);
    expect(moduleScripts()).toHaveLength(1); // the press started the scripts
    await hydrate();
    expect(seen).toEqual([
      { prevented: true, submitter: 'go', hydrated: false },
      { prevented: false, submitter: 'go', hydrated: true },
    ]);
    document.documentElement.setAttribute('data-hydrated', 'again');
    await Promise.resolve();
    expect(seen).toHaveLength(2);
  });

  it("holds a click on a button before hydration and clicks it again once hydrated; a link's click is its own", async () => {
    loadPage('<button type="button" aria-haspopup="menu">USD</button><a href="/en/gallery/">Gallery</a>');
    const clicks: { on: string; prevented: boolean; hydrated: boolean }[] = [];
    onWindow('click', (event) => {
      clicks.push({
        on: (event.target as Element).tagName,
        prevented: event.defaultPrevented,
        hydrated: document.documentElement.hasAttribute('data-hydrated'),
      });
      event.preventDefault(); // jsdom does not navigate
    });
    document.querySelector('button')?.click();
    document.querySelector('a')?.click();
    expect(clicks).toEqual([
      { on: 'BUTTON', prevented: true, hydrated: false },
      { on: 'A', prevented: false, hydrated: false },
    ]);
    await hydrate();
    expect(clicks.slice(2)).toEqual([{ on: 'BUTTON', prevented: false, hydrated: true }]);
  });

  it('holds nothing once the page has hydrated', async () => {
    loadPage(`${FORM}<button type="button">Menu</button>`);
    await hydrate();
    const prevented: string[] = [];
    onWindow('submit', (event) => {
      prevented.push(`submit ${event.defaultPrevented}`);
      event.preventDefault();
    });
    onWindow('click', (event) => prevented.push(`click ${event.defaultPrevented}`));
    document.querySelector<HTMLButtonElement>('button[type="button"]')?.click();
    document.querySelector('form')?.requestSubmit();
    expect(prevented).toEqual(['click false', 'submit false']);
  });

  it('leaves alone a press an earlier listener already handled (the early print button)', async () => {
    loadPage('<button type="button" data-print>Print</button>');
    tracked(document)('click', (event) => event.preventDefault());
    let after = 0;
    onWindow('click', () => (after += 1));
    document.querySelector('button')?.click();
    await hydrate();
    expect(after).toBe(1);
  });

  it('tells the page what was typed, picked and ticked before it hydrated, then submits the held form', async () => {
    loadPage(
      '<form action="/en/auth/" method="post"><input name="email" value=""><input name="password" type="password">' +
        '<select name="lang"><option value="es" selected>es</option><option value="en">en</option></select>' +
        '<input name="remember" type="checkbox"><input name="untouched" value="as served">' +
        '<button>Sign in</button></form>' +
        '<div data-island="search"><input name="q"></div>',
    );
    const form = document.querySelector('form');
    const field = (name: string) => {
      const found = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
      if (!found) throw new Error(`no field ${name}`);
      return found;
    };
    // The visitor types, picks and ticks, then presses, all before the page hydrates.
    field('email').value = 'ana@example.com';
    field('password').value = 'a long enough password';
    field('lang').value = 'en';
    field('remember').checked = true;
    field('q').value = 'delfines';
    document.querySelector('button')?.click();
    // What React's listeners would see, on the window: the fields' events, then the submit.
    const seen: string[] = [];
    for (const type of ['input', 'change', 'click'])
      onWindow(type, (event) => {
        const target = event.target as HTMLInputElement;
        if (target.name !== undefined && target.tagName !== 'BUTTON')
          seen.push(`${type} ${target.name}=${target.type === 'checkbox' ? target.checked : target.value}`);
      });
    onWindow('submit', (event) => {
      seen.push(`submit ${new FormData(event.target as HTMLFormElement).get('email') as string}`);
      event.preventDefault();
    });

    await markHydrated();
    expect(seen).toEqual([
      'change lang=en',
      'input email=ana@example.com',
      'input password=a long enough password',
      'click remember=true', // a box is ticked again by a click, as the visitor did: input and change follow
      'input remember=true',
      'change remember=true',
    ]);
    // The values stay as the visitor left them; the island's field is left to the island's own replay.
    expect([field('email').value, field('remember').checked, field('q').value]).toEqual([
      'ana@example.com',
      true,
      'delfines',
    ]);
    jest.advanceTimersByTime(0);
    expect(seen.slice(6)).toEqual(['submit ana@example.com']);
    expect(form?.isConnected).toBe(true);
    // Once only.
    document.documentElement.setAttribute('data-hydrated', 'again');
    await Promise.resolve();
    jest.advanceTimersByTime(0);
    expect(seen).toHaveLength(7);
  });

  it('sends a held submit as plain HTML when the scripts fail to load', () => {
    loadPage(FORM);
    const prevented: boolean[] = [];
    onWindow('submit', (event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault(); // jsdom does not post
    });
    document.querySelector('button')?.click();
    moduleScripts()[0]?.dispatchEvent(new Event('error'));
    expect(prevented).toEqual([true, false]);
  });

  it('writes langRedirect as the language link is followed before hydration', () => {
    document.documentElement.lang = 'es-MX';
    loadPage('<a href="/en/gallery/" hreflang="en">English</a><a href="/es/" hreflang="es">Inicio</a>');
    const followed: boolean[] = [];
    onWindow('click', (event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    });
    document
      .querySelector('a[hreflang="es"]')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(document.cookie).not.toContain('langRedirect');
    document
      .querySelector('a[hreflang="en"]')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(document.cookie).toContain('langRedirect=1');
    expect(followed).toEqual([true, true]);
  });
});
