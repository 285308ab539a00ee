import * as v from "valibot";
import { PLAN_MAX_FILMS } from "./plan-api";

/**
 * "Planlegg med venner" (docs/decisions/046): the shapes of `/api/account/shares`, shared by the
 * route (src/routes/account/share-routes.ts), which validates bodies and answers these, and Min
 * side (src/client/), which parses what it receives. The friend's page is `/venner/<token>`.
 */

/** The path of a shared plan's page; the token follows. */
export const SHARE_PATH = "/venner";
/** The name shown to friends: a first name or a nickname. */
export const SHARE_NAME_MAX = 40;
/** A group plans together from at most this many friends' links (besides the visitor's own list). */
export const MAX_GROUP_LINKS = 6;

const Id = v.pipe(v.string(), v.nonEmpty(), v.maxLength(120));
const Ids = v.pipe(v.array(Id), v.maxLength(PLAN_MAX_FILMS));

/** A name of letters, digits, spaces and punctuation: no control or invisible characters. */
export const ShareNameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty("Skriv navnet vennene dine skal se."),
  v.maxLength(SHARE_NAME_MAX, `Navnet kan ha høyst ${SHARE_NAME_MAX} tegn.`),
  v.regex(/^[^\p{C}<>]+$/u, "Navnet kan ikke ha slike tegn."),
);

/** `POST /api/account/shares`: share the watch list, or the plan on screen (its screenings). */
export const ShareBodySchema = v.variant("kind", [
  v.strictObject({ kind: v.literal("list"), name: ShareNameSchema, mustSee: v.optional(Ids) }),
  v.strictObject({ kind: v.literal("plan"), name: ShareNameSchema, eventIds: v.pipe(Ids, v.minLength(1)), mustSee: v.optional(Ids) }),
]);
export type ShareBody = v.InferOutput<typeof ShareBodySchema>;

export const ShareEntrySchema = v.object({
  id: v.string(),
  url: v.string(),
  name: v.string(),
  kind: v.picklist(["plan", "list"]),
  films: v.number(),
  createdAt: v.number(),
});
export type ShareEntry = v.InferOutput<typeof ShareEntrySchema>;
export const ShareListSchema = v.object({ shares: v.array(ShareEntrySchema) });
