const MOBILE_PATTERN = /Mobi|Android|iPhone|iPad|iPod|IEMobile|Opera Mini|BlackBerry/i;

/**
 * SPEC §1 'Layouts': the layout is chosen from the user-agent. iPadOS 13 Safari reports itself as
 * desktop macOS 10_15 with browser Version/13, so that combination also counts as mobile.
 */
export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  if (MOBILE_PATTERN.test(userAgent)) return true;
  return /Mac OS X 10_15/.test(userAgent) && /Version\/13[.\s]/.test(userAgent);
}
