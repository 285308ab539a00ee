import type { ContentBundle } from "./bundle";
import type { Block } from "./page";
import { sanitizeHtml } from "./sanitize";

/** Block props that hold CMS HTML. */
const HTML_PROPS = ["html"] as const;

async function sanitizeBlock(block: Block): Promise<Block> {
  const props = { ...block.props };
  for (const key of HTML_PROPS) {
    const value = props[key];
    if (typeof value === "string") props[key] = await sanitizeHtml(value);
  }
  return { ...block, props };
}

/**
 * Every HTML field of a bundle, sanitized: article bodies, production texts, block HTML and
 * footer HTML items. Runs once per content version where content enters (the content source).
 */
export async function sanitizeBundle(bundle: ContentBundle): Promise<ContentBundle> {
  return {
    ...bundle,
    theme: {
      ...bundle.theme,
      footerColumns: await Promise.all(
        bundle.theme.footerColumns.map(async (column) => ({
          ...column,
          items: await Promise.all(column.items.map(async (item) => (item.type === "html" ? { ...item, value: await sanitizeHtml(item.value) } : item))),
        })),
      ),
    },
    pages: await Promise.all(bundle.pages.map(async (page) => ({ ...page, blocks: await Promise.all(page.blocks.map(sanitizeBlock)) }))),
    articles: await Promise.all(bundle.articles.map(async (a) => ({ ...a, content: await sanitizeHtml(a.content) }))),
    productions: await Promise.all(
      bundle.productions.map(async (p) => ({
        ...p,
        contents: await Promise.all(p.contents.map(async (c) => ({ summary: c.summary, body: await sanitizeHtml(c.body) }))),
      })),
    ),
  };
}
