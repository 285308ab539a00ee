import { describe, expect, test } from "vitest";
import { policyProblems } from "../support/security-policy";
import { siteUrl } from "./support/site";

/** The files a visitor's browser fetches beside a page, which the platform serves without the worker. */
async function staticFilesOfFrontPage(): Promise<string[]> {
  const html = await (await fetch(siteUrl("/"))).text();
  const script = /<script data-modules="(\/build\/[^" ]+\.js)"/.exec(html)?.[1];
  const picture = /(\/img\/[^" ,]+\.webp)/.exec(html)?.[1];
  if (!script || !picture) throw new Error("the front page names no client script or picture variant");
  return [script, picture, "/icons/icon-192.png", "/images/logo.svg"];
}

describe("static files", () => {
  test("carry the pages' whole security policy (Permissions-Policy and COOP included)", async () => {
    for (const path of await staticFilesOfFrontPage()) {
      const response = await fetch(siteUrl(path));
      expect(response.status, path).toBe(200);
      expect(policyProblems(response.headers), path).toEqual([]);
      // A file runs nothing and loads nothing: an SVG opened on its own cannot script.
      expect(response.headers.get("content-security-policy"), path).toMatch(/^default-src 'none'/);
    }
  });

  test("hashed builds are kept for a year, pictures by stable name for a day", async () => {
    const [script, picture] = await staticFilesOfFrontPage();
    for (const path of [script, picture]) expect((await fetch(siteUrl(path ?? ""))).headers.get("cache-control"), path).toContain("immutable");
    expect((await fetch(siteUrl("/images/logo.svg"))).headers.get("cache-control")).toContain("max-age=86400");
  });
});
