import * as v from "valibot";

/**
 * A private calendar subscription (docs/decisions/018). The URL's token is never stored: KV holds,
 * under its SHA-256, the session it reads through, sealed (session ids are bearer secrets), and
 * expires with that session; the visitor's VisitorSessions object lists it for Min side.
 */
export type CalendarLink = { id: string; hash: string; sessionId: string; createdAt: number; expiresAt: number };

/** What KV keeps for a link, sealed with AES-GCM under SESSION_SECRET. */
export const CalendarTargetSchema = v.object({ visitor: v.string(), sessionId: v.string(), id: v.string() });

/** At most this many live links per visitor: enough for a phone, a laptop and a shared calendar. */
export const MAX_CALENDAR_LINKS = 5;

/** A link's id on Min side: the first 16 hex digits of its hash (no use without the token). */
export const calendarLinkId = (hash: string) => hash.slice(0, 16);
export const CALENDAR_LINK_ID = /^[0-9a-f]{16}$/;
