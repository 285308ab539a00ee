import { describe, expect, it } from "vitest";
import { fetchPage, h1Of } from "../support/fetch-page";

describe("the 404 page", () => {
  it("answers an unknown path with status 404 and says the page does not exist, in the layout", async () => {
    const { response, html } = await fetchPage("/denne-siden-finnes-ikke");
    expect(response.status).toBe(404);
    expect(html).toContain("finnes ikke");
    expect(h1Of(html)).toBe("Fant ikke siden");
    expect(html).toMatch(/<header[\s\S]*<main[\s\S]*<footer/);
  });

  it("is the page at /404.html, which also says 404", async () => {
    const { response, html } = await fetchPage("/404.html");
    expect(response.status).toBe(404);
    expect(h1Of(html)).toBe("Fant ikke siden");
  });

  it("answers deeper unknown paths and odd characters calmly", async () => {
    for (const path of ["/a/b/c", "/%E0%A4%A", "/<script>", "/billettinfo.php", "/kinoprogram/2025"]) {
      expect((await fetchPage(path)).response.status, path).toBe(404);
    }
  });
});

describe("redirects", () => {
  it("sends a path in the redirect table to its target", async () => {
    const { response } = await fetchPage("/program");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/kinoprogram");
  });

  it("keeps the visitor's query string", async () => {
    const { response } = await fetchPage("/billetter?utm_source=plakat");
    expect(response.headers.get("location")).toBe("/billettinfo?utm_source=plakat");
  });

  it("sends the menu's /smittevern to its article", async () => {
    const { response } = await fetchPage("/smittevern");
    expect(response.status).toBe(302);
    const target = await fetchPage(response.headers.get("location") ?? "");
    expect(target.response.status).toBe(200);
  });

  it("drops a trailing slash, and never to another host", async () => {
    expect((await fetchPage("/billettinfo/")).response.headers.get("location")).toBe("/billettinfo");
    expect((await fetchPage("//evil.example/")).response.headers.get("location")).toBe("/evil.example");
  });
});
