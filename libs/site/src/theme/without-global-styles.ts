import type { SystemContext } from '@chakra-ui/react';

/**
 * The same system without its global styles (CSS reset, global CSS and the token variables, about
 * 50 KB). A host that serves those once as a cacheable stylesheet renders with this system, so no
 * page carries them inline and no request re-serialises them.
 */
export function withoutGlobalStyles(system: SystemContext): SystemContext {
  return { ...system, _global: [] };
}
