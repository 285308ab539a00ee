import { describe, expect, it } from "vitest";
import { mainOf } from "../support/fetch-page";
import { searchPage } from "./search-page";

type Hit = { kind: string; href: string; title: string; date: string | null };

/** The hits of a search page as a visitor reads them: kind, link, title and date, best first. */
function hitsOf(html: string): Hit[] {
  return [...mainOf(html).matchAll(/<li class="search-hit[^"]*">([\s\S]*?)<\/li>/g)].map(([, li = ""]) => ({
    kind: /<span class="search-hit-kind">([^<]*)<\/span>/.exec(li)?.[1] ?? "",
    href: /<a href="([^"]*)"/.exec(li)?.[1] ?? "",
    title: (/<h3 class="search-hit-title">([\s\S]*?)<\/h3>/.exec(li)?.[1] ?? "").replace(/<[^>]+>/g, ""),
    date: /<time dateTime="([^"]*)"/i.exec(li)?.[1] ?? null,
  }));
}

async function search(q: string): Promise<Hit[]> {
  return hitsOf((await searchPage(q)).html);
}

describe("search finds the pages visitors look for, first", () => {
  it.each([
    ["billettinfo", "/billettinfo", "Billettinfo"],
    ["kontakt", "/kontakt-oss", "Kontakt oss"],
    ["frivillig", "/bli-frivillig", "Bli frivillig"],
    ["Kontakt", "/kontakt-oss", "Kontakt oss"],
  ])("%s gives the page %s first, marked as a page", async (q, href, title) => {
    const [first] = await search(q);
    expect(first).toEqual({ kind: "Side", href, title, date: null });
  });

  it("festivalpass gives this year's prices above «Festivalpass 2024»", async () => {
    const hits = await search("festivalpass");
    const at = (href: string) => hits.findIndex((h) => h.href === href);
    const lastYear = at("/article/festivalpass-2024");
    expect(lastYear).toBeGreaterThan(-1);
    expect(at("/billettinfo")).toBeGreaterThan(-1);
    expect(at("/billettinfo")).toBeLessThan(lastYear);
    expect(at("/article/festivalpass-og-billetter-til-nff-2025")).toBeLessThan(lastYear);
  });

  it("finds a page by the text of its blocks, not only its title", async () => {
    // "Storgata 12" is only in /kontakt-oss's content block.
    expect((await search("Storgata")).map((h) => h.href)).toContain("/kontakt-oss");
  });

  it("does not find a page by a block the page hides", async () => {
    // /samarbeidspartnere's text block is hidden (spec), and "Kystfilmfondet" is only there.
    expect((await search("Kystfilmfondet")).map((h) => h.href)).not.toContain("/samarbeidspartnere");
  });

  it("says what each hit is: Side, Film, Arrangement and Nyhet", async () => {
    const kinds = new Set([...(await search("kino")), ...(await search("kystlinjer"))].map((h) => h.kind));
    for (const kind of ["Side", "Film", "Arrangement", "Nyhet"]) expect(kinds).toContain(kind);
    const film = (await search("kystlinjer")).find((h) => h.kind === "Film");
    expect(film?.href).toBe("/kystlinjer-DXM10234");
  });

  it("leaves out the search page, the not-found page and the templates", async () => {
    const hrefs = [...(await search("søk")), ...(await search("finnes ikke")), ...(await search("artikkel"))].map((h) => h.href);
    expect(hrefs).not.toContain("/search");
    expect(hrefs).not.toContain("/404.html");
    expect(hrefs.some((h) => h.includes(":"))).toBe(false);
  });
});

describe("search puts current things first (the site clock stands at 17 September 2025, 12:00)", () => {
  const now = Date.parse("2025-09-17T12:00:00+02:00");

  it("shows a production's next date, not one that is over", async () => {
    // Kulinarisk kino was served on the 16th (over) and is served again on the 18th and 20th.
    const hit = (await search("kulinarisk")).find((h) => h.href === "/kulinarisk-kino");
    expect(hit?.date).toBe("2025-09-18T16:00:00.000Z");
  });

  it("ranks screenings and events still to come above those that are over", async () => {
    const hits = (await search("havvik")).filter((h) => h.kind === "Film" || h.kind === "Arrangement");
    expect(hits.length).toBeGreaterThan(2);
    const firstPast = hits.findIndex((h) => Date.parse(h.date ?? "") < now);
    const lastUpcoming = hits.map((h) => Date.parse(h.date ?? "") >= now).lastIndexOf(true);
    expect(firstPast === -1 || lastUpcoming < firstPast).toBe(true);
  });

  it("ranks this year's article above last year's on the same subject", async () => {
    const hrefs = (await search("frivillig")).map((h) => h.href);
    expect(hrefs.indexOf("/article/bli-frivillig-p%C3%A5-nff-2025")).toBeLessThan(hrefs.indexOf("/article/frivillig-2024"));
  });
});
