import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { siteNow } from "../../src/config/clock";
import type { Article } from "../../src/content/article";
import { bundledSource } from "../../src/content/bundled-source";
import { NEWS_FEED_SIZE, newsRss } from "../../src/routes/feeds/news-rss";
import { fetchPage } from "../support/fetch-page";
import { childText, childrenNamed, parseXml, type XmlElement } from "../support/xml";

// The first request of a fresh isolate parses and sanitizes all content: not what is tested here.
beforeAll(() => fetchPage("/nyheter.rss"), 30_000);

const ORIGIN = "https://www.nordkystfilm.no";
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

function channelOf(rss: XmlElement): XmlElement {
  const channel = childrenNamed(rss, "channel")[0];
  if (!channel) throw new Error("no channel");
  return channel;
}

describe("the news feed", () => {
  it("is well-formed RSS 2.0 in Norwegian that names itself", async () => {
    const { response, html } = await fetchPage("/nyheter.rss");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    const rss = parseXml(html);
    expect(rss.name).toBe("rss");
    expect(rss.attrs.version).toBe("2.0");
    const channel = channelOf(rss);
    expect(childText(channel, "title")).toBe("Nordkyst filmfestival: Nyheter");
    expect(childText(channel, "link")).toBe(`${ORIGIN}/nyheter`);
    expect(childText(channel, "description")).toBeTruthy();
    expect(childText(channel, "language")).toBe("nb");
    expect(childText(channel, "lastBuildDate")).toMatch(RFC_822);
    const self = childrenNamed(channel, "atom:link")[0];
    expect(self?.attrs).toEqual({ href: `${ORIGIN}/nyheter.rss`, rel: "self", type: "application/rss+xml" });
  });

  it("holds the 50 newest news articles, newest first, each with link, guid, date and excerpt", async () => {
    const { html } = await fetchPage("/nyheter.rss");
    const items = childrenNamed(channelOf(parseXml(html)), "item");
    const { bundle } = await bundledSource.load();
    // What the site's clock has published: a later article is not out yet.
    const news = bundle.articles.filter((a) => a.category === "news" && a.createdAt <= siteNow(env)).sort((a, b) => b.createdAt - a.createdAt);
    expect(items).toHaveLength(NEWS_FEED_SIZE);
    items.forEach((item, i) => {
      const article = news[i];
      const link = `${ORIGIN}/article/${encodeURIComponent(article?.slug ?? "")}`;
      expect(childText(item, "title")).toBe(article?.title);
      expect(childText(item, "link")).toBe(link);
      expect(childText(item, "guid")).toBe(link);
      expect(childrenNamed(item, "guid")[0]?.attrs.isPermaLink).toBe("true");
      expect(childText(item, "pubDate")).toMatch(RFC_822);
      expect(Date.parse(childText(item, "pubDate") ?? "")).toBe(article?.createdAt);
      expect(childText(item, "description")?.length).toBeGreaterThan(20);
    });
  });

  it("escapes & and < in titles and excerpts, so a reader shows them as written", async () => {
    const { bundle } = await bundledSource.load();
    const base = bundle.articles[0] as Article;
    const tricky: Article = {
      ...base,
      id: "9d5f3b0e-1c2a-4b7e-8f90-123456789abc",
      slug: "film-&-fest-<3",
      title: 'Film & fest <3 </item> "igjen"',
      content: "<p>Pris: 90 &amp; 100 kr &lt;3 ]]&gt; for alle</p>",
      category: "news",
      createdAt: Date.UTC(2030, 0, 1, 12),
    };
    const xml = newsRss({ ...bundle, articles: [...bundle.articles, tricky] }, bundle.site, Number.MAX_SAFE_INTEGER);
    expect(xml).toContain("<title>Film &amp; fest &lt;3 &lt;/item&gt; &quot;igjen&quot;</title>");
    const first = childrenNamed(channelOf(parseXml(xml)), "item")[0];
    expect(first && childText(first, "title")).toBe('Film & fest <3 </item> "igjen"');
    expect(first && childText(first, "description")).toBe("Pris: 90 & 100 kr <3 ]]> for alle");
    expect(first && childText(first, "link")).toBe(`${ORIGIN}/article/film-%26-fest-%3C3`);
  });

  it("is linked from the head of every kind of page", async () => {
    for (const path of ["/", "/kinoprogram", "/makeoya-DXM10302", "/article/%3C3-buff", "/english", "/finnes-ikke"]) {
      const { html } = await fetchPage(path);
      const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? "";
      expect(head, path).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/nyheter\.rss"\/>/);
    }
  });
});
