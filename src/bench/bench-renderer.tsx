import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../config/app-env";
import { type DocumentProps, documentAround, renderer } from "../routes/renderer";
import { benchModes } from "./bench-request";
import { streamingRenderer } from "./streaming-renderer";

/**
 * The whole document from one `renderToString`, sent at once: the site's renderer without its head
 * sent first (routes/renderer.tsx), the same shell and body.
 */
const oneString = createMiddleware<AppEnv>((c, next) => {
  c.setRenderer((content: ReactNode, props?: DocumentProps) => {
    if (!props) throw new Error("render: a page needs its head and chrome");
    const shell = documentAround(props.head, props.chrome);
    c.header("Content-Type", "text/html; charset=utf-8");
    return c.body(shell.start + renderToString(content) + shell.end);
  });
  return next();
});

/**
 * The page renderer of the bench's worker: the site's own (routes/renderer.tsx) unless the request
 * asks with `X-Bench: render=…` for one it compares it with (docs/decisions/009).
 */
export const benchRenderer = createMiddleware<AppEnv>((c, next) => {
  const { render } = benchModes(c.req.raw);
  if (render === "stream") return streamingRenderer(c, next);
  if (render === "string") return oneString(c, next);
  return renderer(c, next);
});
