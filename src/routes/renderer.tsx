import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { AppEnv } from "../config/app-env";
import type { Chrome } from "../render/Document";
import { Document } from "../render/Document";
import type { HeadMeta } from "../render/head-meta";
import { clientAssets } from "../http/client-assets";
import { Memo } from "../shared/memo";

/** What every page hands `c.render`: its `<head>` and the site chrome for the Document. */
export type DocumentProps = { head: HeadMeta; chrome: Chrome };

declare module "hono" {
  interface ContextRenderer {
    (content: ReactNode, props: DocumentProps): Response | Promise<Response>;
  }
}

const DOCTYPE = "<!DOCTYPE html>";
/** Stands for the body while the Document around it is rendered; never sent. */
const BODY_MARK = "@@kinoweb-body@@";
const encoder = new TextEncoder();

/**
 * Documents rendered before, by the theme and site they were rendered for (the parsed chrome is
 * shared by the requests of an isolate, kv/parsed-entries.ts) and by their head: a page's head
 * changes only with its content, and the shell (the first screen's inline stylesheet)
 * costs as much to render as a short page's body. Cleared when full.
 */
const shells = new Memo<object, [site: object, head: string], Shell>(512);

/**
 * The Document around a body: the text before it (`<!DOCTYPE html><html><head>…</head><body>` and
 * nothing more), also as UTF-8 bytes ready to send, and the text after it (the linked stylesheet and
 * `</body></html>`).
 */
export type Shell = { start: string; startBytes: Uint8Array; end: string };

/**
 * The Document around a body. Nothing after the mark holds its text, so splitting at its last
 * occurrence is safe whatever the head says.
 *
 * @example const { start, end } = documentAround(head, chrome) // start ends with "<body>", end with "</body></html>"
 */
export function documentAround(head: HeadMeta, chrome: Chrome): Shell {
  return shells.get(chrome.theme, [chrome.site, JSON.stringify(head)], () => renderShell(head, chrome));
}

/** Renders the Document around BODY_MARK and splits it there. */
function renderShell(head: HeadMeta, chrome: Chrome): Shell {
  const html = renderToString(
    <Document head={head} chrome={chrome} assets={clientAssets}>
      {BODY_MARK}
    </Document>,
  );
  const at = html.lastIndexOf(BODY_MARK);
  const start = DOCTYPE + html.slice(0, at);
  return { start, startBytes: encoder.encode(start), end: html.slice(at + BODY_MARK.length) };
}

/** Lets the runtime write what is queued (the head) before a long synchronous render holds the thread. */
const yieldToRuntime = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page as a stream of two chunks: the head at once, then the body rendered in one
 * `renderToString` (docs/decisions/009). React's image preloads, which a whole-document render
 * hoists into `<head>`, open the body chunk instead (`<link rel="preload">` is allowed there).
 * A body that fails to render cuts the response off (logged): the head is out with status 200,
 * and a stream that ends in an error is never stored by the edge cache.
 */
function headFirst(shell: Shell, renderBody: () => string): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // A copy: the shell's bytes are shared by every request that sends this head.
      controller.enqueue(shell.startBytes.slice());
    },
    async pull(controller) {
      await yieldToRuntime();
      try {
        controller.enqueue(encoder.encode(renderBody() + shell.end));
        controller.close();
      } catch (error) {
        console.error("render: the body of a page failed to render; the response is cut off", error);
        controller.error(error);
      }
    },
  });
}

/**
 * `c.render(content, { head, chrome })` for every page: the shared Document, `<head>` sent first,
 * the body rendered once with `renderToString` (bench/README.md: about twice the throughput of
 * React's streaming renderer, which without Suspense boundaries renders the whole page before
 * its first byte anyway). The bench compares it with the alternatives (src/bench/bench-renderer.tsx).
 */
export const renderer = createMiddleware<AppEnv>((c, next) => {
  c.setRenderer((content: ReactNode, props?: DocumentProps) => {
    if (!props) throw new Error("render: a page needs its head and chrome");
    return renderDocument(c, content, props.head, props.chrome);
  });
  return next();
});

function renderDocument(c: Context<AppEnv>, content: ReactNode, head: HeadMeta, chrome: Chrome): Response {
  const shell = documentAround(head, chrome);
  c.header("Content-Type", "text/html; charset=utf-8");
  return c.body(headFirst(shell, () => renderToString(content)));
}
