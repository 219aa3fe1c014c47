/**
 * SPEC §7: every parks-API request carries HostNamePath = base64 of the page host plus pathname.
 * UTF-8 safe (a path may hold non-ASCII characters once decoded).
 */
export function hostNamePath(host: string, pathname: string): string {
  const bytes = new TextEncoder().encode(`${host}${pathname}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
