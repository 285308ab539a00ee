import * as v from "valibot";
import { checkContent } from "../content/check/check-content";
import type { ContentFiles } from "../content/check/located";
import { sanitizeBundle } from "../content/sanitize-bundle";
import { contentVersionWrites } from "../kv/content-version";
import { buildKeptSet, keptAddresses, keptSetWrite } from "../edge/kept-set";
import { kvKeys } from "../kv/keys";
import { LastmodLedgerSchema } from "../kv/lastmod-ledger";
import { BLOCKS } from "../render/blocks/registry";

/**
 * The content commands' half that runs in workerd (scripts/content-tools.mjs starts it with
 * miniflare): the same checks, sanitizer (HTMLRewriter exists only here) and KV entries as the
 * site, so `content:publish` writes exactly what the scheduled refresh would.
 *
 *   POST /check       ContentFiles                              → { problems, warnings }
 *   POST /writes      { files, version, publishedAt, ledger? }  → { problems } | { problems: [], writes, ledger }
 *   POST /ledger-key  (nothing)                                 → { key }
 *
 * `ledger` is the lastmod ledger the environment's KV holds (docs/decisions/037), as read there;
 * the answer's `ledger` says whether the new one continues it ("continued") or starts afresh
 * ("fresh": none was given, or it did not parse).
 */
const Located = v.object({ file: v.string(), at: v.string(), value: v.unknown() });
const FilesSchema = v.object({
  site: Located,
  theme: Located,
  redirects: Located,
  pages: v.array(Located),
  articles: v.array(Located),
  productions: v.array(Located),
  events: v.array(Located),
});
const WritesRequest = v.object({ files: FilesSchema, version: v.pipe(v.string(), v.nonEmpty()), publishedAt: v.number(), ledger: v.optional(v.unknown()) });

const components = new Set(Object.keys(BLOCKS));

function check(files: ContentFiles) {
  return checkContent(files, { components });
}

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === "/ledger-key") return Response.json({ key: kvKeys.lastmodLedger() });
    const body: unknown = await request.json().catch(() => undefined);
    if (url.pathname === "/check") {
      const files = v.safeParse(FilesSchema, body);
      if (!files.success) return Response.json({ error: v.summarize(files.issues) }, { status: 400 });
      const { problems, warnings } = check(files.output);
      return Response.json({ problems, warnings });
    }
    if (url.pathname === "/writes") {
      const input = v.safeParse(WritesRequest, body);
      if (!input.success) return Response.json({ error: v.summarize(input.issues) }, { status: 400 });
      const { files, version, publishedAt, ledger } = input.output;
      const { problems, bundle } = check(files);
      if (!bundle) return Response.json({ problems });
      const content = { version, publishedAt, origin: "publish" as const, bundle: await sanitizeBundle(bundle) };
      const previous = v.safeParse(LastmodLedgerSchema, ledger);
      const writes = await contentVersionWrites(content, publishedAt, previous.success ? previous.output : undefined, [keptSetWrite]);
      const kept = keptAddresses(buildKeptSet(content, publishedAt)).size;
      return Response.json({ problems, writes, kept, ledger: previous.success ? "continued" : "fresh" });
    }
    return new Response("not found", { status: 404 });
  },
} satisfies ExportedHandler;
