import { Hono } from "hono";
import type { AppEnv } from "../config/app-env";
import { notFound } from "./not-found";
import { answerPage } from "./answer-page";

/**
 * `/article/:article` (spec section 2). Hono percent-decodes the parameter, so a slug such as
 * `film-&-fest` or `<3-buff` matches whether the browser sent it encoded or not.
 */
export const articleRoutes = new Hono<AppEnv>().get("/article/:article", async (c) => {
  const entry = await c.var.store.pageData({ kind: "article", slug: c.req.param("article") });
  return entry ? answerPage(c, entry) : notFound(c);
});
