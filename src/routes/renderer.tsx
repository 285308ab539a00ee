import { reactRenderer } from "@hono/react-renderer";
import type { Chrome } from "../render/Document";
import { Document } from "../render/Document";
import type { HeadMeta } from "../render/head-meta";
import { clientAssets } from "./client-assets";

declare module "@hono/react-renderer" {
  interface Props {
    head: HeadMeta;
    chrome: Chrome;
  }
}

/**
 * React streaming SSR (`renderToReadableStream`) with the shared Document around every page.
 * The stream option sets only Content-Type: workerd frames the body itself.
 */
export const renderer = reactRenderer(
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
