import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/worker";
import { fetchPage } from "../support/fetch-page";

type Suggestion = { title: string; path: string; kind: string };

/** GET /api/search/suggest with a raw query string, as the header's script asks; background work awaited. */
async function suggest(query: string): Promise<{ response: Response; data: Suggestion[] }> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`http://localhost/api/search/suggest?${query}`), env, ctx);
  const body: { data: Suggestion[] } = await response.json();
  await waitOnExecutionContext(ctx);
  return { response, data: body.data };
}

describe("search suggestions as the visitor types", () => {
  it.each([
    ["bill", { title: "Billettinfo", path: "/billettinfo", kind: "page" }],
    ["kon", { title: "Kontakt oss", path: "/kontakt-oss", kind: "page" }],
    ["friv", { title: "Bli frivillig", path: "/bli-frivillig", kind: "page" }],
    ["kystl", { title: "Kystlinjer", path: "/kystlinjer-DXM10234", kind: "film" }],
    ["m%C3%A5ke", { title: "Måkeøya", path: "/makeoya-DXM10302", kind: "film" }],
  ])("q=%s suggests %o first", async (q, first) => {
    const { response, data } = await suggest(`q=${q}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(data[0]).toEqual(first);
  });

  it("gives a handful, one per page, each with a title, a path on the site and a kind", async () => {
    const { data } = await suggest("q=fe");
    expect(data.length).toBeGreaterThan(1);
    expect(data.length).toBeLessThanOrEqual(6);
    expect(new Set(data.map((s) => s.path)).size).toBe(data.length);
    for (const s of data) {
      expect(s.path).toMatch(/^\//);
      expect(["page", "film", "culture", "news", "article"]).toContain(s.kind);
    }
  });

  it("narrows with every word: the last one is a prefix", async () => {
    const { data } = await suggest("q=samisk%20kveld%20kon");
    expect(data.length).toBeGreaterThan(0);
    for (const s of data) expect(s.title.toLowerCase()).toContain("samisk");
    expect(data[0]?.title).toMatch(/konsert/i);
  });

  it.each(["", "q=", "q=b", "q=%20%20", "x=bill"])("answers %s with no suggestions", async (query) => {
    const { response, data } = await suggest(query);
    expect(response.status).toBe(200);
    expect(data).toEqual([]);
  });

  it("answers a very long or odd q calmly", async () => {
    for (const q of ["a".repeat(5000), "%F0%9F%8E%AC%F0%9F%8D%BF", "%3Cscript%3E", "%25"]) {
      const { response, data } = await suggest(`q=${q}`);
      expect(response.status).toBe(200);
      expect(data.length).toBeLessThanOrEqual(6);
    }
  });

  it("may be kept by browsers and the edge", async () => {
    const { response } = await suggest("q=bil");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, .*s-maxage=\d+/);
  });

  it("keeps one answer per prefix: other spellings and junk parameters reach the same cached copy", async () => {
    const first = await suggest("q=Billett");
    expect(first.response.headers.get("X-Edge-Cache")).toBe("miss");
    for (const query of ["q=billett", "q=%20BILLETT%20", "q=billett&utm_source=x", "junk=1&q=Billett&q=other"]) {
      const again = await suggest(query);
      expect(again.response.headers.get("X-Edge-Cache")).toBe("hit");
      expect(again.data).toEqual(first.data);
    }
  });

  it("answers another address under /api/search with a JSON 404", async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request("http://localhost/api/search/other"), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it.each(["/", "/english"])(
    "%s: the header's search form is the suggestion island, still a plain GET to /search, and carries no words for it",
    async (path) => {
      const { html } = await fetchPage(path);
      const form = /<form role="search"[^>]*data-island="search-suggest"[^>]*>/.exec(html)?.[0] ?? "";
      expect(form).toContain('action="/search"');
      expect(form).toContain('method="get"');
      // The list's words come with its code, by the page's language (client/i18n/suggest-*.ts).
      expect(html).not.toContain('data-island-props="search-suggest"');
    },
  );
});
