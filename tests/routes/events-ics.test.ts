import { describe, expect, it } from "vitest";
import { fetchPage } from "../support/fetch-page";

/** The logical lines of an iCalendar text: folded lines joined again (RFC 5545 §3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "").split("\r\n");

describe("GET /api/events/:id.ics", () => {
  it("is a calendar file for that screening, which calendars open as one event in Oslo time", async () => {
    const { response, html: ics } = await fetchPage("/api/events/buff25-makeoya-skole.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="buff25-makeoya-skole.ics"; filename*=UTF-8''${encodeURIComponent("Måkeøya 2025-10-10 10.00.ics")}`,
    );
    const lines = unfold(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines).toContain("BEGIN:VTIMEZONE");
    expect(lines).toContain("TZID:Europe/Oslo");
    expect(lines).toContain("DTSTART;TZID=Europe/Oslo:20251010T100000");
    // 74 minutes later.
    expect(lines).toContain("DTEND;TZID=Europe/Oslo:20251010T111400");
    expect(lines).toContain("SUMMARY:Måkeøya");
    expect(lines).toContain("LOCATION:Havvik kino\\, Sal 1");
    expect(lines).toContain("URL:https://www.nordkystfilm.no/makeoya-DXM10302");
    expect(lines).toContain(
      "DESCRIPTION:Skolevisning for 1.–4. trinn. Gratis for skoler i Havvik\\; åpne plasser 90 kr.\\nBilletter: https://billett.havvikkino.no/event/buff25-makeoya-skole",
    );
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("ends every line with CRLF and folds lines longer than 75 octets", async () => {
    const { html: ics } = await fetchPage("/api/events/buff25-makeoya-skole.ics");
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const physical = ics.split("\r\n");
    const encoder = new TextEncoder();
    for (const line of physical) expect(encoder.encode(line).length, line).toBeLessThanOrEqual(75);
    expect(physical.some((line) => line.startsWith(" "))).toBe(true);
  });

  it("answers 404 for an id no screening has", async () => {
    const { response, html } = await fetchPage("/api/events/finnes-ikke.ics");
    expect(response.status).toBe(404);
    expect(JSON.parse(html)).toEqual({ error: { code: "not_found", message: "Fant ikke arrangementet." } });
  });

  it("answers 400 for an id with odd characters", async () => {
    const { response, html } = await fetchPage(`/api/events/${encodeURIComponent("nff25 <b>")}.ics`);
    expect(response.status).toBe(400);
    const body = JSON.parse(html) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("bad_id");
    expect(body.error.message).toMatch(/Ugyldig arrangement-id/);
  });

  it("answers 404 JSON for other paths under /api/events", async () => {
    const { response, html } = await fetchPage("/api/events/buff25-makeoya-skole");
    expect(response.status).toBe(404);
    expect(JSON.parse(html)).toMatchObject({ error: { code: "not_found" } });
  });
});
