import { DurableObject } from "cloudflare:workers";
import type { VenueAuth } from "../venue/venue-auth";
import { type SessionRecord, lastUseDue, sessionAlive, sessionDeadline } from "./session-deadline";

/**
 * One visitor session, in a Durable Object named by the session id (the cookie's value). Strongly
 * consistent: once `end` has run, the next request with that cookie anywhere finds nothing
 * (docs/decisions/018). The caller passes `now`, so tests can move the clock. An alarm at the
 * earlier deadline removes the storage of a session nobody ends. The rules are session-deadline.ts;
 * this is their storage.
 */
export class SessionStore extends DurableObject {
  async start(record: SessionRecord): Promise<void> {
    await this.ctx.storage.put("session", record);
    await this.scheduleCleanup(record);
  }

  /** The session's venue auth when it is alive at `now` (and its last use moved), else undefined. */
  async open(now: number): Promise<SessionRecord | undefined> {
    const record = await this.ctx.storage.get<SessionRecord>("session");
    if (!record) return undefined;
    if (!sessionAlive(record, now)) {
      await this.end();
      return undefined;
    }
    if (lastUseDue(record, now)) {
      record.lastUsedAt = now;
      await this.ctx.storage.put("session", record);
      await this.scheduleCleanup(record);
    }
    return record;
  }

  /** Keeps the venue's renewed session cookie (after SwitchTokensDx); the deadlines stay. */
  async renew(auth: VenueAuth): Promise<void> {
    const record = await this.ctx.storage.get<SessionRecord>("session");
    if (record) await this.ctx.storage.put("session", { ...record, auth });
  }

  async end(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
  }

  /** The cleanup is not a use: a session still alive only gets its alarm moved. */
  override async alarm(): Promise<void> {
    const record = await this.ctx.storage.get<SessionRecord>("session");
    if (!record || !sessionAlive(record, Date.now())) await this.end();
    else await this.scheduleCleanup(record);
  }

  private async scheduleCleanup(record: SessionRecord): Promise<void> {
    await this.ctx.storage.setAlarm(sessionDeadline(record));
  }
}
