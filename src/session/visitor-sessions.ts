import { DurableObject } from "cloudflare:workers";
import type { CalendarLink } from "./calendar-links";
import { linksOfSession, linksWith, liveLinks } from "./calendar-list";
import { type DeviceEntry, devicesAfterLogin, hasLiveDevice, honoursDevice } from "./device-list";
import type { ShareRecord } from "./plan-shares";
import { removedFilmsAfter } from "./removed-films";
import { type SessionEntry, sessionsWith, sessionsWithout } from "./session-list";

/** The visitor's saved festival plan ("Lag planen min"): the chosen screenings the calendar link carries. */
export type SavedPlanRecord = { eventIds: string[]; savedAt: number };

/**
 * The index of one visitor's sessions, in a Durable Object named by the visitor's e-mail: what
 * "Logg ut overalt" needs to find every session of theirs (docs/decisions/018). It holds ids and
 * deadlines only, never a token, and the visitor's calendar links (their hashes, never the URL
 * token), their device cookies (ids, so a cookie can be ended before its 180 days), their
 * saved festival plan (event ids, so the feed can carry it) and the films they took off Min liste
 * (venue MovieIds: the venue has no call to remove one, docs/decisions/043) and the links they
 * shared their plan or list by (docs/decisions/046). Entries past their absolute deadline are
 * dropped as new ones come. The rules of each list are pure functions (session-list.ts,
 * calendar-list.ts, device-list.ts, removed-films.ts); this is their storage.
 */
export class VisitorSessions extends DurableObject {
  async add(id: string, expiresAt: number, now: number): Promise<void> {
    await this.ctx.storage.put("sessions", sessionsWith((await this.ctx.storage.get<SessionEntry[]>("sessions")) ?? [], id, expiresAt, now));
  }

  /** Forgets a session that ended and its calendar links; answers their hashes (for KV). */
  async remove(id: string): Promise<string[]> {
    await this.ctx.storage.put("sessions", sessionsWithout((await this.ctx.storage.get<SessionEntry[]>("sessions")) ?? [], id));
    const { kept, ended } = linksOfSession((await this.ctx.storage.get<CalendarLink[]>("calendars")) ?? [], id);
    await this.ctx.storage.put("calendars", kept);
    return ended;
  }

  /**
   * Forgets every session, calendar link and device cookie ("Logg ut overalt"); answers the
   * sessions and links for the caller to end each one. The saved plan and the films taken off
   * the list stay: they are the visitor's, not a session's, and the next login finds them.
   */
  async takeAll(): Promise<{ sessions: string[]; calendars: string[] }> {
    const entries = (await this.ctx.storage.get<SessionEntry[]>("sessions")) ?? [];
    const calendars = (await this.ctx.storage.get<CalendarLink[]>("calendars")) ?? [];
    await this.ctx.storage.delete(["sessions", "calendars", "devices", "resetAskedAt"]);
    return { sessions: entries.map((e) => e.id), calendars: calendars.map((l) => l.hash) };
  }

  /** Whether the device cookie with this id is still honoured. */
  async hasDevice(id: string, now: number): Promise<boolean> {
    return honoursDevice((await this.ctx.storage.get<DeviceEntry[]>("devices")) ?? [], id, now);
  }

  /**
   * Lists a device cookie given at a successful login, in place of the one the browser showed
   * (`replacing`), keeping the newest few. The first login after a password reset was asked for
   * ends every device cookie given before it: the visitor has proved the password, new or old.
   */
  async addDevice(device: DeviceEntry, now: number, replacing?: string): Promise<void> {
    const resetAsked = (await this.ctx.storage.get<number>("resetAskedAt")) !== undefined;
    const devices = (await this.ctx.storage.get<DeviceEntry[]>("devices")) ?? [];
    await this.ctx.storage.put("devices", devicesAfterLogin(devices, device, now, replacing, resetAsked));
    if (resetAsked) await this.ctx.storage.delete("resetAskedAt");
  }

