/** The query parameter that names the page of a long list: `/nyheter?side=3`. */
export const PAGE_PARAM = "side";

export type Paging = { page: number; pageCount: number; start: number; end: number };

/**
 * Which slice of a list the visitor asked for. A missing, malformed or too large page number is
 * not an error a visitor should see: it falls back to the nearest real page.
 *
 * @example paging(126, 24, "3") // { page: 3, pageCount: 6, start: 48, end: 72 }
 */
export function paging(total: number, pageSize: number, requested: string | undefined): Paging {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const asked = /^\d{1,6}$/.test(requested ?? "") ? Number(requested) : 1;
  const page = Math.min(Math.max(asked, 1), pageCount);
  const start = (page - 1) * pageSize;
  return { page, pageCount, start, end: Math.min(start + pageSize, total) };
}

/** The link to a page of the list; page 1 is the list's own path, so it has one URL. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?${PAGE_PARAM}=${page}`;
}
