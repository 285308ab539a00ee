import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { block, ctx, data, film, page, screening } from "./fixtures";
import { fetchPage, h1Of, mainOf } from "../support/fetch-page";

/** The front page's own blocks: festival hero, next screenings, teaser; and the demo front page. */

const render = (d: ReturnType<typeof data>) => renderToString(<PageBlocks data={d} ctx={ctx()} />);

// The fixtures' clock is Wednesday 17 September 2025, 12:00 in Havvik.
const events = [
  screening("past", "2025-09-17T10:00:00+02:00"),
  screening("started", "2025-09-17T12:00:00+02:00"),
  screening("later-today", "2025-09-17T20:30:00+02:00"),
  screening("sold", "2025-09-18T17:30:00+02:00", { soldOut: true }),
  screening("friday", "2025-09-19T16:00:00+02:00"),
  screening("thursday", "2025-09-18T12:00:00+02:00"),
];
const films = { films: { model: "production" as const, items: [film], events } };

describe("next-screenings block", () => {
  const next = (props: Record<string, unknown>) => render(data(page([block("next-screenings", "n", 0, { data: ["films"], props })]), { sources: films }));

  it("lists the next screenings after the site's clock, soonest first, never one that has started", () => {
    const html = next({ limit: 3 });
    const ids = [...html.matchAll(/data-event-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(["later-today", "thursday", "sold"]);
    expect(html).toContain("Neste visninger");
  });

  it("gives each screening its picture, title link, time, place and ticket button", () => {
    const html = next({ limit: 1 });
    expect(html).toContain('src="https://img.example.no/nordlys.jpg"');
    expect(html).toContain(`href="/${film.parentSlug}"`);
    expect(html).toContain('dateTime="2025-09-17T20:30:00+02:00"');
    expect(html).toContain("Havvik kino, Sal 1");
    // The ticket's icon drawn in the page, not by a mask: the front page's first screen carries no data URI (docs/decisions/055).
    expect(html).toMatch(
      /<a href="https:\/\/billett\.example\.no\/nff\/later-today"[^>]*class="button ticket-button"[^>]*><svg aria-hidden="true" class="icon" width="24" height="24" viewBox="0 0 24 24"><path [^>]*><\/path><\/svg>Kjøp billett<\/a>/,
    );
  });

  it("says so, and sends to the programme, when nothing more is coming", () => {
    const html = render(
      data(page([block("next-screenings", "n", 0, { data: ["films"], props: { showMoreHref: "/kinoprogram" } })]), {
        sources: { films: { model: "production", items: [film], events: events.slice(0, 2) } },
      }),
    );
    expect(html).toContain("Ingen flere visninger");
    expect(html).not.toContain("data-event-id");
    expect(html).toContain('href="/kinoprogram"');
  });
});

describe("festival-hero block", () => {
  const hero = block("festival-hero", "hero", 0, {
    props: {
      heading: "Nordkyst filmfestival",
      when: "15.–21. september 2025 · Havvik",
      image: { url: "/images/hav.jpg" },
      actions: [
        { label: "Se programmet", href: "/kinoprogram" },
        { label: "Festivalpass og billetter", href: "/billettinfo" },
      ],
    },
  });

  it("writes the festival's name as the page's one h1, with dates and place as text, and both actions", () => {
    const html = render(data(page([hero])));
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1 class="hero-heading">Nordkyst filmfestival<\/h1>/);
    expect(html).toContain("15.–21. september 2025 · Havvik");
    expect(html).toMatch(/<a href="\/kinoprogram" class="button[^"]*">Se programmet/);
    expect(html).toMatch(/<a href="\/billettinfo" class="button[^"]*">Festivalpass og billetter/);
    // The picture loads first: it is the first screen's largest paint.
    expect(html).toMatch(/<img src="\/images\/hav.jpg"[^>]*loading="eager"/);
  });

  it("leaves the h1 to a title block when the page has one", () => {
    const html = render(data(page([hero, block("title", "t", 1, { props: { title: "Velkommen" } })])));
    expect(h1Of(html)).toBe("Velkommen");
    expect(html).toMatch(/<h2 class="hero-heading">/);
  });
});

describe("the demo front page", () => {
  it("opens with the festival's name, dates, place and the programme and pass links, before anything else", async () => {
    const { response, html } = await fetchPage("/");
    expect(response.status).toBe(200);
    const main = mainOf(html);
    expect(h1Of(html)).toBe("Nordkyst filmfestival");
    expect(main).toContain("15.–21. september 2025 · Havvik");
    const programme = main.indexOf('href="/kinoprogram"');
    const passes = main.indexOf('href="/billettinfo"');
    expect(programme).toBeGreaterThan(-1);
    expect(passes).toBeGreaterThan(-1);
    // Both come before the first other block (the next screenings).
    expect(Math.max(programme, passes)).toBeLessThan(main.indexOf("Neste visninger"));
  });

  it("lists six screenings still to come at the demo's clock (17 September 2025, 12:00), each with a ticket button", async () => {
    const main = mainOf((await fetchPage("/")).html);
    const strip = main.slice(main.indexOf("Neste visninger"), main.indexOf("Siste nytt"));
    const starts = [...strip.matchAll(/<time class="next-when" dateTime="([^"]+)"/g)].map((m) => Date.parse(m[1] ?? ""));
    expect(starts).toHaveLength(6);
    for (const start of starts) expect(start).toBeGreaterThan(Date.parse("2025-09-17T12:00:00+02:00"));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(strip.match(/class="button ticket-button"/g)?.length ?? 0).toBe(6);
  });

  it("points to BUFF, 10–12 October 2025, its page and its programme", async () => {
    const main = mainOf((await fetchPage("/")).html);
    const teaser = main.slice(main.indexOf('class="block b-teaser"'));
    expect(teaser).toContain("10.–12. oktober 2025");
    expect(teaser).toContain('href="/buff"');
    expect(teaser).toContain('href="/buff-program"');
  });

  it("still carries the news", async () => {
    const main = mainOf((await fetchPage("/")).html);
    expect(main).toContain("Siste nytt");
    expect(main.match(/href="\/article\//g)?.length ?? 0).toBeGreaterThanOrEqual(8);
  });
});
