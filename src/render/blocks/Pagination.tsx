import { Icon } from "../Icon";
import { type Paging, pageHref } from "./paging";
import type { Dictionary } from "../../i18n/dictionary";

type Props = { paging: Paging; path: string; t: Dictionary };

/**
 * Numbered pages with previous and next, as plain links: works without JavaScript, and every page
 * of the list is a URL to share. The current page is marked for screen readers with aria-current.
 */
export function Pagination({ paging, path, t }: Props) {
  if (paging.pageCount <= 1) return null;
  const pages = Array.from({ length: paging.pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={t.pages}>
      {paging.page > 1 && (
        <a className="pagination-step" href={pageHref(path, paging.page - 1)} rel="prev">
          <Icon name="arrow-left" />
          {t.previous}
        </a>
      )}
      <ol>
        {pages.map((n) => (
          <li key={n}>
            <a href={pageHref(path, n)} aria-label={t.pageNumber(n)} aria-current={n === paging.page ? "page" : undefined}>
              {n}
            </a>
          </li>
        ))}
      </ol>
      {paging.page < paging.pageCount && (
        <a className="pagination-step" href={pageHref(path, paging.page + 1)} rel="next">
          {t.next}
          <Icon name="arrow-right" />
        </a>
      )}
    </nav>
  );
}
