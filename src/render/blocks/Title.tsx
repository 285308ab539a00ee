import * as v from "valibot";
import { defineBlock } from "./define-block";
import { h1OwnerId } from "./page-order";
import { documentTitle } from "./production-facts";

const Props = v.object({ title: v.optional(v.string()), subtitle: v.optional(v.string()) });

/**
 * `title`: the page's one `<h1>` — the props' title, else the document's (film, culture
 * production, article), else the page's own title. A second title block on a page becomes an h2.
 */
export const Title = defineBlock("title", Props, (p, { block, data }) => {
  const Heading = h1OwnerId(data.page.blocks, data.document !== undefined) === block.id ? "h1" : "h2";
  return (
    <div className="block b-title">
      <Heading className="page-title">{p.title || documentTitle(data)}</Heading>
      {p.subtitle && <p className="subtitle">{p.subtitle}</p>}
    </div>
  );
});
