import { describe, expect, it } from "vitest";
import { LAST_USE_GRANULARITY_MS, SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from "../../src/session/lifetimes";
import { lastUseDue, sessionAlive, sessionDeadline } from "../../src/session/session-deadline";
import { SESSION_COOKIE, newSessionId, parseSessionId } from "../../src/session/session-id";

const NOW = Date.parse("2025-09-17T12:00:00+02:00");
const DAY = 86_400_000;
const AUTH = { marsToken: "mars", venueSession: "venue", userName: "Ragna", email: "ragna@nordkystfilm.no" };
const record = (expiresAt: number, lastUsedAt: number) => ({ auth: AUTH, visitor: "ragna@nordkystfilm.no", expiresAt, lastUsedAt });

describe("how long a session lives (docs/decisions/018)", () => {
  it("lives 30 days from login at most, a week unused, and notes a use at most once a minute", () => {
    expect(SESSION_ABSOLUTE_SECONDS).toBe(2_592_000);
    expect(SESSION_IDLE_SECONDS).toBe(604_800);
    expect(LAST_USE_GRANULARITY_MS).toBe(60_000);
  });

  it("ends a week after its last use, to the millisecond", () => {
    const session = record(NOW + 30 * DAY, NOW);
    expect(sessionDeadline(session)).toBe(NOW + 7 * DAY);
    expect(sessionAlive(session, NOW + 7 * DAY - 1)).toBe(true);
    expect(sessionAlive(session, NOW + 7 * DAY)).toBe(false);
  });

  it("ends at its absolute deadline however recently it was used", () => {
    const session = record(NOW + DAY, NOW);
    expect(sessionDeadline(session)).toBe(NOW + DAY);
    expect(sessionAlive(session, NOW + DAY - 1)).toBe(true);
    expect(sessionAlive(session, NOW + DAY)).toBe(false);
  });

  it("moves its last use only when a minute has passed", () => {
    const session = record(NOW + DAY, NOW);
    expect(lastUseDue(session, NOW + 59_999)).toBe(false);
    expect(lastUseDue(session, NOW + 60_000)).toBe(true);
  });
});

describe("the session cookie's value", () => {
  it("is 64 lowercase hex digits, new every time, under a __Host- name", () => {
    const id = newSessionId();
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(newSessionId()).not.toBe(id);
    expect(parseSessionId(id)).toBe(id);
    expect(SESSION_COOKIE).toBe("__Host-kinoweb-session");
    // A byte below 16 is still two digits: nearly every id has such a byte, so 64 ids show a lost zero.
    const ids = Array.from({ length: 64 }, newSessionId);
    expect(ids.every((i) => i.length === 64)).toBe(true);
  });

  it("is refused in any other spelling: upper case, too short, too long, padded, or missing", () => {
    const id = "0123456789abcdef".repeat(4);
    expect(parseSessionId(id)).toBe(id);
    expect(parseSessionId(id.toUpperCase())).toBeUndefined();
    expect(parseSessionId(id.slice(1))).toBeUndefined();
    expect(parseSessionId(`${id}0`)).toBeUndefined();
    expect(parseSessionId(` ${id}`)).toBeUndefined();
    expect(parseSessionId(undefined)).toBeUndefined();
    expect(parseSessionId("")).toBeUndefined();
  });
});