  /**
   * A password reset was asked for this e-mail: the device cookies given so far end at the next
   * successful login. Not at once: anyone may ask for a reset, and ending the visitor's cookies
   * on a stranger's request would let a storm lock them out. Nothing is written for an e-mail
   * with no device cookie (an unknown or a new one), so asking costs no storage.
   */
  async passwordResetAsked(now: number): Promise<void> {
    if (hasLiveDevice((await this.ctx.storage.get<DeviceEntry[]>("devices")) ?? [], now)) await this.ctx.storage.put("resetAskedAt", now);
  }

  /** The live calendar links; a link whose session has ended is still listed until it expires. */
  async calendars(now: number): Promise<CalendarLink[]> {
    return liveLinks((await this.ctx.storage.get<CalendarLink[]>("calendars")) ?? [], now);
  }

  /** Adds a link unless the visitor already has `max` live ones. */
  async addCalendar(link: CalendarLink, max: number, now: number): Promise<boolean> {
    const links = linksWith((await this.ctx.storage.get<CalendarLink[]>("calendars")) ?? [], link, max, now);
    if (!links) return false;
    await this.ctx.storage.put("calendars", links);
    return true;
  }

  async hasCalendar(id: string): Promise<boolean> {
    return ((await this.ctx.storage.get<CalendarLink[]>("calendars")) ?? []).some((l) => l.id === id);
  }

  /** Removes a link; answers it (for its KV entry to go too), or undefined when there is none. */
  async removeCalendar(id: string): Promise<CalendarLink | undefined> {
    const links = (await this.ctx.storage.get<CalendarLink[]>("calendars")) ?? [];
    const link = links.find((l) => l.id === id);
    if (link)
      await this.ctx.storage.put(
        "calendars",
        links.filter((l) => l !== link),
      );
    return link;
  }

  async plan(): Promise<SavedPlanRecord | null> {
    return (await this.ctx.storage.get<SavedPlanRecord>("plan")) ?? null;
  }

  /** Replaces the saved plan; the route has checked and bounded the ids. */
  async savePlan(plan: SavedPlanRecord): Promise<void> {
    await this.ctx.storage.put("plan", plan);
  }

  async deletePlan(): Promise<void> {
    await this.ctx.storage.delete("plan");
  }

  /** The venue MovieIds the visitor took off Min liste, oldest first. */
  async removedFilms(): Promise<number[]> {
    return (await this.ctx.storage.get<number[]>("removedFilms")) ?? [];
  }

  /** Takes a film off the list as the site shows it (`removed`), or puts it back; the newest MAX_REMOVED_FILMS are kept. */
  async markRemoved(movieId: number, removed: boolean): Promise<void> {
    await this.ctx.storage.put("removedFilms", removedFilmsAfter(await this.removedFilms(), movieId, removed));
  }

  /** The visitor's live shared links, oldest first. */
  async shares(now: number): Promise<ShareRecord[]> {
    return liveLinks((await this.ctx.storage.get<ShareRecord[]>("shares")) ?? [], now);
  }

  /** One live shared link by its id: the strong answer to whether it was revoked (KV may lag). */
  async share(id: string, now: number): Promise<ShareRecord | undefined> {
    return (await this.shares(now)).find((s) => s.id === id);
  }

  /** Adds a link unless the visitor already has `max` live ones. */
  async addShare(record: ShareRecord, max: number, now: number): Promise<boolean> {
    const shares = linksWith((await this.ctx.storage.get<ShareRecord[]>("shares")) ?? [], record, max, now);
    if (!shares) return false;
    await this.ctx.storage.put("shares", shares);
    return true;
  }

  /** Revokes a link; answers it (for its KV entry to go too), or undefined when there is none. */
  async removeShare(id: string, now: number): Promise<ShareRecord | undefined> {
    const live = await this.shares(now);
    const found = live.find((s) => s.id === id);
    if (found)
      await this.ctx.storage.put(
        "shares",
        live.filter((s) => s !== found),
      );
    return found;
  }
}
