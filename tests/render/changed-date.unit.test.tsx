import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { block, ctx, data, film, page, screening } from "./fixtures";

// The site clock in ctx(): Wednesday 17 September 2025, 12:00 in Havvik.
const moved = screening("flyttet", "2025-09-19T20:00:00+02:00");

const changesPage = (changedAt: number) =>
  renderToString(
    <PageBlocks
      data={data(
        page([block("programme-changes", "c", 1, { data: ["filmer"], props: { changes: [{ id: "flyttet", sequence: 1, kind: "added", changedAt }] } })]),
        { sources: { filmer: { model: "production", items: [film], events: [moved] } } },
      )}
      ctx={ctx()}
    />,
  );

describe("when a change is said to be made", () => {
  test("is the day it was recorded, when the site's clock has passed it", () => {
    expect(changesPage(Date.parse("2025-09-16T09:00:00+02:00"))).toContain("Endret 16. sep. 2025");
  });

  test("is never later than the site's clock: a change recorded by the real clock after it shows the clock's day", () => {
    const html = changesPage(Date.parse("2026-11-27T09:00:00+01:00"));
    expect(html).toContain("Endret 17. sep. 2025");
    expect(html).not.toContain("2026");
  });
});
