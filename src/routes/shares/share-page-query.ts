import * as v from "valibot";
import { URL_TOKEN } from "../../session/url-token";
import { PLAN_MAX_FILMS } from "../../shared/plan-api";
import { MAX_GROUP_LINKS, SHARE_PATH } from "../../shared/share-api";

/**
 * What `/venner/<token>` reads of its query: `med`, the group's other links' tokens; `ms`, the
 * visitor's own "må se" films; `felles`, make the joint plan; `lenke`, a link pasted to add to the
 * group. Anything else (utm_*, junk) is not read. Each is bounded: a query past the bounds is
 * refused as a whole, and the page shows the shared plan alone.
 */
const QuerySchema = v.object({
  med: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(MAX_GROUP_LINKS * 2))),
  ms: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(120))), v.maxLength(PLAN_MAX_FILMS))),
  felles: v.optional(v.pipe(v.array(v.string()), v.maxLength(2))),
  lenke: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(600))), v.maxLength(1))),
});

export type SharePageQuery = { others: string[]; mustSee: string[]; joint: boolean; pasted: string | undefined; bad: boolean };

/** The query as the page reads it: the other links (their form checked, the page's own left out, at most MAX_GROUP_LINKS in all). */
export function sharePageQuery(token: string, queries: Record<string, string[]>): SharePageQuery {
  const parsed = v.safeParse(QuerySchema, queries);
  if (!parsed.success) return { others: [], mustSee: [], joint: false, pasted: undefined, bad: true };
  const q = parsed.output;
  const others = [...new Set(q.med ?? [])].filter((t) => t !== token && URL_TOKEN.test(t)).slice(0, MAX_GROUP_LINKS - 1);
  return { others, mustSee: [...new Set(q.ms ?? [])], joint: q.felles !== undefined, pasted: q.lenke?.[0], bad: false };
}

/**
 * The token in a pasted link (`https://…/venner/<token>`, or the token alone), or undefined.
 *
 * @example pastedToken(" https://nordkystfilm.no/venner/AbC…xyz ") // "AbC…xyz"
 */
export function pastedToken(text: string): string | undefined {
  const found = /(?:^|\/)([A-Za-z0-9_-]{43})(?:[?#].*)?$/.exec(text.trim());
  return found?.[1];
}

/** The address of a group's page: its first link, then the others, the visitor's "må se" and whether to plan. */
export function groupHref(token: string, others: readonly string[], mustSee: readonly string[] = [], joint = false): string {
  const query = new URLSearchParams();
  for (const t of others) query.append("med", t);
  for (const id of mustSee) query.append("ms", id);
  if (joint) query.append("felles", "1");
  const text = query.toString();
  return `${SHARE_PATH}/${token}${text ? `?${text}` : ""}`;
}
