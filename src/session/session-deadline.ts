import type { VenueAuth } from "../venue/venue-auth";
import { LAST_USE_GRANULARITY_MS, SESSION_IDLE_SECONDS } from "./lifetimes";

/** What one session keeps: the venue tokens, whose session it is, and its two deadlines' inputs. */
export type SessionRecord = { auth: VenueAuth; visitor: string; expiresAt: number; lastUsedAt: number };

/** When the session ends unless used: the earlier of its absolute deadline and a week after its last use (docs/decisions/018). */
export function sessionDeadline(record: SessionRecord): number {
  return Math.min(record.expiresAt, record.lastUsedAt + SESSION_IDLE_SECONDS * 1000);
}

/** Whether the session is still alive at `now`. */
export function sessionAlive(record: SessionRecord, now: number): boolean {
  return now < sessionDeadline(record);
}

/** Whether a use at `now` moves the session's last use: at most once a minute, so a busy page does not write on every call. */
export function lastUseDue(record: SessionRecord, now: number): boolean {
  return now - record.lastUsedAt >= LAST_USE_GRANULARITY_MS;
}
