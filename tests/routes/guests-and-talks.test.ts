import { describe, expect, it } from "vitest";
import content from "../../build/content.json";
import { decodeEntities, fetchPage, mainOf } from "../support/fetch-page";

/**
 * A screening's guests and the talk after the film, through the worker at the demo's now
 * (Wednesday 17 September 2025, noon): the rows, the film page, the timetable and the film cards
 * say them; `samtale=ja` filters the programme and the catalogue, and names nothing (404) where
 * no screening has a talk (docs/decisions/048).
 */

type DemoEvent = { id: string; startsAt: string; section: string; talk?: { title?: string; minutes: number }; guests?: { name: string; role: string }[] };
const events = content.events as DemoEvent[];
const withTalk = events.filter((e) => e.talk !== undefined);
const DAY = "2025-09-18";
const onDay = (e: DemoEvent) => new Date(e.startsAt).toLocaleDateString("sv-SE", { timeZone: "Europe/Oslo" }) === DAY;

/** Each screening row of a page: its id, whether it says it has a talk, and the guests line's text. */
function rows(html: string) {
  return mainOf(html)
    .split(/(?=<li class="screening[ "])/)
    .slice(1)
    .map((row) => ({
      id: /data-event-id="([^"]*)"/.exec(row)?.[1] ?? "",
      talk: /data-talk="ja"/.test(row),
      guests: decodeEntities(/<p class="screening-guests">([\s\S]*?)<\/p>/.exec(row)?.[1]?.replace(/<[^>]+>/g, "") ?? ""),
    }));
}

describe("guests and talks in the demo programme", () => {
  it("has guests on about a fifth of the festival's screenings, and a talk on most of those", () => {
    const festival = events.filter((e) => e.section === "festival");
    const guested = festival.filter((e) => (e.guests ?? []).length > 0);
    expect(guested.length / festival.length).toBeGreaterThan(0.17);
    expect(guested.length / festival.length).toBeLessThan(0.23);
    expect(festival.filter((e) => e.talk).length).toBeGreaterThan(guested.length * 0.8);
  });

  it("says on a row who comes, as what, and the talk with its length", async () => {
    const { html } = await fetchPage(`/kinoprogram?dag=${DAY}`);
    const shown = rows(html);
    const expected = withTalk.filter(onDay);
    expect(expected.length).toBeGreaterThan(2);
    for (const e of expected) {
      const row = shown.find((r) => r.id === e.id);
      expect(row?.talk, e.id).toBe(true);
      expect(row?.guests, e.id).toContain(`${e.talk?.title ?? "Samtale etter filmen"}, ${e.talk?.minutes} min`);
      // A row names whom one comes to meet; the talk's moderator is on the film's page.
      for (const g of e.guests ?? []) expect(row?.guests.includes(g.name), `${e.id}: ${g.name}`).toBe(g.role !== "moderator");
    }
    expect(shown.filter((r) => !r.talk).every((r) => !r.guests.startsWith("Samtale"))).toBe(true);
    // The day's timetable marks the same screenings "Samtale".
    const marked = [
      ...html.matchAll(/<li class="screening[^"]*" data-event-id="([^"]+)"[^>]* style="--c:[^"]*">[\s\S]*?(?=<li class="screening|<\/ul><\/div><\/div>)/g),
    ].filter((m) => m[0].includes('<span class="talk-mark">Samtale</span>'));
    expect(marked.map((m) => m[1]).sort()).toEqual(expected.map((e) => e.id).sort());
  });

  it("filters the programme to screenings with a talk, and the form offers it", async () => {
    const { response, html } = await fetchPage(`/kinoprogram?dag=${DAY}&samtale=ja`);
    expect(response.status).toBe(200);
    const shown = rows(html);
    expect(shown.map((r) => r.id).sort()).toEqual(
      withTalk
        .filter(onDay)
        .map((e) => e.id)
        .sort(),
    );
    expect(html).toMatch(/<input type="checkbox" name="samtale" checked="" value="ja"\/>Med samtale etter filmen/);
    expect((await fetchPage("/english-program?samtale=ja")).html).toContain("Talk after the film");
  });

  it("answers 404 for a talk filter where no screening has a talk, and reads another value as none", async () => {
    expect((await fetchPage("/arrangementer?samtale=ja")).response.status).toBe(404);
    expect((await fetchPage("/pa-kino-na?samtale=ja")).response.status).toBe(404);
    const plain = await fetchPage(`/kinoprogram?dag=${DAY}&samtale=nei`);
    expect(plain.response.status).toBe(200);
    expect(rows(plain.html).length).toBeGreaterThan(rows((await fetchPage(`/kinoprogram?dag=${DAY}&samtale=ja`)).html).length);
  });

  it("shows the film page's screenings with their guests", async () => {
    const e = withTalk.find((x) => x.section === "festival" && x.startsAt > "2025-09-18")!;
    const film = events.find((x) => x.id === e.id) as DemoEvent & { production: { parentSlug: string } };
    const { html } = await fetchPage(`/${film.production.parentSlug}`);
    const row = rows(html).find((r) => r.id === e.id);
    expect(row?.guests).toContain(e.talk?.title ?? "Samtale etter filmen");
    for (const g of e.guests ?? []) expect(row?.guests).toContain(g.name);
    expect(row?.guests).toContain(", ordstyrer");
  });

  it("names the next talk on a film's card, and filters the catalogue to films with a talk still to come", async () => {
    const { html } = await fetchPage("/filmer?samtale=ja");
    const cards = [...mainOf(html).matchAll(/<li class="film-card"( hidden="")?[^>]*>([\s\S]*?)<\/li>/g)];
    const shown = cards.filter((c) => !c[1]);
    expect(shown.length).toBeGreaterThan(5);
    expect(shown.length).toBeLessThan(cards.length);
    for (const c of shown) expect(c[2]).toMatch(/<p class="film-talk">[^<]+: /);
    const chip =
      /<input type="checkbox" name="samtale" checked="" value="ja"\/><span data-label="Med samtale etter filmen">Med samtale etter filmen \((\d+)\)<\/span>/.exec(
        html,
      );
    // The choice counts the films it gives: those shown.
    expect(Number(chip?.[1])).toBe(shown.length);
  });
});
