import { describe, expect, it } from "vitest";
import type { CalendarLink } from "../../src/session/calendar-links";
import { CALENDAR_LINK_ID, MAX_CALENDAR_LINKS, calendarLinkId } from "../../src/session/calendar-links";
import { linksOfSession, linksWith, liveLinks } from "../../src/session/calendar-list";
import { DEVICE_MAX_AGE_SECONDS, MAX_DEVICES_PER_VISITOR } from "../../src/session/device-cookie";
import { devicesAfterLogin, hasLiveDevice, honoursDevice } from "../../src/session/device-list";
import { MAX_REMOVED_FILMS, removedFilmsAfter } from "../../src/session/removed-films";
import { sessionsWith, sessionsWithout } from "../../src/session/session-list";

const NOW = Date.parse("2025-09-17T12:00:00+02:00");
const DAY = 86_400_000;

describe("the sessions a visitor's index lists (what “Logg ut overalt” ends)", () => {
  it("adds a new session and drops those past their deadline, to the millisecond", () => {
    const listed = [
      { id: "ended", expiresAt: NOW },
      { id: "alive", expiresAt: NOW + 1 },
    ];
    expect(sessionsWith(listed, "new", NOW + 30 * DAY, NOW)).toEqual([
      { id: "alive", expiresAt: NOW + 1 },
      { id: "new", expiresAt: NOW + 30 * DAY },
    ]);
    expect(listed).toHaveLength(2);
  });

  it("forgets only the session that ended", () => {
    const listed = [
      { id: "a", expiresAt: NOW + DAY },
      { id: "b", expiresAt: NOW + DAY },
    ];
    expect(sessionsWithout(listed, "a")).toEqual([{ id: "b", expiresAt: NOW + DAY }]);
    expect(sessionsWithout(listed, "c")).toEqual(listed);
  });
});

describe("the device cookies a visitor's index honours (docs/decisions/018)", () => {
  const phone = { id: "phone", expiresAt: NOW + 10 * DAY };
  const laptop = { id: "laptop", expiresAt: NOW + 100 * DAY };
  const old = { id: "old", expiresAt: NOW };

  it("honours a listed cookie until its 180 days end, and no cookie it does not list", () => {
    expect(honoursDevice([phone, old], "phone", NOW)).toBe(true);
    expect(honoursDevice([phone, old], "phone", phone.expiresAt - 1)).toBe(true);
    expect(honoursDevice([phone, old], "phone", phone.expiresAt)).toBe(false);
    expect(honoursDevice([phone, old], "old", NOW)).toBe(false);
    expect(honoursDevice([phone, old], "laptop", NOW)).toBe(false);
    expect(honoursDevice([], "phone", NOW)).toBe(false);
  });

  it("knows whether any cookie is still honoured (a reset asked by a stranger writes nothing otherwise)", () => {
    expect(hasLiveDevice([old], NOW)).toBe(false);
    expect(hasLiveDevice([old, phone], NOW)).toBe(true);
    expect(hasLiveDevice([], NOW)).toBe(false);
  });

  it("after a login keeps the live cookies, replaces the one the browser showed, and adds the new one last", () => {
    const fresh = { id: "fresh", expiresAt: NOW + DEVICE_MAX_AGE_SECONDS * 1000 };
    expect(devicesAfterLogin([old, phone, laptop], fresh, NOW, "phone", false)).toEqual([laptop, fresh]);
    expect(devicesAfterLogin([old, phone, laptop], fresh, NOW, undefined, false)).toEqual([phone, laptop, fresh]);
  });

  it("after a password reset was asked for, the next login ends every cookie given before it", () => {
    const fresh = { id: "fresh", expiresAt: NOW + DAY };
    expect(devicesAfterLogin([phone, laptop], fresh, NOW, undefined, true)).toEqual([fresh]);
  });

  it("keeps only the newest ten", () => {
    const many = Array.from({ length: 12 }, (_, n) => ({ id: `d${n}`, expiresAt: NOW + DAY }));
    const fresh = { id: "fresh", expiresAt: NOW + DAY };
    const kept = devicesAfterLogin(many, fresh, NOW, undefined, false);
    expect(MAX_DEVICES_PER_VISITOR).toBe(10);
    expect(kept.map((d) => d.id)).toEqual(["d3", "d4", "d5", "d6", "d7", "d8", "d9", "d10", "d11", "fresh"]);
  });
});

describe("a visitor's calendar links", () => {
  const link = (id: string, sessionId: string, expiresAt: number): CalendarLink => ({ id, hash: `hash-${id}`, sessionId, createdAt: NOW - DAY, expiresAt });

  it("lists a link until it expires, even when its session has ended", () => {
    const links = [link("a", "s1", NOW), link("b", "s1", NOW + 1)];
    expect(liveLinks(links, NOW)).toEqual([links[1]]);
  });

  it("adds a link below the limit of live links, and refuses one at it; expired links do not count", () => {
    const four = [1, 2, 3, 4].map((n) => link(`l${n}`, "s1", NOW + DAY));
    const expired = link("gone", "s1", NOW - 1);
    const fifth = link("l5", "s1", NOW + DAY);
    expect(MAX_CALENDAR_LINKS).toBe(5);
    expect(linksWith([expired, ...four], fifth, MAX_CALENDAR_LINKS, NOW)).toEqual([...four, fifth]);
    expect(linksWith([...four, fifth], link("l6", "s1", NOW + DAY), MAX_CALENDAR_LINKS, NOW)).toBeUndefined();
  });

  it("when a session ends, its links go (their hashes, for KV) and the others stay", () => {
    const links = [link("a", "s1", NOW + DAY), link("b", "s2", NOW + DAY), link("c", "s1", NOW + DAY)];
    expect(linksOfSession(links, "s1")).toEqual({ kept: [links[1]], ended: ["hash-a", "hash-c"] });
    expect(linksOfSession(links, "s3")).toEqual({ kept: links, ended: [] });
  });

  it("names a link on Min side by the first 16 hex digits of its hash", () => {
    const hash = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
    expect(calendarLinkId(hash)).toBe("0123456789abcdef");
    expect(CALENDAR_LINK_ID.test("0123456789abcdef")).toBe(true);
    expect(CALENDAR_LINK_ID.test("0123456789abcde")).toBe(false);
    expect(CALENDAR_LINK_ID.test("0123456789abcdef0")).toBe(false);
    expect(CALENDAR_LINK_ID.test("0123456789ABCDEF")).toBe(false);
    expect(CALENDAR_LINK_ID.test("x0123456789abcdef")).toBe(false);
  });
});

describe("the films a visitor took off Min liste (docs/decisions/043)", () => {
  it("lists each film once, the latest last, and puts one back when asked", () => {
    expect(removedFilmsAfter([1, 2, 3], 2, true)).toEqual([1, 3, 2]);
    expect(removedFilmsAfter([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(removedFilmsAfter([1, 3], 2, false)).toEqual([1, 3]);
  });

  it("keeps the newest 200", () => {
    const full = Array.from({ length: MAX_REMOVED_FILMS }, (_, n) => n);
    const after = removedFilmsAfter(full, 999, true);
    expect(MAX_REMOVED_FILMS).toBe(200);
    expect(after).toHaveLength(200);
    expect(after[0]).toBe(1);
    expect(after.at(-1)).toBe(999);
  });
});
