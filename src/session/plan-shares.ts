import * as v from "valibot";

/**
 * A plan or watch list shared with friends (docs/decisions/046): what the visitor's
 * VisitorSessions object keeps of each link. The link's token is kept here, in the visitor's own
 * object, so Min side can show the link and its QR code again; KV keeps only its SHA-256 and which
 * object to ask. What is shared is a copy made when the link was: production and event ids, never
 * an e-mail, a name from the venue or a ticket.
 */
export type ShareRecord = {
  /** The first 16 hex digits of the token's hash: how Min side names the link to revoke it. */
  id: string;
  token: string;
  hash: string;
  /** The name the visitor chose to be shown as. */
  name: string;
  kind: ShareKind;
  /** Production ids of the films shared (the list, or the plan's films). */
  films: string[];
  /** Of those, the films marked "må se". */
  mustSee: string[];
  /** A shared plan's screenings (empty for a watch list). */
  eventIds: string[];
  createdAt: number;
  expiresAt: number;
};

export const SHARE_KINDS = ["plan", "list"] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** At most this many live links per visitor: one per friend group, with room. */
export const MAX_SHARES = 10;
/** A shared link lives a year: past one festival, not forever. */
export const SHARE_LIFETIME_MS = 365 * 86_400_000;

export const shareId = (hash: string) => hash.slice(0, 16);
export const SHARE_ID = /^[0-9a-f]{16}$/;

/** A revoked link's KV entry says so this long, so a friend reads "trukket tilbake" rather than "not found". */
export const REVOKED_NOTICE_SECONDS = 30 * 86_400;

/**
 * What KV keeps under the token's hash: which visitor's object holds the link and its id there,
 * or, for REVOKED_NOTICE_SECONDS after the visitor revoked it, `revoked`.
 */
export const ShareTargetSchema = v.object({
  owner: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  id: v.pipe(v.string(), v.regex(SHARE_ID)),
  revoked: v.optional(v.literal(true)),
});
