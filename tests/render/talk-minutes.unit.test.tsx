import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { FestivalEvent } from "../../src/content/event";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { block, ctx, data, film, page, screening } from "./fixtures";

// A 98-minute film with a 30-minute talk after it: the event holds both (128 minutes).
const withTalk = screening("samtale", "2025-09-18T21:00:00+02:00", {
  durationMinutes: 128,
  talk: { title: "Samtale med regissøren", minutes: 30 },
  guests: [{ name: "Thomas Garnier", role: "director" }],
});

const programme = (events: FestivalEvent[]) =>
  renderToString(
    <PageBlocks
      data={data(page([block("programme", "p", 1, { data: ["filmer"] })]), { sources: { filmer: { model: "production", items: [film], events } } })}
      ctx={ctx()}
    />,
  );

const text = (html: string) => html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\u00a0/g, " ");

describe("a screening with a talk after the film", () => {
  test("gives the film's own minutes beside the talk's, never the two added up", () => {
    const row = text(programme([withTalk]));
    expect(row).toContain("98 min");
    expect(row).toContain("Samtale med regissøren, 30 min");
    expect(row).not.toContain("128 min");
  });
});
