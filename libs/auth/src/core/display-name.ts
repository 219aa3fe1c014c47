/** The name fields of the user info (SPEC §3 'User info'); either may be missing. */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
}

const words = (text: string | null | undefined): string[] => (text ?? '').trim().split(/\s+/).filter(Boolean);

/**
 * SPEC §3: the display name of a social user is firstName plus the first word of lastName
 * ('Ana Sofía' + 'Pérez Gómez' → 'Ana Sofía Pérez'). Whitespace is tidied; an empty result means
 * the caller should fall back to the identity's own name.
 */
export function socialDisplayName({ firstName, lastName }: PersonName): string {
  return [...words(firstName), ...words(lastName).slice(0, 1)].join(' ');
}

/** Up to two letters for the avatar: the first of the first and of the last word ('Ana Sofía Pérez' → 'AP'). */
export function initialsOf(name: string): string {
  const all = words(name);
  const picked = all.length > 1 ? [all[0], all[all.length - 1]] : all;
  // Array.from keeps letters outside the basic plane whole.
  return picked
    .map((word) => Array.from(word as string)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
