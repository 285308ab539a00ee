import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { decodeEntities, fetchPage, mainOf } from "../support/fetch-page";

/** The site's clock in these tests: DEMO_NOW of wrangler.toml, 17 September 2025. */
const NOW = Date.parse(env.DEMO_NOW ?? "");

/** Article links in a page's main part, decoded as the browser requests them. */
function articleLinks(html: string): string[] {
  return [...mainOf(html).matchAll(/href="(\/article\/[^"]+)"/g)].map((m) => decodeEntities(m[1] ?? ""));
}

describe("an article dated after the site's clock", () => {
  it("is left out of the front page's lists and the news list", async () => {
    expect(NOW).toBe(Date.parse("2025-09-17T12:00:00+02:00"));
    for (const path of ["/", "/nyheter"]) {
      const { html } = await fetchPage(path);
      const links = articleLinks(html);
      expect(links.length, path).toBeGreaterThan(0);
      expect(links, path).not.toContain("/article/takk-for-buff-2025");
      expect(links, path).not.toContain("/article/julekino-2025");
    }
    expect(mainOf((await fetchPage("/")).html)).not.toContain("Takk for BUFF 2025");
  });

  it("keeps the list as long as the source allows with the articles that are out", async () => {
    const links = articleLinks((await fetchPage("/nyheter")).html);
    expect(links).toHaveLength(24);
  });

  it("answers its page as not found, while an earlier article opens", async () => {
    expect((await fetchPage("/article/julekino-2025")).response.status).toBe(404);
    expect((await fetchPage(`/article/${encodeURIComponent("utsolgt:-kulinarisk-kino")}`)).response.status).toBe(200);
  });

  it("is in neither the news feed nor the sitemap nor the search", async () => {
    const rss = (await fetchPage("/nyheter.rss")).html;
    expect(rss).toContain("<item>");
    expect(rss).not.toContain("julekino-2025");
    const sitemap = (await fetchPage("/sitemap.xml")).html;
    expect(sitemap).toContain("/article/");
    expect(sitemap).not.toContain("julekino-2025");
    expect((await fetchPage("/search?q=julekino")).html).not.toContain("/article/julekino-2025");
  });
});
