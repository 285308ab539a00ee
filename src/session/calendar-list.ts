import type { CalendarLink } from "./calendar-links";

/**
 * A visitor's calendar links (docs/decisions/018), as pure rules over the list the visitor's
 * VisitorSessions object stores.
 */

/** The links that have not expired; a link whose session has ended is still listed until it does. Shared plan links (plan-shares.ts) too. */
export function liveLinks<L extends { expiresAt: number }>(links: readonly L[], now: number): L[] {
  return links.filter((l) => l.expiresAt > now);
}

/** The live links with `link` added, or undefined when the visitor already has `max` live ones. */
export function linksWith<L extends { expiresAt: number }>(links: readonly L[], link: L, max: number, now: number): L[] | undefined {
  const live = liveLinks(links, now);
  return live.length >= max ? undefined : [...live, link];
}

/** The links split by whether they read through the session `sessionId`: what stays, and the hashes that go. */
export function linksOfSession(links: readonly CalendarLink[], sessionId: string): { kept: CalendarLink[]; ended: string[] } {
  return { kept: links.filter((l) => l.sessionId !== sessionId), ended: links.filter((l) => l.sessionId === sessionId).map((l) => l.hash) };
}
