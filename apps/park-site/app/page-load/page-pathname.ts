/**
 * The pathname of the page a request is for. Client navigations fetch loader data from
 * `<path>_.data` (or `<path>.data`); loaders receive that URL, so it is mapped back to the page's
 * path the same way React Router does before the route table is consulted.
 */
export function pagePathname(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  return pathname.replace(/\.data$/, '');
}
