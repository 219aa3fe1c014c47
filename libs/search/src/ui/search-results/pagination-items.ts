/** A page number, or a run of pages left out of the pagination. */
export type PaginationItem = number | 'gap';

/** Pages shown around the current one and at each end. */
const EDGE_RUN = 5;

/**
 * The page links of a pagination: the first and last pages, the current one with its neighbours, and
 * five pages at either end so the bar keeps its width while the visitor steps through. A gap that
 * would hide a single page shows that page instead, since '…' would take the same room.
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const shown = new Set([1, pageCount, current - 1, current, current + 1]);
  if (current < EDGE_RUN) for (let n = 1; n <= EDGE_RUN; n += 1) shown.add(n);
  if (current > pageCount - EDGE_RUN + 1)
    for (let n = pageCount - EDGE_RUN + 1; n <= pageCount; n += 1) shown.add(n);

  const pages = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
