import * as v from "valibot";
import { defineBlock } from "./define-block";
import { documentProduction } from "./production-facts";

const Props = v.object({ html: v.optional(v.string()), audience: v.optional(v.picklist(["guests"])) });

/**
 * `content`: rich text. The props' HTML, or on a film or culture page the production's first body. The
 * HTML was sanitized when it entered the system
 * (docs/decisions/002-sanitize-cms-html-where-it-enters.md), never here.
 *
 * `audience: "guests"` is text for visitors who are not logged in (Min side's "how to log in"):
 * the page is cached for everyone, so it is rendered for all and hidden in the browser while a
 * profile is stored (`data-stored-profile`, set by the page script; 50-account.css).
 */
export const Content = defineBlock("content", Props, (p, { data }) => {
  const html = p.html ?? documentProduction(data)?.contents[0]?.body;
  if (!html) return null;
  return <div className="block b-content prose" data-audience={p.audience} dangerouslySetInnerHTML={{ __html: html }} />;
});
