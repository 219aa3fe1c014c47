import type { RequestHandler } from 'express';

/** How many renders run at once by default: enough to overlap their upstream calls on 2 cores. */
export const RENDERS_IN_FLIGHT_DEFAULT = 6;

/**
 * `SITE_RENDERS_IN_FLIGHT`: the most requests the React Router handler works on at once (default
 * `RENDERS_IN_FLIGHT_DEFAULT`; `0` = no limit).
 */
export function rendersInFlightOf(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env['SITE_RENDERS_IN_FLIGHT']?.trim();
  if (!raw) return RENDERS_IN_FLIGHT_DEFAULT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`SITE_RENDERS_IN_FLIGHT must be a whole number ≥ 0, not ${JSON.stringify(raw)}`);
  return value;
}

/**
 * Lets at most `maxInFlight` requests past it at once; the others wait their turn in arrival order and go
 * on as answers end. A render holds its loader data, React's render state and its whole document until it
 * is answered, so the memory of a busy server follows the renders in flight, not the connections: at 50
 * connections without a limit park-site's RSS peaked at 434 MB (issue 16, docs/benchmarks/park-site.md). On
 * 2 cores more renders at once finish no sooner; a few overlap the waits on park-api. A request whose
 * client left while it waited is dropped without being rendered.
 */
export function renderGate(maxInFlight: number): RequestHandler {
  if (maxInFlight === 0) return (_request, _response, next) => next();
  let inFlight = 0;
  const waiting: { left: boolean; go: () => void }[] = [];
  const release = () => {
    inFlight--;
    for (let turn = waiting.shift(); turn; turn = waiting.shift()) {
      if (turn.left) continue;
      turn.go();
      return;
    }
  };
  return (_request, response, next) => {
    const go = (): void => {
      inFlight++;
      response.once('close', release);
      next();
    };
    if (inFlight < maxInFlight) return go();
    const turn = { left: false, go };
    waiting.push(turn);
    response.once('close', () => {
      turn.left = true;
    });
  };
}
