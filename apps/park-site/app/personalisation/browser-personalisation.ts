import {
  createApiClient,
  createPersonalisationClient,
  createPersonalisationTransport,
  type PersonalisationAdapter,
} from '@parks/site';

const CLIENT_ID_KEY = 'parks.personalisation.clientId';
let adapter: PersonalisationAdapter | undefined;

/**
 * The browser's one personalisation adapter (the local service in park-api), created the first time a
 * page with personalisation enabled asks for it; pages with it off never load this module. What is
 * queued is flushed when the page is hidden, so the last page view is not lost.
 */
export function browserPersonalisation(apiBaseUrl: string): PersonalisationAdapter {
  if (adapter) return adapter;
  const created = createPersonalisationClient({
    transport: createPersonalisationTransport(createApiClient({ baseURL: apiBaseUrl })),
    clientId: visitClientId(),
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void created.flush();
  });
  adapter = created;
  return created;
}

/** A random id for this browser tab's visit; without session storage, one for the page. */
function visitClientId(): string {
  try {
    const stored = sessionStorage.getItem(CLIENT_ID_KEY);
    if (stored) return stored;
    const id = crypto.randomUUID();
    sessionStorage.setItem(CLIENT_ID_KEY, id);
    return id;
  } catch {
    return crypto.randomUUID();
  }
}
