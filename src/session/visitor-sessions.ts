import { DurableObject } from "cloudflare:workers";
import type { CalendarLink } from "./calendar-links";
import { MAX_DEVICES_PER_VISITOR } from "./device-cookie";
import type { ShareRecord } from "./plan-shares";

type Entry = { id: string; expiresAt: number };
/** A device cookie the server still honours: its id and when its 180 days end. */
export type DeviceEntry = { id: string; expiresAt: number };

/** The visitor's saved festival plan ("Lag planen min"): the chosen screenings the calendar link carries. */
export type SavedPlanRecord = { eventIds: string[]; savedAt: number };

/** Films taken off Min liste that one visitor keeps at most: far more than the venue's list of ten shows. */
const MAX_REMOVED_FILMS = 200;

/**
 * The index of one visitor's sessions, in a Durable Object named by the visitor's e-mail: what
 * "Logg ut overalt" needs to find every session of theirs (docs/decisions/018). It holds ids and
 * deadlines only, never a token, and the visitor's calendar links (their hashes, never the URL
 * token), their device cookies (ids, so a cookie can be ended before its 180 days), their
 * saved festival plan (event ids, so the feed can carry it) and the films they took off Min liste
 * (venue MovieIds: the venue has no call to remove one, docs/decisions/043) and the links they
 * shared their plan or list by (docs/decisions/046). Entries past their
 * absolute deadline are dropped as new ones come.
 */
export class VisitorSessions extends DurableObject {
  async add(id: string, expiresAt: number, now: number): Promise<void> {
    const entries = ((await this.ctx.storage.get<Entry[]>("sessions")) ?? []).filter((e) => e.expiresAt > now);
    entries.push({ id, expiresAt });
    await this.ctx.storage.put("sessions", entries);
  }

  /** Forgets a session that ended and its calendar links; answers their hashes (for KV). */
  async remove(id: string): Promise<string[]> {
    const entries = (await this.ctx.storage.get<Entry[]>("sessions")) ?? [];
    await this.ctx.storage.put(
      "sessions",
      entries.filter((e) => e.id !== id),
    );
    const links = (await this.ctx.storage.get<CalendarLink[]>("calendars")) ?? [];
    await this.ctx.storage.put(
      "calendars",
      links.filter((l) => l.sessionId !== id),
    );
    return links.filter((l) => l.sessionId === id).map((l) => l.hash);
  }

  /**
   * Forgets every session, calendar link and device cookie ("Logg ut overalt"); answers the
   * sessions and links for the caller to end each one. The saved plan and the films taken off
   * the list stay: they are the visitor's, not a session's, and the next login finds them.
   */
  async takeAll(): Promise<{ sessions: string[]; calendars: string[] }> {
    const entries = (await this.ctx.storage.get<Entry[]>("sessions")) ?? [];
    const calendars = (await this.ctx.storage.get<CalendarLink[]>("calendars")) ?? [];
    await this.ctx.storage.delete(["sessions", "calendars", "devices", "resetAskedAt"]);
    return { sessions: entries.map((e) => e.id), calendars: calendars.map((l) => l.hash) };
  }

  /** Whether the device cookie with this id is still honoured. */
  async hasDevice(id: string, now: number): Promise<boolean> {
    return ((await this.ctx.storage.get<DeviceEntry[]>("devices")) ?? []).some((d) => d.id === id && d.expiresAt > now);
  }

  /**
   * Lists a device cookie given at a successful login, in place of the one the browser showed
   * (`replacing`), keeping the newest few. The first login after a password reset was asked for
   * ends every device cookie given before it: the visitor has proved the password, new or old.
   */
  async addDevice(device: DeviceEntry, now: number, replacing?: string): Promise<void> {
    const resetAsked = (await this.ctx.storage.get<number>("resetAskedAt")) !== undefined;
    const kept = resetAsked ? [] : ((await this.ctx.storage.get<DeviceEntry[]>("devices")) ?? []).filter((d) => d.expiresAt > now && d.id !== replacing);
    await this.ctx.storage.put("devices", [...kept, device].slice(-MAX_DEVICES_PER_VISITOR));
    if (resetAsked) await this.ctx.storage.delete("resetAskedAt");
  }

  /**
   * A password reset was asked for this e-mail: the device cookies given so far end at the next
   * successful login. Not at once: anyone may ask for a reset, and ending the visitor's cookies
   * on a stranger's request would let a storm lock them out. Nothing is written for an e-mail
   * with no device cookie (an unknown or a new one), so asking costs no storage.
   */
  async passwordResetAsked(now: number): Promise<void> {
    const devices = (await this.ctx.storage.get<DeviceEntry[]>("devices")) ?? [];
    if (devices.some((d) => d.expiresAt > now)) await this.ctx.storage.put("resetAskedAt", now);
  }

  /** The live calendar links; a link whose session has ended is still listed until it expires. */
  async calendars(now: number): Promise<CalendarLink[]> {
    return ((await this.ctx.storage.get<CalendarLink[]>("calendars")) ?? []).filter((l) => l.expiresAt > now);
  }

  /** Adds a link unless the visitor already has `max` live ones. */
  async addCalendar(link: CalendarLink, max: number, now: number): Promise<boolean> {
    const live = await this.calendars(now);
    if (live.length >= max) return false;
    await this.ctx.storage.put("calendars", [...live, link]);
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
    const others = (await this.removedFilms()).filter((id) => id !== movieId);
    await this.ctx.storage.put("removedFilms", removed ? [...others, movieId].slice(-MAX_REMOVED_FILMS) : others);
  }

  /** The visitor's live shared links, oldest first. */
  async shares(now: number): Promise<ShareRecord[]> {
    return ((await this.ctx.storage.get<ShareRecord[]>("shares")) ?? []).filter((s) => s.expiresAt > now);
  }

  /** One live shared link by its id: the strong answer to whether it was revoked (KV may lag). */
  async share(id: string, now: number): Promise<ShareRecord | undefined> {
    return (await this.shares(now)).find((s) => s.id === id);
  }

  /** Adds a link unless the visitor already has `max` live ones. */
  async addShare(record: ShareRecord, max: number, now: number): Promise<boolean> {
    const live = await this.shares(now);
    if (live.length >= max) return false;
    await this.ctx.storage.put("shares", [...live, record]);
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
