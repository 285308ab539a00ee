import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextOsloMidnight } from "../../src/calendar/oslo-time";
import type { PageData } from "../../src/content/page-data";
import { pageDataKey } from "../../src/kv/keys";
import { nextScreeningStart } from "../../src/routes/html-cache";
import { fetchPageSettled, h1Of, visitCached as visit, withEdgeCache as withCache } from "../support/fetch-page";
import { inAnotherDataCentre, todayTab } from "../support/kv-html";

afterEach(() => {
  vi.useRealTimers();
});

const programmeKey = pageDataKey({ kind: "page", path: "/kinoprogram" });

/** The site on another clock (DEMO_NOW), edge caches on. */
const clockAt = (at: number) => ({ ...withCache, DEMO_NOW: new Date(at).toISOString() }) as Env;

/**
 * A late evening of the festival: a minute after the demo day's last screening started, when the
 * next change of the programme by the clock is midnight and not a screening start.
 */
async function lateEvening(): Promise<{ evening: number; midnight: number; nextStart: number }> {
  // The programme's page data is written to KV by its first visit (edge caches off: nothing else is kept).
  await fetchPageSettled("/kinoprogram");
  const data = await env.PAGES.get<PageData>(programmeKey, "json");
  if (!data) throw new Error("no programme data in KV");
  const midnight = nextOsloMidnight(Date.parse(env.DEMO_NOW ?? ""));
  let last = Date.parse(env.DEMO_NOW ?? "");
  for (let start = nextScreeningStart(data, last); start !== undefined && start < midnight; start = nextScreeningStart(data, last)) last = start;
  const evening = last + 60_000;
  return { evening, midnight, nextStart: nextScreeningStart(data, evening) ?? Number.POSITIVE_INFINITY };
}

describe("rendered HTML and the Oslo day", () => {
  it("renders a programme page anew after midnight, with 'I dag' on the new day, though no screening started", async () => {
    const { evening, midnight, nextStart } = await lateEvening();
    expect(nextStart).toBeGreaterThan(midnight + 60_000);
    const before = await visit("/kinoprogram", {}, clockAt(evening));
    expect(todayTab(before.html)).toBe("2025-09-17");
    await inAnotherDataCentre("/kinoprogram", clockAt(evening));
    expect((await visit("/kinoprogram", {}, clockAt(evening))).edge).toBe("kv");

    const afterMidnight = clockAt(midnight + 60_000);
    const after = await visit("/kinoprogram", {}, afterMidnight);
    expect(after.edge).toBe("miss");
    expect(todayTab(after.html)).toBe("2025-09-18");
    // A browser holding the evening's page gets the new one, not a 304 keeping yesterday's "I dag".
    const revalidated = await visit("/kinoprogram", { headers: { "If-None-Match": before.response.headers.get("etag") ?? "" } }, afterMidnight);
    expect(revalidated.response.status).toBe(200);
    // Another data centre after midnight gets the new day's HTML from KV.
    await inAnotherDataCentre("/kinoprogram", afterMidnight);
    const elsewhere = await visit("/kinoprogram", {}, afterMidnight);
    expect(elsewhere.edge).toBe("kv");
    expect(todayTab(elsewhere.html)).toBe("2025-09-18");
  });

  it("keeps a page without screenings past midnight", async () => {
    const { midnight } = await lateEvening();
    await visit("/personvern", {}, clockAt(midnight - 60_000));
    await inAnotherDataCentre("/personvern", clockAt(midnight + 60_000));
    expect((await visit("/personvern", {}, clockAt(midnight + 60_000))).edge).toBe("kv");
  });
});

describe("a stale edge copy", () => {
  it("is refreshed from KV's HTML of the same version, without a render", async () => {
    const path = "/tilgjengelighet";
    const first = await visit(path);
    expect(first.response.status).toBe(200);
    // A minute later (s-maxage=60). The page data is changed under the same content version, which
    // only a render would show: the refreshed page must not show it.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    const key = pageDataKey({ kind: "page", path });
    const stored = await env.PAGES.getWithMetadata<PageData, Record<string, unknown>>(key, "json");
    const data = structuredClone(stored.value) as PageData;
    for (const block of data.page.blocks) if (block.component === "title") block.props = { title: "Bare en ny gjengivelse viser dette" };
    await env.PAGES.put(key, JSON.stringify(data), { metadata: { ...stored.metadata, builtAt: Date.now() } });

    expect((await visit(path)).edge).toBe("stale");
    const refreshed = await visit(path);
    expect(refreshed.edge).toBe("hit");
    expect(refreshed.html).toBe(first.html);
    expect(h1Of(refreshed.html)).not.toBe("Bare en ny gjengivelse viser dette");
    expect(refreshed.response.headers.get("age")).toBe("0");
  });
});
