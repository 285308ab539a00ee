import { describe, expect, it } from "vitest";
import type { PageData } from "../../src/content/page-data";
import { pageEtag, startedScreenings } from "../../src/routes/html-cache";
import { fetchPage } from "../support/fetch-page";
import { block, data, film, page, screening } from "../render/fixtures";

/** A programme page's HTML changes when a screening starts; its ETag must change with it. */

const meta = { version: "v1", builtAt: 1_000 };
const at = (iso: string) => Date.parse(iso);

describe("the ETag of a page with screenings", () => {
  const programme: PageData = data(page([block("programme", "p", 1)]), {
    sources: {
      filmer: { model: "production", items: [film], events: [screening("a", "2025-09-17T18:00:00+02:00"), screening("b", "2025-09-18T18:00:00+02:00")] },
    },
    document: { kind: "production", production: film, events: [screening("c", "2025-09-17T20:00:00+02:00")] },
  });

  it("counts the screenings of the sources and the document that have started", () => {
    expect(startedScreenings(programme, at("2025-09-17T12:00:00+02:00"))).toBe(0);
    expect(startedScreenings(programme, at("2025-09-17T18:00:00+02:00"))).toBe(1);
    expect(startedScreenings(programme, at("2025-09-17T21:00:00+02:00"))).toBe(2);
  });

  it("differs before and after a screening starts, and not in between", () => {
    const tag = (iso: string) => pageEtag(meta, meta, "", startedScreenings(programme, at(iso)));
    expect(tag("2025-09-17T17:59:00+02:00")).not.toBe(tag("2025-09-17T18:01:00+02:00"));
    expect(tag("2025-09-17T12:00:00+02:00")).toBe(tag("2025-09-17T17:59:00+02:00"));
  });

  it("answers 304 for the current programme and 200 for one with another filter", async () => {
    const first = await fetchPage("/kinoprogram?alder=7");
    const etag = first.response.headers.get("etag") ?? "";
    expect((await fetchPage("/kinoprogram?alder=7", { headers: { "If-None-Match": etag } })).response.status).toBe(304);
    const other = await fetchPage("/kinoprogram?alder=8", { headers: { "If-None-Match": etag } });
    expect(other.response.status).toBe(200);
  });
});
