import { reactRenderer } from "@hono/react-renderer";
import type { Chrome } from "../render/Document";
import { Document } from "../render/Document";
import type { HeadMeta } from "../render/head-meta";
import { clientAssets } from "../http/client-assets";

declare module "@hono/react-renderer" {
  interface Props {
    head: HeadMeta;
    chrome: Chrome;
  }
}

/**
 * The site's first renderer, React streaming SSR (`renderToReadableStream`) through
 * @hono/react-renderer. Kept only so `npm run bench -- --alternatives` can measure it against the
 * renderer in use (docs/decisions/009): only the bench's worker (bench-worker.ts) contains it.
 */
export const streamingRenderer = reactRenderer(
  ({ children, head, chrome }) => (
    <Document head={head} chrome={chrome} assets={clientAssets}>
      {children}
    </Document>
  ),
  {
    stream: { "Content-Type": "text/html; charset=utf-8" },
    readableStreamOptions: {
      onError(error) {
        console.error("render: error while streaming a page", error);
      },
    },
  },
);
