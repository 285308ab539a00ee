import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, test } from "vitest";
import type { FestivalEvent } from "../../src/content/event";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { placedRow } from "../../src/render/blocks/day-grid";
import { layoutTimetable } from "../../src/render/blocks/timetable-layout";
import { resetWarnings } from "../../src/render/blocks/warn-once";
import { block, ctx, data, film, page, screening } from "./fixtures";

/**
 * The programme by day, as a visitor without JavaScript gets it at the demo's now (Wednesday
 * 17 September 2025, noon): the day tabs with their counts, each row's picture and facts, and the
 * chosen day's timetable with its places and clashes.
 */

const events = [
  screening("tirs", "2025-09-16T18:00:00+02:00"),
  screening("ons", "2025-09-17T18:00:00+02:00", { ageLimit: "6", price: 110 }),
  screening("tors-1", "2025-09-18T12:00:00+02:00", { ageLimit: "A", section: "buff", accessibility: ["captioned"] }),
  // 13:00–14:38 in Sal 2 overlaps 12:00–13:38 in Sal 1: a clash.
  screening("tors-2", "2025-09-18T13:00:00+02:00", { sal: "Sal 2", section: "cinema", soldOut: true }),
  screening("tors-3", "2025-09-18T20:00:00+02:00", { ageLimit: "15" }),
  screening("okt", "2025-10-02T19:00:00+02:00", { section: "cinema" }),
];

const programmePage = (list: FestivalEvent[] = events) =>
  data(page([block("programme", "p", 1, { data: ["filmer"] })]), { sources: { filmer: { model: "production", items: [film], events: list } } });

const render = (query: Record<string, string> = {}, d = programmePage()) => {
  const queries = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]]));
  return renderToString(<PageBlocks data={d} ctx={ctx({ query, queries })} />);
};

type Tab = { day: string; href: string; text: string; current: boolean };

/** The day tabs in order: day ("all" for "Fra nå", "earlier"/"later" for the strip's ends), href (unescaped), visible text, state. */
function tabs(html: string): Tab[] {
  const nav = /<nav class="day-tabs" aria-label="Velg dag">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<li[^>]*><a class="(day-tab[^"]*)" href="([^"]*)"([^>]*)>([\s\S]*?)<\/a><\/li>/g)].map((m) => {
    const text = (m[4] ?? "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    const step = (m[1] ?? "").includes("day-tab-step") ? (text.startsWith("‹") ? "earlier" : "later") : undefined;
    return {
      day: step ?? /data-day="([^"]+)"/.exec(m[3] ?? "")?.[1] ?? "all",
      href: (m[2] ?? "").replaceAll("&amp;", "&"),
      text,
      current: (m[3] ?? "").includes('aria-current="page"'),
    };
  });
}

/** The `<li>` of one screening in the list, up to the next. */
function row(html: string, id: string): string {
  const start = html.indexOf(`data-event-id="${id}"`);
  const end = html.indexOf('<li class="screening', start);
  return html.slice(start, end === -1 ? undefined : end);
}

