import { DurableObject } from "cloudflare:workers";

type Entry = { id: string; expiresAt: number };

/**
 * The index of one visitor's sessions, in a Durable Object named by the visitor's e-mail: what
 * "Logg ut overalt" needs to find every session of theirs (docs/decisions/018). It holds ids and
 * deadlines only, never a token. Entries past their absolute deadline are dropped as new ones come.
 */
export class VisitorSessions extends DurableObject {
  async add(id: string, expiresAt: number, now: number): Promise<void> {
    const entries = ((await this.ctx.storage.get<Entry[]>("sessions")) ?? []).filter((e) => e.expiresAt > now);
    entries.push({ id, expiresAt });
    await this.ctx.storage.put("sessions", entries);
  }

  async remove(id: string): Promise<void> {
    const entries = (await this.ctx.storage.get<Entry[]>("sessions")) ?? [];
    await this.ctx.storage.put("sessions", entries.filter((e) => e.id !== id));
  }

  /** Forgets every session and answers their ids, for the caller to end each one. */
  async takeAll(): Promise<string[]> {
    const entries = (await this.ctx.storage.get<Entry[]>("sessions")) ?? [];
    await this.ctx.storage.deleteAll();
    return entries.map((e) => e.id);
  }
}
