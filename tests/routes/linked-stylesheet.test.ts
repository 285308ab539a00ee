import { describe, expect, it } from "vitest";
import { clientAssets } from "../../src/http/client-assets";
import { STYLESHEET_COOKIE, stylesheetHash } from "../../src/shared/stylesheet-cookie";
import { visitCached } from "../support/fetch-page";
import { inAnotherDataCentre } from "../support/kv-html";
import { watchedKv } from "../support/watched-kv";

/**
 * A browser that has loaded the site stylesheet says so with a cookie, and gets pages that link
 * the file in `<head>` instead of repeating its first-screen rules inline (docs/decisions/038):
 * made on the way out from the page everyone gets, never kept anywhere in that form.
 */
const FILM = "/kystlinjer-DXM10234";
const FILE = clientAssets.css.file;
const holding = { headers: { Cookie: `${STYLESHEET_COOKIE}=${stylesheetHash(FILE)}` } };

const inlineRules = (html: string) => html.includes(`<style>${clientAssets.css.font}`);
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const linksInHead = (html: string) => headOf(html).split(`<link rel="stylesheet" href="${FILE}">`).length - 1;

describe("a browser holding the stylesheet", () => {
  it("gets the film page with the file linked in the head, the theme's snippet its only inline style, and no link at the end", async () => {
    const everyone = await visitCached(FILM);
    const returning = await visitCached(FILM, holding);
    expect(inlineRules(everyone.html)).toBe(true);
    // Everyone's page names the file at its end, for the page script to ask for and for a browser without it.
    expect(everyone.html).toContain(`<noscript data-stylesheet="${FILE}"><link rel="stylesheet" href="${FILE}"/></noscript></body>`);
    expect(inlineRules(returning.html)).toBe(false);
    expect(linksInHead(returning.html)).toBe(1);
    expect(returning.html.endsWith("</body></html>")).toBe(true);
    expect(returning.html).not.toContain("<noscript data-stylesheet");
    expect([...returning.html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1])).toEqual(["body{background:#fff;color:#000}"]);
    // Everything but the style is the same page.
    expect(headOf(returning.html)).toContain(
      `<link rel="preload" href="${clientAssets.font}" as="font" type="font/woff2" crossorigin><link rel="stylesheet" href="${FILE}">`,
    );
    expect(headOf(everyone.html)).not.toContain('as="font"');
    const withoutStyles =
      /<link rel="preload"[^>]*as="font"[^>]*>|<noscript data-stylesheet[^>]*>.*?<\/noscript>|<link rel="stylesheet"[^>]*>|<style>[\s\S]*?<\/style>/g;
    expect(returning.html.replace(withoutStyles, "")).toBe(everyone.html.replace(withoutStyles, ""));
    expect(everyone.html.length - returning.html.length).toBeGreaterThan(15_000);
  });

  it("is made from the page the edge keeps: a hit, no KV write, a different ETag, and marked for no shared cache", async () => {
    const everyone = await visitCached(FILM);
    const { bindings, writes } = watchedKv();
    const returning = await visitCached(FILM, holding, bindings);
    expect(returning.edge).toBe("hit");
    expect(writes).toEqual([]);
    const etag = everyone.response.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^W\/".+"$/);
    expect(returning.response.headers.get("ETag")).not.toBe(etag);
    expect(returning.response.headers.get("Cache-Control")).toBe("private, max-age=0, must-revalidate");
    expect(everyone.response.headers.get("Cache-Control")).toMatch(/^public/);
    expect(returning.response.headers.get("Content-Security-Policy")).toBe(everyone.response.headers.get("Content-Security-Policy"));
  });

  it("keeps only the page everyone gets when it was rendered for it: the next visitor, here or elsewhere, gets the inline form", async () => {
    const path = "/filmer";
    await inAnotherDataCentre(path);
    const { bindings, writes } = watchedKv();
    const returning = await visitCached(path, holding, bindings);
    expect(inlineRules(returning.html)).toBe(false);
    expect(writes.filter((key) => key.startsWith("html:"))).toHaveLength(1);
    const here = await visitCached(path);
    expect(here.edge).toBe("hit");
    expect(inlineRules(here.html)).toBe(true);
    await inAnotherDataCentre(path);
    const elsewhere = await visitCached(path);
    expect(elsewhere.edge).toBe("kv");
    expect(elsewhere.html).toBe(here.html);
  });

  it("gets a 304 for the form it kept, under that form's ETag", async () => {
    const everyone = await visitCached(FILM);
    const returning = await visitCached(FILM, holding);
    const linkedTag = returning.response.headers.get("ETag") ?? "";
    const inlineTag = everyone.response.headers.get("ETag") ?? "";
    for (const tag of [linkedTag, inlineTag]) {
      const again = await visitCached(FILM, { headers: { ...holding.headers, "If-None-Match": tag } });
      expect(again.response.status).toBe(304);
      expect(again.response.headers.get("ETag")).toBe(tag);
      expect(again.response.headers.get("Content-Security-Policy")).toBe(everyone.response.headers.get("Content-Security-Policy"));
    }
    // Without the cookie the linked copy is outdated: the page comes whole.
    const cookieGone = await visitCached(FILM, { headers: { "If-None-Match": linkedTag } });
    expect(cookieGone.response.status).toBe(200);
    expect(inlineRules(cookieGone.html)).toBe(true);
  });
});

describe("any other cookie value", () => {
  it.each([
    ["an old deploy's stylesheet", "AAAAAAAAAA"],
    ["junk", "<script>"],
    ["the hash with more after it", `${stylesheetHash(FILE)}x`],
    ["far too long", "a".repeat(5000)],
    ["empty", ""],
  ])("gets the page everyone gets: %s", async (_what, value) => {
    const everyone = await visitCached(FILM);
    const other = await visitCached(FILM, { headers: { Cookie: `theme=dark; ${STYLESHEET_COOKIE}=${value}` } });
    expect(other.html).toBe(everyone.html);
    expect(other.response.headers.get("ETag")).toBe(everyone.response.headers.get("ETag"));
    expect(other.response.headers.get("Cache-Control")).toBe(everyone.response.headers.get("Cache-Control"));
  });
});
