import { describe, expect, it } from "vitest";
import type { FestivalEvent } from "../../src/content/event";
import { fetchPage } from "../support/fetch-page";
import { type ParsedEvent, parseCalendar } from "../support/ical";
import { publishChanged, withEvent } from "../support/publish-changed";

const MOVING = "nff25-fiskeren-3";

/** Publishes the demo content with one screening changed, as `content:publish` would store it. */
async function publishWith(id: string, change: Partial<FestivalEvent>): Promise<void> {
  await publishChanged(withEvent(id, change));
}

/** The one event of a screening's calendar file, read by ical.js. */
async function download(id: string): Promise<ParsedEvent> {
  const { response, html } = await fetchPage(`/api/events/${id}.ics`);
  expect(response.status).toBe(200);
  const calendar = parseCalendar(html);
  expect(calendar.events).toHaveLength(1);
  return calendar.events[0]!;
}

describe("a screening's calendar file, read by ical.js", () => {
  it("names the screening <id>@<the site's host> and says it takes place", async () => {
    // The request comes to localhost: the UID's domain is the configured host all the same.
    const event = await download("buff25-makeoya-skole");
    expect(event.uid).toBe("buff25-makeoya-skole@www.nordkystfilm.no");
    expect(event.status).toBe("CONFIRMED");
    expect(event.sequence).toBe(0);
    expect(event.start).toBe("2025-10-10T08:00:00.000Z");
  });

  it("keeps a cancelled screening, as CANCELLED and named so in its title", async () => {
    const event = await download("nff25-fiskeren-4");
    expect(event.uid).toBe("nff25-fiskeren-4@www.nordkystfilm.no");
    expect(event.status).toBe("CANCELLED");
    expect(event.summary).toBe("Avlyst: Fiskerens sang");
    // Cancelled before any feed served it: still a revision of the screening announced, never SEQUENCE:0.
    expect(event.sequence).toBeGreaterThan(0);
  });

  it("is a one-off download: no refresh hint", async () => {
    const { html } = await fetchPage("/api/events/buff25-makeoya-skole.ics");
    expect(parseCalendar(html).refreshInterval).toBeUndefined();
    expect(html).not.toContain("X-PUBLISHED-TTL");
  });

  it("gives a moved screening a greater SEQUENCE each time it moves, and the same one while it stays", async () => {
    const before = await download(MOVING);
    expect(before.start).toBe("2025-09-20T12:00:00.000Z");

    await publishWith(MOVING, { startsAt: "2025-09-20T16:00:00+02:00" });
    const moved = await download(MOVING);
    expect(moved.start).toBe("2025-09-20T14:00:00.000Z");
    expect(moved.sequence).toBe(before.sequence + 1);
    expect((await download(MOVING)).sequence, "fetched again, unchanged").toBe(moved.sequence);

    // Back to where it was: still a change for a calendar that has the 16:00 copy.
    await publishWith(MOVING, {});
    const back = await download(MOVING);
    expect(back.start).toBe(before.start);
    expect(back.sequence).toBe(before.sequence + 2);
    expect(back.uid).toBe(before.uid);
  });

  it("gives a screening cancelled after it was served a greater SEQUENCE and STATUS:CANCELLED", async () => {
    const before = await download("buff25-nordlys-2");
    await publishWith("buff25-nordlys-2", { cancelled: true });
    const after = await download("buff25-nordlys-2");
    expect(after.status).toBe("CANCELLED");
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it("does not count a changed note as a move", async () => {
    const before = await download("kino25-makeoya-1102");
    await publishWith("kino25-makeoya-1102", { notes: "Ny tekst om visningen." });
    expect((await download("kino25-makeoya-1102")).sequence).toBe(before.sequence);
  });
});
