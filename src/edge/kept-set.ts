import * as v from "valibot";
import { ContentIndex } from "../content/content-index";
import { buildPageData } from "../content/build-page-data";
import type { CurrentContent } from "../kv/current-content";
import type { KvWrite } from "../kv/content-version";
import { kvKeys } from "../kv/keys";
import { PAGE_PARAMS, pageQuery } from "../render/blocks/page-params";
import { type PageReads, pageParams, pageReads } from "../render/blocks/page-reads";
import { renderContext } from "../render/render-context";
import { Memo } from "../shared/memo";
import { articlePath, encodePagePath, productionPath } from "../shared/site-paths";
import { screeningIds } from "../content/screening-ids";
import type { Keep } from "./page-answer";

const ReadsSchema = v.object({
  params: v.array(v.string()),
  defaults: v.record(v.string(), v.string()),
  offers: v.record(v.string(), v.array(v.string())),
});

/**
 * What one content version may keep (docs/decisions/040): every page of the content, and each page
 * that reads the query with what it reads and the values it offers. Worked out once when the
 * version is stored (kv/content-version.ts takes `keptSetWrite`), from the content alone.
 */
export const KeptSetSchema = v.object({
  v: v.literal(1),
  version: v.string(),
  publishedAt: v.number(),
  /** The site's host: every key names it, never a request's. */
  host: v.pipe(v.string(), v.nonEmpty()),
  /** Old and short domains: a request to one is the app's 301, never a cached page. */
  aliases: v.array(v.string()),
  /** Every page of the content, as its links write it. */
  paths: v.array(v.string()),
  /** The static pages that read a query, by path as links write it. */
  reads: v.record(v.string(), ReadsSchema),
  /** Every screening's id: the only ids `/api/events` keeps an answer under. */
  screenings: v.array(v.string()),
});
export type KeptSet = v.InferOutput<typeof KeptSetSchema>;

/**
 * Every query a page may keep in KV: each single value it offers of a parameter that means
 * something alone (a day tab, a place, one option of a filter, a page of a list), in the one
 * spelling pageQuery makes. Every combination is left out: answered, kept briefly at the edge at most.
 *
 * @example keptQueries(kinoprogramReads) // ["dag=2025-09-15", …, "sted=Havvik+kino", …]
 */
export function keptQueries(reads: Pick<PageReads, "params" | "defaults" | "offers">): string[] {
  const queries = new Set<string>();
  for (const [name, values] of Object.entries(reads.offers)) {
    if (PAGE_PARAMS[name]?.requires !== undefined) continue;
    for (const value of values) {
      const query = pageQuery(new URLSearchParams([[name, value]]), reads);
      if (query) queries.add(query);
    }
  }
  return [...queries];
}

/**
 * Where a page with this query (as pageQuery spelt it) may be kept: in KV when it is the page
 * itself or one single value it offers, else at the edge at most. The one rule the route and the
 * kept set both follow.
 *
 * @example keepOf("dag=2025-09-17", reads) // "kv"; keepOf("land=norge&sprak=samisk", reads) // "edge"
 */
export function keepOf(query: string, reads: Pick<PageReads, "offers">): Keep {
  if (query === "") return "kv";
  const pairs = [...new URLSearchParams(query)];
  if (pairs.length !== 1) return "edge";
  const [name, value] = pairs[0] ?? ["", ""];
  return PAGE_PARAMS[name]?.requires === undefined && reads.offers[name]?.includes(value) ? "kv" : "edge";
}

/**
 * The kept set of a content version: worked out from the content at `now` (which days are
 * offered does not change with it; a catalogue of films still to come only shrinks).
 *
 * @example buildKeptSet(content, Date.now()).paths.length // 347 for the demo festival
 */
export function buildKeptSet(content: CurrentContent, now: number): KeptSet {
  const index = new ContentIndex(content.bundle);
  const { site } = content.bundle;
  const routes = index.routes();
  const paths = [
    ...routes.pages.map(encodePagePath),
    ...routes.films.map((slug) => productionPath({ parentSlug: slug }) ?? ""),
    ...routes.cultures.map((slug) => productionPath({ pageReference: slug }) ?? ""),
    ...content.bundle.articles.map((a) => articlePath(a.slug)),
  ];
  const reads: KeptSet["reads"] = {};
  for (const path of routes.pages) {
    const data = buildPageData(index, { kind: "page", path });
    if (!data || pageParams(data).params.length === 0) continue;
    const ctx = renderContext({ locale: data.page.locale, site, path, query: {}, now });
    const { params, defaults = {}, offers } = pageReads(data, ctx);
    reads[encodePagePath(path)] = {
      params: [...params],
      defaults: { ...defaults },
      offers: Object.fromEntries(Object.entries(offers).map(([name, values]) => [name, [...values]])),
    };
  }
  return {
    v: 1,
    version: content.version,
    publishedAt: content.publishedAt,
    host: site.host,
    aliases: site.aliases,
    paths: [...new Set(paths)],
    reads,
    screenings: [...screeningIds(content.bundle)],
  };
}

/** Made once per kept set: the addresses a route's answer may keep in KV. */
const addressesOf = new Memo<KeptSet, [], ReadonlySet<string>>(1);

/**
 * Every address the kept set may keep in KV: each page, and each of its kept queries. Its size
 * is what `content:publish` prints, and bounds what KV can hold of one version.
 */
export function keptAddresses(set: KeptSet): ReadonlySet<string> {
  return addressesOf.get(set, [], () => {
    const all = new Set(set.paths);
    for (const [path, reads] of Object.entries(set.reads)) for (const query of keptQueries(reads)) all.add(`${path}?${query}`);
    return all;
  });
}

/** Made once per kept set: its screenings' ids. */
const screeningsOf = new Memo<KeptSet, [], ReadonlySet<string>>(1);

/**
 * The ids among `ids` that name a screening of the kept set's content, in the order asked: an
 * `/api/events` answer is kept under these alone, and an ask that names none is a 404.
 *
 * @example knownScreenings(set, ["10245", "finnes-ikke"]) // ["10245"]
 */
export function knownScreenings(set: KeptSet, ids: readonly string[]): string[] {
  const known = screeningsOf.get(set, [], () => new Set(set.screenings));
  return ids.filter((id) => known.has(id));
}

/** The kept set as the one KV write a content version makes of it (kv/content-version.ts). */
export function keptSetWrite(content: CurrentContent, now: number): KvWrite {
  const set = buildKeptSet(content, now);
  return { key: kvKeys.keptSet(), value: JSON.stringify(set), metadata: { builtAt: now, version: content.version, publishedAt: content.publishedAt } };
}
