/** One of a visitor's sessions as their VisitorSessions object lists it: its id and absolute deadline, never a token. */
export type SessionEntry = { id: string; expiresAt: number };

/** The list with a new session added; sessions past their deadline are dropped as new ones come. */
export function sessionsWith(entries: readonly SessionEntry[], id: string, expiresAt: number, now: number): SessionEntry[] {
  return [...entries.filter((e) => e.expiresAt > now), { id, expiresAt }];
}

/** The list without the session that ended. */
export function sessionsWithout(entries: readonly SessionEntry[], id: string): SessionEntry[] {
  return entries.filter((e) => e.id !== id);
}
