import { Hono } from "hono";
import type { AppEnv } from "../config/app-env";
import { notFound } from "./not-found";
import { answerPage } from "./answer-page";
import { siteNow } from "../config/clock";
import type { PageData } from "../content/page-data";
import { isPublished } from "../content/published";

/**
 * `/article/:article`. Hono percent-decodes the parameter, so a slug such as
 * `film-&-fest` or `<3-buff` matches whether the browser sent it encoded or not. An article dated
 * after the site's clock is answered as not found (content/published.ts).
 */
export const articleRoutes = new Hono<AppEnv>().get("/article/:article", async (c) => {
  const entry = await c.var.store.pageData({ kind: "article", slug: c.req.param("article") });
  return entry && isOut(entry.value, siteNow(c.var.config)) ? answerPage(c, entry) : notFound(c);
});

/** An article dated after the site's clock is not published yet: its page is not found until then. */
function isOut(data: PageData, now: number): boolean {
  return data.document?.kind !== "article" || isPublished(data.document.article, now);
}
