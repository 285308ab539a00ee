import { env } from "cloudflare:workers";
import { Hono } from "hono";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppEnv } from "../../src/config/app-env";
import { buildSiteChrome } from "../../src/content/build-page-data";
import { bundledSource } from "../../src/content/bundled-source";
import { ContentIndex } from "../../src/content/content-index";
import type { HeadMeta } from "../../src/render/head-meta";
import { renderer } from "../../src/routes/renderer";

const head: HeadMeta = {
  title: "Nordkyst filmfestival | Prøve",
  description: "En side til prøve.",
  keywords: "",
  image: "",
  canonical: "https://www.nordkystfilm.no/prove",
  locale: "nb",
  alternates: [],
  facebookVerificationCode: "",
  ogType: "website",
  noindex: false,
  firstScreen: ["title", "content"],
};

function Boom(): never {
  throw new Error("a block that cannot render");
}

/** The site's renderer around one route that renders `body`. */
async function app(body: () => ReactNode) {
  const { site, theme } = buildSiteChrome(new ContentIndex((await bundledSource.load()).bundle));
  return new Hono<AppEnv>().use(renderer).get("/prove", (c) => c.render(body(), { head, chrome: { site, theme } }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the page renderer", () => {
  it("sends the head on its own before the body, and then the whole document", async () => {
    const site = await app(() => (
      <main>
        <h1>Hei fra kaia</h1>
        <img src="/images/kai.jpg" alt="" fetchPriority="high" />
      </main>
    ));
    const response = await site.fetch(new Request("http://localhost/prove"), env);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    const first = await reader.read();
    const head = decoder.decode(first.value, { stream: true });
    expect(head.startsWith('<!DOCTYPE html><html lang="nb"><head>')).toBe(true);
    expect(head).toContain("<title>Nordkyst filmfestival | Prøve</title>");
    expect(head).toContain("</head><body>");
    expect(head).not.toContain("Hei fra kaia");
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += decoder.decode(chunk.value, { stream: true });
    // React's preload of the page's main image opens the body instead of closing the head.
    expect(rest).toMatch(/^<link rel="preload" as="image" href="\/images\/kai.jpg" fetchPriority="high"\/><main><h1>Hei fra kaia<\/h1>/);
    // The whole stylesheet closes the body, named for the page script to ask for once the page is
    // parsed and linked for a browser without JavaScript: it holds up nothing of the first screen.
    expect(rest).toMatch(/<\/main><noscript data-stylesheet="(\/build\/site-[\w-]+\.css)"><link rel="stylesheet" href="\1"\/><\/noscript><\/body><\/html>$/);
  });

  it("cuts the page off, and says why in the log, when the body fails to render after the head was sent", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const site = await app(() => <Boom />);
    const response = await site.fetch(new Request("http://localhost/prove"), env);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("failed to render"), expect.any(Error));
  });
});
