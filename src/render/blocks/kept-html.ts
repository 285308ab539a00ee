/**
 * Rendered HTML made ready to be kept (film-card-html.ts, screening-html.ts, day-grid.ts
 * keep theirs with Memo): the same text as one flat string. renderToString builds its result by
 * concatenation, which V8 keeps as a tree of pieces; every page that joined a kept row walked that
 * tree again to copy it (the profile put a festival day's `join` of 46 rows at a sixth of its
 * CPU). Converting a string to a number makes V8 flatten it in place, once, so later copies are
 * one memcpy.
 *
 * @example rows.get(event, inputs, () => keptHtml(renderToString(row)))
 */
export function keptHtml(html: string): string {
  Number(html);
  return html;
}
