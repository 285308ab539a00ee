import * as v from "valibot";
import { defineBlock } from "./define-block";
import { documentProduction } from "./production-facts";

const Props = v.object({ html: v.optional(v.string()) });

/**
 * `content`: rich text. The props' HTML, or on a film or culture page the production's first body.
 * The HTML was sanitized when it entered the system (DESIGN.md "Rendering"), never here.
 */
export const Content = defineBlock("content", Props, (p, { data }) => {
  const html = p.html ?? documentProduction(data)?.contents[0]?.body;
  if (!html) return null;
  return <div className="block b-content prose" dangerouslySetInnerHTML={{ __html: html }} />;
});
