import { beforeAll, describe, expect, test } from "vitest";
import { type NuMessage, checkHtml, describeMessages, ensureJava } from "./support/nu-html-checker";
import { PAGE_KINDS } from "./support/page-kinds";
import { siteUrl } from "./support/site";

// Every page kind, and every page the sitemap lists, as the site serves it (before any script),
// checked by the W3C Nu HTML Checker in one run: no errors anywhere, and no section or article a
// screen reader would offer without a name. Warnings are shown with a failure to help fix it.

/** Page kinds besides the shared list, with the status they answer with. */
const MORE_KINDS: [kind: string, path: string, status: number][] = [
  ["search before a query", "/search", 200],
  ["English programme", "/english-program", 200],
  ["not-found page", "/finnes-ikke", 404],
  ["offline page", "/offline", 200],
];
const KINDS: [kind: string, path: string, status: number][] = [...PAGE_KINDS.map(([k, p]): [string, string, number] => [k, p, 200]), ...MORE_KINDS];

/** A page the checker must find fault with: proof that the check can fail at all. */
const BROKEN = "broken on purpose";
const BROKEN_HTML = '<!DOCTYPE html><html lang="nb"><head><title>x</title></head><body><svg hidden=""></svg><section><p>x</p></section></body></html>';

async function fetchPage(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(siteUrl(path), { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

const XML_ENTITIES: Record<string, string> = { amp: "&", apos: "'", quot: '"', lt: "<", gt: ">" };
const xmlText = (s: string) => s.replace(/&(amp|apos|quot|lt|gt);/g, (_, name: string) => XML_ENTITIES[name] ?? "");

async function sitemapPaths(): Promise<string[]> {
  const { status, html: xml } = await fetchPage("/sitemap.xml");
  if (status !== 200) throw new Error(`/sitemap.xml answered ${status}`);
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(xmlText(m[1] ?? ""));
    return url.pathname + url.search;
  });
}

describe("valid HTML on every page (W3C Nu HTML Checker)", () => {
  const statuses = new Map<string, number>();
  let sitemap: string[] = [];
  let report = new Map<string, NuMessage[]>();
  // A check that could not run (no Java, say) fails every test with its reason; none is skipped.
  let unchecked: unknown = new Error("the pages were not checked");
  const messagesOf = (path: string) => {
    if (unchecked) throw unchecked;
    return report.get(path) ?? [];
  };
  const errorsOf = (path: string) => messagesOf(path).filter((m) => m.level === "error");

  beforeAll(async () => {
    try {
      ensureJava();
      sitemap = await sitemapPaths();
      const documents = new Map<string, string>([[BROKEN, BROKEN_HTML]]);
      for (const path of new Set([...KINDS.map(([, p]) => p), ...sitemap])) {
        const { status, html } = await fetchPage(path);
        statuses.set(path, status);
        documents.set(path, html);
      }
      report = await checkHtml(documents);
      unchecked = undefined;
    } catch (error) {
      unchecked = error;
    }
  }, 240_000);

  test("the checker runs and finds the faults of a broken page", () => {
    expect(errorsOf(BROKEN).map((m) => m.message)).toEqual([expect.stringContaining("“hidden” not allowed on element “svg”")]);
    expect(
      messagesOf(BROKEN)
        .filter((m) => m.level === "warning")
        .map((m) => m.message),
    ).toEqual([expect.stringContaining("Section lacks heading")]);
  });

  test.each(KINDS)("%s (%s): no errors", (_kind, path, status) => {
    const errors = errorsOf(path);
    expect(statuses.get(path)).toBe(status);
    expect(errors, `${path}:\n${describeMessages(messagesOf(path))}`).toEqual([]);
  });

  test("every page in the sitemap: no errors", () => {
    messagesOf(BROKEN);
    expect(sitemap.length).toBeGreaterThan(100);
    const failing = sitemap.filter((path) => statuses.get(path) !== 200 || errorsOf(path).length > 0);
    const why = failing.map((path) => `${path} (${statuses.get(path)}):\n${describeMessages(messagesOf(path))}`).join("\n");
    expect(failing, why).toEqual([]);
  });

  test("no section or article without a heading on any page", () => {
    messagesOf(BROKEN);
    const nameless = [...report.keys()]
      .filter((path) => path !== BROKEN)
      .flatMap((path) =>
        messagesOf(path)
          .filter((m) => /lacks heading/.test(m.message))
          .map((m) => ({ path, ...m })),
      );
    expect(nameless.map((m) => `${m.path}: ${m.message.split(".")[0]}: ${m.extract.slice(0, 80)}`)).toEqual([]);
  });
});
