import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signPreview } from "../../src/security/preview-signature";
import { PREVIEW_PARAM } from "../../src/shared/preview";
import worker from "../../src/worker";
import { fetchPageSettled, h1Of, mainOf, metaOf, withEdgeCache } from "../support/fetch-page";

// Editors' preview links (docs/decisions/032), against the demo drafts in content/drafts/: a new
// article, a changed page (billettinfo) and a moved screening (Vinterveien on Thursday 18th).
const TOKEN = "preview-token-for-tests-0123456789abcdef";
const site = { ...env, ADMIN_TOKEN: TOKEN } as Env;
const cachedSite = { ...withEdgeCache, ADMIN_TOKEN: TOKEN } as Env;

const NEW_ARTICLE = "/article/vinterveien-flyttes-til-torsdag-kveld";
const FILM = "/vinterveien-DXM10418";

/** POST /api/admin/preview as an editor's command would, background work awaited. */
async function askForLink(body: unknown, authorization = `Bearer ${TOKEN}`): Promise<{ status: number; json: Record<string, unknown> }> {
  const ctx = createExecutionContext();
  const headers = { "Content-Type": "application/json", Authorization: authorization };
  const response = await worker.fetch(new Request("http://localhost/api/admin/preview", { method: "POST", headers, body: JSON.stringify(body) }), site, ctx);
  const json = (await response.json()) as Record<string, unknown>;
  await waitOnExecutionContext(ctx);
  return { status: response.status, json };
}

/** A link made by the admin route, as a path and query on the site. */
async function linkTo(path: string, minutes?: number): Promise<string> {
  const { status, json } = await askForLink(minutes === undefined ? { path } : { path, minutes });
  expect(status).toBe(200);
  const url = new URL(String(json["url"]));
  return url.pathname + url.search;
}

/** Every key in KV right now. */
async function kvKeys(): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page: KVNamespaceListResult<unknown> = await env.PAGES.list(cursor === undefined ? {} : { cursor });
    names.push(...page.keys.map((k) => k.name));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor !== undefined);
  return names.sort();
}

