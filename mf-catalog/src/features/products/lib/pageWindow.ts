/** Pages shown on each side of the current one (member spec §9: "within 2 of the current page"). */
export const PAGE_WINDOW_RADIUS = 2;

/**
 * Page numbers the catalogue pagination shows (member spec §2, §9): every page within 2 of the
 * current one, so at most 5, in ascending order. `current` is clamped into 1…total.
 * @param current current page, 1-based
 * @param total number of pages; 0 or less gives an empty list
 */
export function pageWindow(current: number, total: number): number[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), last);
  const from = Math.max(1, page - PAGE_WINDOW_RADIUS);
  const to = Math.min(last, page + PAGE_WINDOW_RADIUS);
  const pages: number[] = [];
  for (let p = from; p <= to; p += 1) pages.push(p);
  return pages;
}
