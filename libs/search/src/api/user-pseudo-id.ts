const STORAGE_KEY = 'parks.search.userPseudoId';

/**
 * The anonymous id analytics events carry (SPEC §7 'analytics': userPseudoId): random, kept in this
 * browser only, never tied to an account. Without storage (private mode) it lives for the page.
 */
export function userPseudoId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeLocalStorage(),
): string {
  const stored = storage?.getItem(STORAGE_KEY);
  if (stored) return stored;
  const id = crypto.randomUUID();
  try {
    storage?.setItem(STORAGE_KEY, id);
  } catch {
    // Quota or privacy settings: an id for this page only is still a valid pseudo id.
  }
  return id;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
