import {
  lazy,
  memo,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { IslandHtmlContext } from './island-html';

let pageHydrated = false;

/** Called once the first page has hydrated: an island rendered later (a navigation) loads at once. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/** How far below the viewport an island starts loading, so it is ready when it scrolls in. */
const NEAR_VIEWPORT = '200px';
/** What a visitor does on the island that wakes it before it comes into view. */
const WAKE_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/**
 * What a visitor does anywhere on the page that wakes every island: a navigation or revalidation it
 * starts renders in a transition, and React holds a transition that reaches a boundary still waiting to
 * hydrate until that boundary hydrates (a currency change on the cart page never showed otherwise).
 */
const PAGE_WAKE_EVENTS = ['pointerdown', 'keydown', 'submit'] as const;

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function newGate(): Gate {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/**
 * Opens the gate when the element comes near the viewport (with `visible`; at once where there is no
 * IntersectionObserver) or the visitor presses or types anywhere on the page; gives what stops it.
 */
function wakeOnSight(element: HTMLElement, gate: Gate, visible: boolean): () => void {
  const open = () => gate.open();
  const observer =
    visible && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
          rootMargin: NEAR_VIEWPORT,
        })
      : undefined;
  // The wrapper has no box of its own (display: contents): its children are what comes into view.
  for (const child of element.children) observer?.observe(child);
  if (visible && !observer) open();
  for (const type of PAGE_WAKE_EVENTS)
    document.addEventListener(type, open, { capture: true, passive: true });
  void gate.promise.then(() => observer?.disconnect());
  return () => {
    observer?.disconnect();
    for (const type of PAGE_WAKE_EVENTS) document.removeEventListener(type, open, { capture: true });
  };
}

/**
 * A widget whose code loads when it is needed (issue 16 steps 2 and 3). The server renders it whole, so
 * its HTML is in the page and nothing shifts; in the browser its Suspense boundary stays server HTML,
 * hydrating with the rest of the page deferred, until it comes near the viewport or the visitor points
 * at, focuses or touches it (or, with `whenVisible: false`, only the latter). Only then is its chunk (say Formik and Yup) fetched and the boundary
 * hydrated. A form submitted in between is held and submitted again once hydrated, so the widget's own
 * checks run, and a button pressed in between is pressed again (a menu or a drawer opens); with no scripts at all the form posts as plain HTML. Takes no props: a parent's
 * re-render must never reach a boundary still waiting to hydrate (React would drop its HTML).
 */
export interface IslandOptions {
  /** Wakes the island as soon as the page has hydrated, wherever it is (read in the browser only). */
  wakeAtOnce?: () => boolean;
  /**
   * Wakes it when it comes near the viewport. Off for a part that is in view from the first paint (the
   * header's menus, the bottom navigation): its code would load with every page; it waits for the
   * visitor instead.
   * @default true
   */
  whenVisible?: boolean;
  /**
   * The widget is made of Chakra components: Chakra's provider, with the page's system and Emotion, loads
   * with its code and wraps it (the page's root has none, issue 16 step 2).
   * @default false
   */
  chakra?: boolean;
}

/** The widget, inside Chakra's scope when it needs one; its code and the scope's load together. */
async function loadWidget(load: () => Promise<ComponentType>, chakra: boolean): Promise<ComponentType> {
  if (!chakra) return load();
  const [Widget, { default: ChakraScope }] = await Promise.all([load(), import('../theme/chakra-scope')]);
  return function InChakraScope() {
    return (
      <ChakraScope>
        <Widget />
      </ChakraScope>
    );
  };
}