const textOf = (html: string) =>
  mainOf(html)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("POST /api/admin/preview", () => {
  it("needs the admin token", async () => {
    expect((await askForLink({ path: "/billettinfo" }, "Bearer not-the-token")).status).toBe(401);
  });

  it("refuses a body that is not a page path and a bounded number of minutes", async () => {
    for (const body of [
      {},
      { path: "billettinfo" },
      { path: "/api/events" },
      { path: "/billettinfo", minutes: 0 },
      { path: "/billettinfo", minutes: 7 * 24 * 60 + 1 },
      { path: "/billettinfo", minutes: 1.5 },
    ]) {
      const { status, json } = await askForLink(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(json).toMatchObject({ error: { code: "invalid_fields" } });
    }
  });

  it("answers a link on this host that expires when asked, an hour by default", async () => {
    const before = Date.now();
    const { json } = await askForLink({ path: "/article/ærlig talt" });
    expect(json["path"]).toBe("/article/%C3%A6rlig%20talt");
    expect(String(json["url"])).toMatch(new RegExp(`^http://localhost/article/%C3%A6rlig%20talt\\?${PREVIEW_PARAM}=\\d+\\.[A-Za-z0-9_-]{43}$`));
    const expires = Date.parse(String(json["expiresAt"]));
    expect(expires).toBeGreaterThan(before + 59 * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60 * 60_000);
  });
});

describe("a preview link", () => {
  it("renders a new article from the drafts, with the bar, noindex and private, no-store", async () => {
    const { response, html } = await fetchPageSettled(await linkTo(NEW_ARTICLE), {}, site);
    expect(response.status).toBe(200);
    expect(h1Of(html)).toBe("Vinterveien flyttes til torsdag kveld");
    expect(html).toContain('class="preview-bar"');
    expect(html).toMatch(
      /<strong>Forhåndsvisning<\/strong> Upublisert innhold: utkastversjon [0-9a-f]{12}, laget \d+\. \w+ \d{4} kl\. \d\d:\d\d\. Lenken gjelder til /,
    );
    expect(html).toContain(`href="${NEW_ARTICLE}">Se den publiserte siden</a>`);
    expect(metaOf(html, "robots")).toMatch(/noindex/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("etag")).toBeNull();
  });

  it("shows a visitor without the link the published site: the new article is not there", async () => {
    await fetchPageSettled(await linkTo(NEW_ARTICLE), {}, site);
    const visitor = await fetchPageSettled(NEW_ARTICLE, {}, site);
    expect(visitor.response.status).toBe(404);
    expect(visitor.html).not.toContain(`class="preview-bar"`);
    expect(visitor.html).not.toContain("Vinterveien flyttes");
  });

  it("shows a changed page as the draft has it, and visitors the published page", async () => {
    const preview = await fetchPageSettled(await linkTo("/billettinfo"), {}, site);
    expect(textOf(preview.html)).toContain("som i festivaluka åpner halvannen time før første visning");
    const visitor = await fetchPageSettled("/billettinfo", {}, site);
    expect(textOf(visitor.html)).toContain("som åpner en time før første visning");
    expect(visitor.html).not.toContain("halvannen time");
    expect(visitor.response.headers.get("cache-control")).not.toContain("private");
  });

  it("shows a moved screening at its draft time on the film page and in that day's programme", async () => {
    const film = await fetchPageSettled(await linkTo(FILM), {}, site);
    expect(film.html).toContain("2025-09-18T21:45");
    expect(film.html).not.toContain("2025-09-18T10:00");
    const published = await fetchPageSettled(FILM, {}, site);
    expect(published.html).toContain("2025-09-18T10:00");
    expect(published.html).not.toContain("2025-09-18T21:45");
    const programme = await fetchPageSettled(`${await linkTo("/kinoprogram")}&dag=2025-09-18`, {}, site);
    expect(programme.response.status).toBe(200);
    expect(programme.html).toMatch(/nff25-vinterveien-3[\s\S]*?2025-09-18T21:45|2025-09-18T21:45[\s\S]*?Vinterveien/);
  });

  it("says it in English on an English page", async () => {
    const { html } = await fetchPageSettled(await linkTo("/english"), {}, site);
    expect(html).toMatch(/<strong>Preview<\/strong> Unpublished content: draft version [0-9a-f]{12}, made .* This link works until /);
    expect(html).toContain(">See the published page</a>");
  });

  it("is refused with a 403 page when forged, moved to another path or expired", async () => {
    const link = await linkTo("/billettinfo");
    const token = new URL(link, "http://localhost").searchParams.get(PREVIEW_PARAM) ?? "";
    const [expires, signature] = token.split(".") as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    const expired = await signPreview(TOKEN, "/billettinfo", Date.now() - 1000);
    const otherKey = await signPreview("another-admin-token-0123456789abcdef", "/billettinfo", Date.now() + 60_000);
    const cases: [string, RegExp][] = [
      [`/billettinfo?${PREVIEW_PARAM}=${expires}.${flipped}`, /Lenken gjelder ikke/],
      [`/billettinfo?${PREVIEW_PARAM}=${Number(expires) + 3600}.${signature}`, /Lenken gjelder ikke/],
      [`/billettinfo?${PREVIEW_PARAM}=${otherKey}`, /Lenken gjelder ikke/],
      [`/billettinfo?${PREVIEW_PARAM}=`, /Lenken gjelder ikke/],
      [`/festivalen?${PREVIEW_PARAM}=${token}`, /Lenken gjelder ikke/],
      [`/billettinfo?${PREVIEW_PARAM}=${expired}`, /Forhåndsvisningen er utløpt/],
    ];
    for (const [path, says] of cases) {
      const { response, html } = await fetchPageSettled(path, {}, site);
      expect(response.status, path).toBe(403);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(html).toMatch(says);
      expect(html).not.toContain("halvannen time");
    }
  });

  it("is refused where no ADMIN_TOKEN is set: previews are off", async () => {
    const token = await signPreview(TOKEN, "/billettinfo", Date.now() + 60_000);
    const { response, html } = await fetchPageSettled(`/billettinfo?${PREVIEW_PARAM}=${token}`);
    expect(response.status).toBe(403);
    expect(html).toContain("Forhåndsvisning er slått av");
  });

  it("never lands in the edge cache or KV, and the next visitor gets the published page", async () => {
    // The published pages first, so KV holds what any visit writes.
    await fetchPageSettled("/festivalen", {}, cachedSite);
    const link = await linkTo("/billettinfo");
    const before = await kvKeys();
    const preview = await fetchPageSettled(link, {}, cachedSite);
    expect(preview.html).toContain("halvannen time");
    expect(preview.response.headers.get("x-edge-cache")).toBe("bypass");
    expect(await kvKeys()).toEqual(before);
    // Had the preview been kept under the page's address, this visit would be a hit showing it.
    const visitor = await fetchPageSettled("/billettinfo", {}, cachedSite);
    expect(visitor.response.headers.get("x-edge-cache")).toBe("miss");
    expect(visitor.html).not.toContain("halvannen time");
    expect(visitor.html).not.toContain(`class="preview-bar"`);
    // The same link again is rendered again, not answered from a cache.
    const again = await fetchPageSettled(link, {}, cachedSite);
    expect(again.response.headers.get("x-edge-cache")).toBe("bypass");
    expect(again.html).toContain("halvannen time");
    expect(await caches.default.match(new Request(`http://localhost${link}`))).toBeUndefined();
  });
});
