import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/bundle";
import { bundledSource } from "../../src/content/bundled-source";
import { chromeStamp, forgetChromeStamp, rememberChromeStamp } from "../../src/kv/chrome-stamp";
import { contentVersionWrites, storeContentVersion } from "../../src/kv/content-version";
import type { CurrentContent } from "../../src/kv/current-content";
import { fetchPage, h1Of, visitCached as visit } from "../support/fetch-page";
import { inAnotherDataCentre } from "../support/kv-html";

const SLUG = "datoene-for-nff-2025-er-klare";
const PATH = `/article/${SLUG}`;

/** A publish that changes the article's title and, in the site chrome, a menu entry every page shows. */
async function publication(title: string, menuLabel: string, publishedAt: number): Promise<CurrentContent> {
  const demo = await bundledSource.load();
  const bundle: ContentBundle = {
    ...demo.bundle,
    articles: demo.bundle.articles.map((a) => (a.slug === SLUG ? { ...a, title } : a)),
    theme: { ...demo.bundle.theme, menu: demo.bundle.theme.menu.map((m) => (m.path === "/kontakt-oss" ? { ...m, label: menuLabel } : m)) },
  };
  return { version: `mix${publishedAt.toString(16).slice(-8)}`, publishedAt, origin: "publish", bundle };
}

/** Which publication a page shows: its article title and its menu's label, from one version or two. */
function versionOf(html: string): { title: string; menu: boolean } {
  return { title: h1Of(html), menu: html.includes(">Kontakt festivalkontoret<") };
}

describe("a publish and rendered HTML in KV", () => {
  it("never serves a page of two versions: the request's content stamp picks the whole page, body and chrome", async () => {
    const older = await publication("Gammel tittel", "Kontakt oss", Date.now());
    await storeContentVersion(env.PAGES, older);
    const before = await visit(PATH);
    expect(versionOf(before.html)).toEqual({ title: "Gammel tittel", menu: false });
    const oldStamp = await chromeStamp(env.PAGES);
    if (!oldStamp) throw new Error("no chrome stamp");
    // This data centre's copy of the old version goes: what follows is served from KV or rendered.
    await inAnotherDataCentre(PATH);

    await storeContentVersion(env.PAGES, await publication("Ny tittel", "Kontakt festivalkontoret", Date.now() + 1));
    // A data centre that has the new chrome: the new version whole, rendered (KV has only the old HTML).
    await inAnotherDataCentre(PATH);
    const after = await visit(PATH);
    expect(after.edge).toBe("miss");
    expect(versionOf(after.html)).toEqual({ title: "Ny tittel", menu: true });

    // An isolate that still goes by the old stamp (KV's copies reach locations within a minute):
    // the old version whole, from KV, never the old article in the new chrome or the reverse.
    await inAnotherDataCentre(PATH);
    rememberChromeStamp(env.PAGES, oldStamp);
    const lagging = await visit(PATH);
    forgetChromeStamp(env.PAGES);
    expect(lagging.edge).toBe("kv");
    expect(versionOf(lagging.html)).toEqual({ title: "Gammel tittel", menu: false });

    // And the new version's HTML, once in KV, is served whole to the next data centre.
    await inAnotherDataCentre(PATH);
    const elsewhere = await visit(PATH);
    expect(elsewhere.edge).toBe("kv");
    expect(elsewhere.html).toBe(after.html);
  });
});

describe("a publish written to KV from outside the isolate (npm run content:publish, another location)", () => {
  it("renders the next page from one version, though the isolate read the old chrome a moment before", async () => {
    await storeContentVersion(env.PAGES, await publication("Før publisering", "Kontakt oss", Date.now()));
    // Another page a moment ago: the old chrome is what this isolate last read (decision 025).
    expect((await fetchPage("/")).response.status).toBe(200);

    // The new version lands in KV as `content:publish` writes it: straight into the namespace, chrome last.
    for (const w of await contentVersionWrites(await publication("Etter publisering", "Kontakt festivalkontoret", Date.now() + 1), Date.now(), undefined)) {
      await env.PAGES.put(w.key, w.value, { metadata: w.metadata, expirationTtl: w.expirationTtl });
    }
    const { html } = await fetchPage(PATH);
    expect(versionOf(html)).toEqual({ title: "Etter publisering", menu: true });
  });
});
