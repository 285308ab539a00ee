import type { Context } from "hono";
import * as v from "valibot";
import { kvKeys } from "../../kv/keys";
import { type ShareRecord, ShareTargetSchema } from "../../session/plan-shares";
import { URL_TOKEN, urlTokenHash } from "../../session/url-token";
import type { AccountEnv } from "../account/account-env";

/**
 * A shared link's record, or why there is none: `missing` (never made, mistyped, expired, or
 * revoked over a month ago) or `gone` (revoked: KV says so, or still names it for a minute
 * elsewhere and the visitor's object, the strong answer, no longer holds it). Opening a link only reads: one KV entry and the
 * sharer's object (docs/decisions/046).
 */
export async function openShare(c: Context<AccountEnv>, token: string, now: number): Promise<ShareRecord | "missing" | "gone"> {
  if (!URL_TOKEN.test(token)) return "missing";
  const raw = await c.var.config.PAGES.get(kvKeys.share(await urlTokenHash(token)));
  if (raw === null) return "missing";
  let target: v.InferOutput<typeof ShareTargetSchema>;
  try {
    const parsed = v.safeParse(ShareTargetSchema, JSON.parse(raw));
    if (!parsed.success) return "missing";
    target = parsed.output;
  } catch {
    return "missing";
  }
  if (target.revoked) return "gone";
  const visitors = c.var.config.VISITORS;
  const record = await visitors.get(visitors.idFromString(target.owner)).share(target.id, now);
  return record?.token === token ? record : "gone";
}
