import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { FestivalEvent } from "../../src/content/event";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { block, ctx, data, film, page, screening } from "./fixtures";

// The site clock in ctx(): Wednesday 17 September 2025, 12:00 in Havvik.
const avlyst = screening("avlyst", "2025-09-18T18:00:00+02:00", { cancelled: true });
const ledig = screening("ledig", "2025-09-19T20:00:00+02:00");

const filmPage = (events: FestivalEvent[], locale: "nb" | "en" = "nb") =>
  renderToString(
    <PageBlocks
      data={data(page([block("production-hero", "h", 1), block("ticket-list", "t", 2)], { path: "/:production" }), {
        document: { kind: "production", production: film, events },
      })}
      ctx={ctx({ locale })}
    />,
  );

const programme = (events: FestivalEvent[], query: Record<string, string> = {}) =>
  renderToString(
    <PageBlocks
      data={data(page([block("programme", "p", 1, { data: ["filmer"] })]), { sources: { filmer: { model: "production", items: [film], events } } })}
      ctx={ctx({ query, queries: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]])) })}
    />,
  );

/** The `<li>` of one screening row, up to the next row. */
function row(html: string, id: string): string {
  const start = html.lastIndexOf("<li", html.indexOf(`data-event-id="${id}"`));
  const end = html.indexOf('<li class="screening', start + 1);
  return html.slice(start, end === -1 ? undefined : end);
}

describe("a cancelled screening", () => {
  test("stays in the film's ticket list as Avlyst, with neither ticket nor calendar link", () => {
    const html = filmPage([avlyst, ledig]);
    const line = row(html, "avlyst");
    expect(line).toContain('data-status="cancelled"');
    expect(line).toContain('<span class="screening-cancelled">Avlyst</span>');
    expect(line).not.toContain("billett.example.no/nff/avlyst");
    expect(line).not.toContain("/api/events/avlyst.ics");
    expect(row(html, "ledig")).toContain("billett.example.no/nff/ledig");
  });

  test("is not what the first screen offers while another screening takes place", () => {
    const hero = filmPage([avlyst, ledig]);
    const first = hero.slice(hero.indexOf("hero-next"), hero.indexOf("</ul>", hero.indexOf("hero-next")));
    expect(first).toContain('data-event-id="ledig"');
    expect(first).toContain("Neste visning med ledige billetter");
  });

  test("is what the first screen says when it is the only one left: Avlyst, no ticket button", () => {
    const html = filmPage([avlyst]);
    const first = html.slice(html.indexOf("hero-next"), html.indexOf("</ul>", html.indexOf("hero-next")));
    expect(first).toContain('<span class="screening-cancelled">Avlyst</span>');
    expect(first).not.toContain("ticket-button");
  });

  test("says Cancelled on an English page", () => {
    expect(row(filmPage([avlyst, ledig], "en"), "avlyst")).toContain('<span class="screening-cancelled">Cancelled</span>');
  });

  test("stays in the programme and the day's timetable, marked, and clashes with nothing", () => {
    const overlapping = screening("samtidig", "2025-09-18T18:30:00+02:00", { sal: "Sal 2" });
    // The programme offers day tabs (and a chosen day's timetable) when it spans several days; clashes
    // are marked once the day is narrowed to what a visitor could go to (an age all three allow).
    const html = programme([avlyst, overlapping, ledig], { dag: "2025-09-18", alder: "17" });
    expect(row(html, "avlyst")).toContain("Avlyst");
    // The day's row is its timetable block: placed on the grid, cancelled, and not in a clash (the other two overlap nothing else).
    const slot =
      /<li class="screening is-cancelled[^"]*" data-event-id="avlyst"[^>]* style="--c:[^"]*">[\s\S]*?<span class="screening-cancelled">Avlyst<\/span>/.exec(
        html,
      )?.[0];
    expect(slot).toBeDefined();
    expect(html).not.toContain("clash-mark");
  });
});
