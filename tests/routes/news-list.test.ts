import { describe, expect, it } from "vitest";
import { decodeEntities, fetchPage, h1Of, mainOf, titleOf } from "../support/fetch-page";

/** Article links in the list (not the menu's), as the browser would request them. */
function articleLinks(html: string): string[] {
  return [...mainOf(html).matchAll(/href="(\/article\/[^"]+)"/g)].map((m) => decodeEntities(m[1] ?? ""));
}

/** Every page of the news list, following its numbered pages. */
async function allNewsLinks(): Promise<string[]> {
  const first = (await fetchPage("/nyheter")).html;
  const pageCount = Math.max(1, ...[...first.matchAll(/href="\/nyheter\?side=(\d+)"/g)].map((m) => Number(m[1])));
  const links = articleLinks(first);
  for (let page = 2; page <= pageCount; page++) links.push(...articleLinks((await fetchPage(`/nyheter?side=${page}`)).html));
  return [...new Set(links)];
}

describe("the news list", () => {
  it("shows a page of news with numbered pages to the rest", async () => {
    const { html } = await fetchPage("/nyheter");
    expect(articleLinks(html).length).toBe(24);
    expect(html).toContain('aria-label="Sider"');
    expect(html).toMatch(/<a href="\/nyheter" aria-label="Side 1" aria-current="page">/);
    expect(html).toContain('href="/nyheter?side=2"');
  });

  it("shows other news on page 2, and calm fallbacks for odd page numbers", async () => {
    const first = articleLinks((await fetchPage("/nyheter")).html);
    const second = articleLinks((await fetchPage("/nyheter?side=2")).html);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((link) => first.includes(link))).toEqual([]);
    for (const odd of ["abc", "0", "-1", "99999", "1e9"]) {
      expect((await fetchPage(`/nyheter?side=${odd}`)).response.status, odd).toBe(200);
    }
  });

  it.each(["!", '"', "'", ":", ",", "+", "=", "&", "<"])("leads to an article whose slug holds %s, and that article opens", async (character) => {
    const links = await allNewsLinks();
    const link = links.find((href) => decodeURIComponent(href.slice("/article/".length)).includes(character));
    expect(link, `a news link with ${character} in its slug`).toBeDefined();
    const { response, html } = await fetchPage(link ?? "");
    expect(response.status).toBe(200);
    expect(h1Of(html)).not.toBe("");
    expect(titleOf(html)).toMatch(/ \| Nordkyst filmfestival$/);
  });
});
