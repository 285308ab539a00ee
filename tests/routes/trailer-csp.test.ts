import { describe, expect, it } from "vitest";
import { fetchPage } from "../support/fetch-page";

/** The frame-src directive of a page's Content-Security-Policy. */
async function frameSrc(path: string): Promise<string> {
  const { response } = await fetchPage(path);
  expect(response.status, path).toBe(200);
  const csp = response.headers.get("content-security-policy") ?? "";
  return csp.split("; ").find((d) => d.startsWith("frame-src ")) ?? "";
}

describe("what a page may frame", () => {
  it("is the trailer's player host on a film page with a trailer, and only that one", async () => {
    // Demo trailers: Kystlinjer on YouTube, Stormvarsel on Vimeo (content/productions/).
    expect(await frameSrc("/kystlinjer-DXM10234")).toBe("frame-src https://www.youtube-nocookie.com");
    expect(await frameSrc("/stormvarsel-DXM10319")).toBe("frame-src https://player.vimeo.com");
    const { html } = await fetchPage("/kystlinjer-DXM10234");
    expect(html).toContain('data-island="trailer"');
  }, 30_000); // the first request of the file loads the whole demo content

  it("is nothing on a film without a trailer and on every other page", async () => {
    for (const path of ["/makeoya-DXM10302", "/kulinarisk-kino", "/buff", "/", "/kinoprogram"]) {
      expect(await frameSrc(path), path).toBe("frame-src 'none'");
    }
    const { response } = await fetchPage("/finnes-ikke");
    expect(response.headers.get("content-security-policy")).toContain("frame-src 'none'");
  });
});
