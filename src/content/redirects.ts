import * as v from "valibot";
import { Href, SitePath } from "./locale";

/** One entry of the redirect table: the path `from` goes to `to`. */
export const RedirectSchema = v.object({
  from: SitePath,
  to: Href,
  status: v.optional(v.picklist([301, 302, 307, 308]), 301),
});
export const RedirectTableSchema = v.array(RedirectSchema);
export type Redirect = v.InferOutput<typeof RedirectSchema>;