/** A chosen day's timetable as the stylesheet lays it out: each column's place and the ids of the rows placed in it (`--c`), in time order. */
function timetable(html: string): { place: string; ids: string[] }[] {
  const places = [...(/<ol class="day-places" aria-hidden="true">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? "").matchAll(/<li title="([^"]+)">/g)].map(
    (m) => m[1] ?? "",
  );
  const placed = [...html.matchAll(/<li class="screening[^"]*" data-event-id="([^"]+)"[^>]* style="--c:(\d+);[^"]*">/g)];
  return places.map((place, i) => ({ place, ids: placed.filter((m) => Number(m[2]) === i + 1).map((m) => m[1] ?? "") }));
}

/** A placed row's `<li>`: its style (the placement) and its whole HTML. */
function placed(html: string, id: string): { style: string; html: string } {
  const m = new RegExp(`<li class="screening[^"]*" data-event-id="${id}"[^>]* style="([^"]*)">[\\s\\S]*?</li>(?=<li class="screening|</ul></div></div>)`).exec(
    html,
  );
  return { style: m?.[1] ?? "", html: m?.[0] ?? "" };
}

afterEach(() => resetWarnings());

describe("the day tabs", () => {
  test("name today and tomorrow and count each day's screenings, two weeks from today, with the way to the days around", () => {
    const list = tabs(render());
    expect(list.map((t) => [t.day, t.text])).toEqual([
      ["all", "Fra nå 5 visninger"],
      ["earlier", "‹ Tidligere dager"],
      ["2025-09-17", "I dag 17. sep. 1 visning"],
      ["2025-09-18", "I morgen 18. sep. 3 visninger"],
      ["later", "Senere dager ›"],
    ]);
    expect(list.find((t) => t.day === "earlier")?.href).toBe("/testside?dag=2025-09-16");
    expect(list.find((t) => t.day === "later")?.href).toBe("/testside?dag=2025-10-02");
    expect(list.filter((t) => t.current).map((t) => t.day)).toEqual(["all"]);
  });

  test("show the two weeks of a chosen day, also one already over, and mark it as the page's", () => {
    const past = tabs(render({ dag: "2025-09-16" }));
    expect(past.map((t) => t.day)).toEqual(["all", "2025-09-16", "later"]);
    expect(past.filter((t) => t.current).map((t) => t.day)).toEqual(["2025-09-16"]);
    expect(past.find((t) => t.day === "later")?.href).toBe("/testside?dag=2025-09-17");
    const october = tabs(render({ dag: "2025-10-02" }));
    expect(october.map((t) => t.day)).toEqual(["all", "earlier", "2025-10-02"]);
    expect(october.find((t) => t.day === "earlier")?.href).toBe("/testside?dag=2025-09-18");
  });

  test("count by the other filters in use", () => {
    const list = tabs(render({ alder: "9" }));
    expect(list.filter((t) => !["earlier", "later"].includes(t.day)).map((t) => t.text.replace(/^.* (\d+ visnings?e?r?)$/, "$1"))).toEqual([
      "2 visninger",
      "1 visning",
      "1 visning",
    ]);
  });

  test("link to their day keeping every other parameter, and 'Fra nå' drops only the day", () => {
    const query = { dag: "2025-09-18", sted: "Sal 2", seksjon: "kino", alder: "12", voksen: "ja", tilrettelegging: "tekstet" };
    const list = tabs(render(query));
    const keep = "sted=Sal+2&seksjon=kino&alder=12&voksen=ja&tilrettelegging=tekstet";
    expect(list.find((t) => t.day === "2025-09-17")?.href).toBe(`/testside?dag=2025-09-17&${keep}`);
    expect(list.find((t) => t.day === "later")?.href).toBe(`/testside?dag=2025-10-02&${keep}`);
    expect(list.find((t) => t.day === "all")?.href).toBe(`/testside?${keep}`);
  });

  test("never number more than two weeks of days, however long the season", () => {
    const season = Array.from({ length: 120 }, (_, i) => screening(`d${i}`, new Date(Date.parse("2025-09-17T18:00:00+02:00") + i * 86_400_000).toISOString()));
    const list = tabs(render({}, programmePage(season)));
    expect(list.filter((t) => /^\d/.test(t.day))).toHaveLength(14);
    expect(list.at(-1)?.href).toBe("/testside?dag=2025-10-01");
  });
});

describe("the rows", () => {
  test("carry the film's still, time, place, age limit, length, price, marks and the ticket button", () => {
    const html = render();
    const ons = row(html, "ons");
    expect(ons).toMatch(/<img src="https:\/\/img.example.no\/nordlys.jpg" alt="" width="160" height="90" loading="lazy"[^>]* class="screening-picture"/);
    expect(ons).toContain(">18:00</time>");
    expect(ons.replace(/<a href="\/steder#havvik-kino"[^>]*>(.*?)<\/a>/g, "$1")).toContain("Havvik kino, Sal 1 · 6\u00a0år · 98\u00a0min · 110\u00a0kr");
    expect(ons).toContain("Kjøp billett");
    expect(row(html, "tors-1")).toContain('<li class="mark mark-captioned">Tekstet</li>');
    expect(row(html, "tors-2")).toContain('<span class="sold-out">Utsolgt</span>');
  });
});

describe("the chosen day's timetable", () => {
  test("is the chosen day's rows, each once, laid out on a grid; other views are plain lists", () => {
    const all = render();
    expect(all).not.toContain('class="day-frame"');
    expect(all).not.toContain('style="--c:');
    const html = render({ dag: "2025-09-18" });
    // The grid's size: two places, 12:00 to 22:00 in five-minute rows.
    expect(html).toContain('<div class="day-frame" style="--cols:2;--rows:120">');
    expect(html).toContain('<fieldset class="day-view"><legend>Vis som</legend>');
    expect(html).toMatch(/<input type="radio" class="as-table" name="day-view-p" checked="" value="tabell"\/>Tidstabell/);
    for (const id of ["tors-1", "tors-2", "tors-3"]) expect(html.split(`data-event-id="${id}"`)).toHaveLength(2);
    expect(html).toContain('<ol class="day-hours" aria-hidden="true"><li>12:00</li><li>13:00</li>');
  });

  test("has one column per place with that day's screenings, each at its time and as long as it lasts, linking to the film", () => {
    const html = render({ dag: "2025-09-18" });
    expect(timetable(html)).toEqual([
      { place: "Sal 1", ids: ["tors-1", "tors-3"] },
      { place: "Sal 2", ids: ["tors-2"] },
    ]);
    // 20:00 is 96 five-minute rows after 12:00; 98 minutes span 20 rows.
    const tors3 = placed(html, "tors-3");
    expect(tors3.style).toBe("--c:1;--r:97;--s:20");
    expect(tors3.html).toContain('<time class="screening-time" dateTime="2025-09-18T20:00:00+02:00">20:00<span class="screening-end">–21:38</span></time>');
    expect(tors3.html).toContain('<p class="screening-title"><a href="/nordlys-og-natt-DXM1001">Nordlys og natt</a></p>');
  });

  test("on the whole day marks no clashes: the columns show what runs at once, and at a festival's size nearly everything does", () => {
    const html = render({ dag: "2025-09-18" });
    expect(html).not.toContain("clash-mark");
    expect(html).not.toContain("Overlapper");
  });

  test("narrowed to what a visitor could go to, marks clashes on both screenings, naming the other, and sold-out rows say so", () => {
    // A 17-year-old may see all three: Thursday's first two overlap.
    const html = render({ dag: "2025-09-18", alder: "17" });
    const mark = (other: string) =>
      `<span class="clash-mark" aria-hidden="true" title="Overlapper med ${other}">Overlapper</span><span class="sr-only">. Overlapper med ${other}</span></li>`;
    expect(placed(html, "tors-1").html).toContain(mark("Nordlys og natt"));
    expect(placed(html, "tors-2").html).toContain(mark("Nordlys og natt"));
    expect(placed(html, "tors-3").html).not.toContain("clash-mark");
    expect(placed(html, "tors-2").html).toContain('<span class="sold-out">Utsolgt</span>');
  });

  test("draws only the screenings the filter keeps, and marks a clash only between those", () => {
    // BUFF only: tors-2 (the cinema's) is not in the page at all, and tors-1 overlaps nothing shown.
    const html = render({ dag: "2025-09-18", seksjon: "buff" });
    expect(timetable(html)).toEqual([{ place: "Sal 1", ids: ["tors-1"] }]);
    expect(html).not.toContain('data-event-id="tors-2"');
    expect(html).not.toContain("clash-mark");
    expect(timetable(render({ dag: "2025-09-18", alder: "9" }))).toEqual([{ place: "Sal 1", ids: ["tors-1"] }]);
  });

  test("has a column per venue and sal where the programme has several venues", () => {
    const list = [
      screening("kino-1", "2025-09-18T18:00:00+02:00", { venue: "Havvik kino", sal: "Sal 1" }),
      screening("kino-2", "2025-09-18T18:30:00+02:00", { venue: "Havvik kino", sal: "Sal 2" }),
      screening("hus", "2025-09-18T19:00:00+02:00", { venue: "Samisk hus", sal: "Storstua" }),
      screening("neste-dag", "2025-09-19T19:00:00+02:00", { venue: "Samisk hus", sal: "Storstua" }),
    ];
    expect(timetable(render({ dag: "2025-09-18" }, programmePage(list)))).toEqual([
      { place: "Havvik kino · Sal 1", ids: ["kino-1"] },
      { place: "Havvik kino · Sal 2", ids: ["kino-2"] },
      { place: "Samisk hus · Storstua", ids: ["hus"] },
    ]);
    // Named venue over room, so a narrow column still says both.
    expect(render({ dag: "2025-09-18" }, programmePage(list))).toContain(
      '<li title="Havvik kino · Sal 1"><span class="day-venue">Havvik kino</span> <span class="day-room">Sal 1</span></li>',
    );
  });
});

describe("the timetable layout", () => {
  test("puts screenings overlapping in one place side by side, and spans the day's hours", () => {
    const list = [
      screening("a", "2025-09-17T18:00:00+02:00", { durationMinutes: 240, venue: "Samisk hus", sal: "Storstua" }),
      screening("b", "2025-09-17T18:00:00+02:00", { durationMinutes: 210, venue: "Samisk hus", sal: "Storstua" }),
      screening("c", "2025-09-17T22:30:00+02:00", { durationMinutes: 60, venue: "Samisk hus", sal: "Storstua" }),
    ];
    const t = layoutTimetable(list, ["Samisk hus"], (e) => e.venue);
    expect([t.firstHour, t.hours]).toEqual([18, 6]);
    expect(t.columns[0]?.slots.map((s) => [s.event.id, s.top, s.length, s.lane, s.lanes])).toEqual([
      ["a", 0, 240, 0, 2],
      ["b", 0, 210, 1, 2],
      ["c", 270, 60, 0, 1],
    ]);
  });
});

describe("a kept row placed on the day's grid", () => {
  const placement = { style: "--c:2;--r:7;--s:10", end: "11:37", clash: '<span class="clash-mark">Overlapper</span>' };
  test("gets its place as its start tag's last attribute, its end after its start and its clash mark at its end", () => {
    const row = '<li class="screening" data-event-id="a" title="1 &gt; 0"><time class="screening-time">10:00</time><p>Film</p></li>';
    expect(placedRow(row, placement)).toBe(
      '<li class="screening" data-event-id="a" title="1 &gt; 0" style="--c:2;--r:7;--s:10"><time class="screening-time">10:00<span class="screening-end">–11:37</span></time><p>Film</p><span class="clash-mark">Overlapper</span></li>',
    );
  });

  test("is left as it is without a placement or without the parts it is placed by", () => {
    const row = '<li class="screening"><time>10:00</time></li>';
    expect(placedRow(row, undefined)).toBe(row);
    expect(placedRow('<li class="screening"><p>Film</p></li>', placement)).toBe('<li class="screening"><p>Film</p></li>');
  });
});