export function island(
  load: () => Promise<ComponentType>,
  name: string,
  { wakeAtOnce, whenVisible = true, chakra = false }: IslandOptions = {},
): ComponentType {
  function Island() {
    const wrapper = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const heldSubmit = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
    const heldClick = useRef<HTMLElement | null>(null);
    const replayFields = useRef<((root: HTMLElement) => void) | null>(null);
    const [{ gate, Widget }] = useState(() => {
      const waiting = typeof document !== 'undefined' && !pageHydrated ? newGate() : null;
      return {
        gate: waiting,
        Widget: lazy(async () => {
          if (waiting) await waiting.promise;
          // What replays the fields typed into before it hydrated comes with the widget's code: the
          // boundary hydrates (and `onHydrated` runs) only once both are here.
          const [widget, replay] = await Promise.all([loadWidget(load, chakra), import('./replay-fields')]);
          replayFields.current = replay.replayFieldsChanged;
          return { default: widget };
        }),
      };
    });

    useEffect(() => {
      const element = wrapper.current;
      if (!gate || !element) return;
      const open = () => gate.open();
      // Listened for on the window, ahead of React: React stops a pointerover or focusin on a boundary
      // still waiting to hydrate (it queues them to replay), so the island's own element never sees them.
      const openFromInside = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) open();
      };
      const holdSubmit = (event: SubmitEvent) => {
        if (hydrated.current || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        heldSubmit.current = { form: event.target, submitter: event.submitter };
        open();
      };
      // A press on one of its buttons (a menu's, a drawer's) before it hydrated would be lost: React stops
      // a click on a boundary still waiting for its code. Held here, on the window (before React's own
      // listener), and pressed again once hydrated; links and submits keep their own default.
      const holdClick = (event: MouseEvent) => {
        if (hydrated.current || !(event.target instanceof Element)) return;
        const control = event.target.closest<HTMLElement>('button:not([type="submit"]), [role="button"]');
        if (!control || !element.contains(control)) return;
        event.preventDefault();
        heldClick.current = control;
        open();
      };
      const stopWaking = wakeOnSight(element, gate, whenVisible);
      if (wakeAtOnce?.()) open();
      for (const type of WAKE_EVENTS)
        window.addEventListener(type, openFromInside, { capture: true, passive: true });
      element.addEventListener('submit', holdSubmit, true);
      window.addEventListener('click', holdClick, true);
      return () => {
        stopWaking();
        for (const type of WAKE_EVENTS) window.removeEventListener(type, openFromInside, { capture: true });
        element.removeEventListener('submit', holdSubmit, true);
        window.removeEventListener('click', holdClick, true);
      };
    }, [gate]);

    const onHydrated = useCallback(() => {
      hydrated.current = true;
      if (wrapper.current) replayFields.current?.(wrapper.current);
      const held = heldSubmit.current;
      heldSubmit.current = null;
      const click = heldClick.current;
      heldClick.current = null;
      if (!held && !click) return;
      // Pressed again in a task of their own: the fields' replay above only scheduled the widget's state
      // updates, and a submit handled now would read the state it hydrated with (an empty coupon code:
      // 'Enter a coupon code' instead of the coupon's answer).
      setTimeout(() => {
        if (held?.form.isConnected) held.form.requestSubmit(held.submitter);
        if (click?.isConnected) click.click();
      }, 0);
    }, []);

    const content = (marker: ReactNode) => (
      <div ref={wrapper} data-island={name} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Widget />
          {marker}
        </Suspense>
      </div>
    );
    // On the server, the island-HTML cache (island-html.server.tsx) renders it: the HTML rendered before
    // for the same input, or this content live. Null in the browser.
    const server = useContext(IslandHtmlContext);
    if (server) return <server.Island name={name} render={content} />;
    return content(<Hydrated onHydrated={onHydrated} />);
  }
  Island.displayName = `Island(${name})`;
  return memo(Island);
}

/** Tells the island its boundary has hydrated (its effects run once the boundary commits). */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Renders the read-only part once its gate is open; on the server, and with no gate, at once. */
function Gated<P extends object>({
  gate,
  Part,
  props,
}: {
  gate: Gate | null;
  Part: ComponentType<P>;
  props: P;
}) {
  if (gate) use(gate.promise);
  return <Part {...props} />;
}

/** Two sets of a read-only part's props that render the same: its props are plain data. */
const sameData = (a: object, b: object) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * A read-only part (no handlers, no state: a sensory profile table) whose server HTML does not hydrate
 * with the page: in the browser its Suspense boundary stays server HTML until it comes near the viewport,
 * or the visitor presses or types anywhere (a navigation or revalidation that reaches it renders in a
 * transition, which React would hold until the boundary hydrates). Its code comes with the page, so the
 * page's hydration and its commit leave out every fiber of the part; each part hydrates in a small task of
 * its own as it scrolls in (the attraction list's 12 profile tables were 1,863 of its 2,503 fibers).
 * Props are compared by value (loader data revalidated to the same values is no update), so a boundary
 * still waiting to hydrate is never re-rendered by its parent.
 */
export function readOnlyPart<P extends object>(Part: ComponentType<P>, name: string): ComponentType<P> {
  function ReadOnlyPart(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const [gate] = useState(() => (typeof document !== 'undefined' && !pageHydrated ? newGate() : null));
    useEffect(() => {
      const element = wrapper.current;
      if (!gate || !element) return;
      return wakeOnSight(element, gate, true);
    }, [gate]);
    return (
      <div ref={wrapper} data-read-only={name} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Gated gate={gate} Part={Part} props={props} />
        </Suspense>
      </div>
    );
  }
  ReadOnlyPart.displayName = `ReadOnly(${name})`;
  return memo(ReadOnlyPart, sameData);
}
