/** Reading a page's JSON-LD as a search engine does: every ld+json block, `@id` references resolved. */
export type LdNode = Record<string, unknown> & { "@type"?: string; "@id"?: string };

export type PageGraph = { context: unknown; nodes: LdNode[]; scripts: string[]; resolve: (value: unknown) => LdNode };

/** The raw text of every `<script type="application/ld+json">` of the page. */
export function ldJsonScripts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
}

/** The page's one graph; throws when a block is not JSON or a reference points nowhere. */
export function pageGraph(html: string): PageGraph {
  const scripts = ldJsonScripts(html);
  const parsed = scripts.map((s) => JSON.parse(s) as { "@context"?: unknown; "@graph"?: LdNode[] });
  const nodes = parsed.flatMap((p) => p["@graph"] ?? []);
  const byId = new Map(nodes.filter((n) => n["@id"]).map((n) => [n["@id"], n]));
  const resolve = (value: unknown): LdNode => {
    const node = value as LdNode;
    if (node && Object.keys(node).length === 1 && node["@id"]) {
      const target = byId.get(node["@id"]);
      if (!target) throw new Error(`@id ${node["@id"]} points to no node of the page`);
      return target;
    }
    return node;
  };
  return { context: parsed[0]?.["@context"], nodes, scripts, resolve };
}

export const ofType = (graph: PageGraph, type: string) => graph.nodes.filter((n) => n["@type"] === type);

/** ISO 8601 date-time with seconds and an explicit offset, as schema.org and Google want them. */
export const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/;

/** The start times of the screenings a page lists, as its `<time dateTime>` attributes say. */
export function listedStarts(main: string): string[] {
  return [...main.matchAll(/<time class="screening-time" dateTime="([^"]+)"/g)].map((m) => m[1] ?? "").sort();
}
