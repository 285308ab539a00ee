import type { PageContext } from "../config/app-env";
import { renderPage } from "./render-page";
import { NOT_FOUND_PATH } from "../shared/site-paths";
import { refusalsNb } from "../i18n/refusals-nb";

/**
 * Unknown paths show the 404 page of the content, with status 404 (docs/decisions/004). When the
 * content has no 404 page, a plain text answer still says what happened.
 */
export async function notFound(c: PageContext): Promise<Response> {
  const entry = await c.var.store.pageData({ kind: "page", path: NOT_FOUND_PATH });
  if (!entry) return c.text(refusalsNb.pageNotFound, 404);
  return renderPage(c, entry, 404);
}
