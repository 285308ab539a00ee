import { beforeAll, describe, expect, it } from "vitest";
import { exports } from "cloudflare:workers";
import { account, loginDemo, sandbox } from "../support/account";
import type { Movie } from "../../src/shared/account-api";

type Plan = { screenings: { id: string; title: string }[]; clashes: { first: string; second: string }[] };

describe("the watch list as a plan, and as a calendar subscription", () => {
  let cookie: string;
  beforeAll(async () => {
    await sandbox("reset");
    cookie = await loginDemo();
  });

  async function addFilm(edi: string) {
    const film = (await (await account(`/movies/${edi}`)).json()) as Movie;
    expect((await account("/watchlist", { method: "POST", json: { id: film.movieId }, cookie })).status).toBe(201);
  }

  it("lists the screenings of watch-listed films and the one pair that overlaps", async () => {
    const plan = (await (await account("/plan", { cookie })).json()) as Plan;
    expect(plan.screenings.length).toBeGreaterThan(0);
    expect(plan.screenings.every((s) => /Nordlysets datter|Stormvarsel/.test(s.title))).toBe(true);
    // The festival's last night: Nordlysets datter in Sal 1 19:00–20:56, Stormvarsel in Sal 2 from 20:00.
    expect(plan.clashes).toEqual([{ first: "nff25-nordlys-avslutning", second: "nff25-stormvarsel-avslutning" }]);
  });

  it("shows the clash when two watch-listed films are screened at overlapping times", async () => {
    await addFilm("10234");
    await addFilm("10277");
    const plan = (await (await account("/plan", { cookie })).json()) as Plan;
    // Fiskerens sang 14:00–15:18 and Kystlinjer from 15:00 on 20 September (demo programme).
    const pairs = plan.clashes.map((c) => [c.first, c.second].sort().join(" + "));
    expect(pairs).toContain("nff25-fiskeren-3 + nff25-kystlinjer-4");
  });

  it("gives a private webcal URL whose calendar follows the watch list, in Oslo time", async () => {
    const created = await account("/calendar", { method: "POST", cookie });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    expect(url).toMatch(/^webcal:\/\/localhost\/api\/account\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // A calendar app fetches it without the visitor's cookie.
    const fetchCalendar = () => exports.default.fetch(url.replace(/^webcal:/, "http:"));
    const response = await fetchCalendar();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("DTSTART;TZID=Europe/Oslo:20250915");
    expect(ics).toMatch(/SUMMARY:.*Kystlinjer/);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);

    await addFilm("10302");
    expect(await (await fetchCalendar()).text()).toMatch(/SUMMARY:.*Måkeøya/);
  });

  it("answers 404 for a made-up calendar token, and 401 for a plan without a session", async () => {
    expect((await exports.default.fetch(`http://localhost/api/account/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await exports.default.fetch("http://localhost/api/account/calendar/kort.ics")).status).toBe(404);
    expect((await account("/plan")).status).toBe(401);
  });
});
