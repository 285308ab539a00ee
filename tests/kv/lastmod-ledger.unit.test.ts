import * as v from "valibot";
import { describe, expect, it } from "vitest";
import raw from "../../build/content.json";
import { ContentBundleSchema } from "../../src/content/bundle";
import { ContentIndex } from "../../src/content/content-index";
import { SITEMAP_URL_LIMIT, sitemapPages } from "../../src/content/sitemap-pages";
import { LastmodLedgerSchema, lastmodLedgerWrite, ledgerIsFor, nextLedger, pageFingerprints } from "../../src/kv/lastmod-ledger";

const bundle = v.parse(ContentBundleSchema, raw);
const FIRST = { version: "v1", publishedAt: 1_000 };
const SECOND = { version: "v2", publishedAt: 2_000 };

describe("the sitemap's lastmod ledger (docs/decisions/037)", () => {
  it("dates every URL by the version's publication when there is no ledger before it", () => {
    const ledger = nextLedger(
      undefined,
      new Map([
        ["/", "aa"],
        ["/filmer", "bb"],
      ]),
      FIRST,
    );
    expect(ledger).toEqual({ version: "v1", publishedAt: 1_000, entries: { "/": ["aa", 1_000], "/filmer": ["bb", 1_000] } });
  });

  it("keeps the date of a page that did not change, moves a changed one's, adds a new one and drops one gone", () => {
    const before = nextLedger(
      undefined,
      new Map([
        ["/", "aa"],
        ["/filmer", "bb"],
        ["/gammel", "cc"],
      ]),
      FIRST,
    );
    const after = nextLedger(
      before,
      new Map([
        ["/", "aa"],
        ["/filmer", "b2"],
        ["/ny", "dd"],
      ]),
      SECOND,
    );
    expect(after.entries).toEqual({ "/": ["aa", 1_000], "/filmer": ["b2", 2_000], "/ny": ["dd", 2_000] });
    expect(after.version).toBe("v2");
  });

  it("keeps the earlier date when an older version is stored after a newer one with the same page", () => {
    const newer = nextLedger(undefined, new Map([["/", "aa"]]), SECOND);
    expect(nextLedger(newer, new Map([["/", "aa"]]), FIRST).entries["/"]).toEqual(["aa", 1_000]);
  });

  it("fingerprints every sitemap URL of the demo, the same content the same way, 16 hex digits each", async () => {
    const index = new ContentIndex(bundle);
    const prints = await pageFingerprints(index);
    expect([...prints.keys()].sort()).toEqual(
      sitemapPages(index)
        .map((p) => p.loc)
        .sort(),
    );
    for (const print of prints.values()) expect(print).toMatch(/^[0-9a-f]{16}$/);
    expect(await pageFingerprints(new ContentIndex(bundle))).toEqual(prints);
    expect(v.safeParse(LastmodLedgerSchema, nextLedger(undefined, prints, FIRST)).success).toBe(true);
  });

  it("moves an article's fingerprint when its text changes, and leaves a film page's alone", async () => {
    const before = await pageFingerprints(new ContentIndex(bundle));
    const articleLoc = [...before.keys()].find((loc) => loc.includes("/article/"));
    const article = bundle.articles.find((a) => articleLoc?.endsWith(`/article/${encodeURIComponent(a.slug)}`));
    if (!article) throw new Error("the demo's sitemap has an article");
    const edited = { ...bundle, articles: bundle.articles.map((a) => (a === article ? { ...a, content: `${a.content}<p>Rettet.</p>` } : a)) };
    const after = await pageFingerprints(new ContentIndex(edited));
    const filmLoc = [...before.keys()].find((loc) => /-DXM\d+$/.test(loc));
    expect(articleLoc).toBeDefined();
    expect(after.get(articleLoc ?? "")).not.toBe(before.get(articleLoc ?? ""));
    expect(after.get(filmLoc ?? "")).toBe(before.get(filmLoc ?? ""));
  });

  it("uses page data already built for a publish instead of building it again", async () => {
    const index = new ContentIndex(bundle);
    const [first] = sitemapPages(index);
    if (!first) throw new Error("the demo has sitemap pages");
    const { pageDataKey } = await import("../../src/kv/keys");
    const prints = await pageFingerprints(index, new Map([[pageDataKey(first.ref), '{"stand-in":true}']]));
    expect(prints.get(first.loc)).not.toBe((await pageFingerprints(index)).get(first.loc));
  });
});

describe("the ledger as stored", () => {
  const ledger = { version: "v2", publishedAt: 1_700_000_000_000, entries: { "/": ["ab12", 1_600_000_000_000] as [string, number] } };

  it("is written under its key with its version and publication as metadata, so a check needs no body", () => {
    expect(lastmodLedgerWrite(ledger)).toEqual({
      key: "sitemap:lastmod",
      value: JSON.stringify(ledger),
      metadata: { version: "v2", publishedAt: 1_700_000_000_000 },
    });
  });

  it("dates a content version only when both its version and its publication match", () => {
    expect(ledgerIsFor(ledger, { version: "v2", publishedAt: 1_700_000_000_000 })).toBe(true);
    expect(ledgerIsFor(ledger, { version: "v3", publishedAt: 1_700_000_000_000 })).toBe(false);
    expect(ledgerIsFor(ledger, { version: "v2", publishedAt: 1_700_000_000_001 })).toBe(false);
    expect(ledgerIsFor(undefined, { version: "v2", publishedAt: 1_700_000_000_000 })).toBe(false);
  });
});

describe("a stored ledger read back", () => {
  const entriesOf = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`/side-${i}`, ["ab12", 1]]));

  it("is taken when each URL has a fingerprint and a date, up to a sitemap's number of URLs", () => {
    expect(v.safeParse(LastmodLedgerSchema, { version: "v1", publishedAt: 1, entries: entriesOf(SITEMAP_URL_LIMIT) }).success).toBe(true);
  });

  it("is refused with more entries than a sitemap has URLs, or an entry that is not [fingerprint, date]", () => {
    const tooMany = v.safeParse(LastmodLedgerSchema, { version: "v1", publishedAt: 1, entries: entriesOf(SITEMAP_URL_LIMIT + 1) });
    expect(tooMany.success).toBe(false);
    expect(tooMany.issues?.[0]?.message).toBe("more entries than a sitemap has URLs");
    expect(v.safeParse(LastmodLedgerSchema, { version: "v1", publishedAt: 1, entries: { "/": [1, "ab12"] } }).success).toBe(false);
    expect(v.safeParse(LastmodLedgerSchema, { version: "v1", entries: {} }).success).toBe(false);
  });
});
