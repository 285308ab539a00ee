import * as v from "valibot";
import { ContentBundleSchema } from "../content/bundle";
import type { ContentSource, LoadedContent } from "../content/source";
import { kvKeys } from "./keys";
import type { ContentStamp } from "./read-through";

/** Where the current content came from: the deployed demo bundle, `content:publish`, or the APIs. */
export const ContentOriginSchema = v.picklist(["bundled", "publish", "apis"]);
export type ContentOrigin = v.InferOutput<typeof ContentOriginSchema>;

/** The metadata of the `content:current` document. */
export const CurrentMetaSchema = v.object({ version: v.string(), publishedAt: v.number(), origin: ContentOriginSchema });
export type CurrentMeta = v.InferOutput<typeof CurrentMetaSchema>;

/** The current content: a validated, sanitized bundle with its version, publication time and origin. */
export type CurrentContent = LoadedContent & CurrentMeta;

/**
 * The content source the configuration names (CONTENT_SOURCE), as the KV layer sees it: whether
 * it should replace what KV holds, and its content stamped for storing.
 */
export interface ConfiguredContent {
  readonly origin: Exclude<ContentOrigin, "publish">;
  /**
   * True for a source that changes without a deploy (the APIs): the scheduled refresh asks it
   * every time. The bundled content changes only with a deploy, and `replaces` says when.
   */
  readonly polled: boolean;
  /** Whether this source's content should take the place of what KV holds (undefined: nothing). */
  replaces(current: CurrentMeta | undefined): boolean;
  /** The source's content, stamped with the publication time `now` or its own build time. */
  load(now: number): Promise<CurrentContent>;
}

/**
 * The stamp page-data entries carry for content.
 *
 * @example const built = { value, ...stampOf(content) } // { value, version, publishedAt }
 */
export function stampOf(content: CurrentMeta): ContentStamp {
  return { version: content.version, publishedAt: content.publishedAt };
}

/**
 * How long an isolate trusts its copy of the current content before it asks KV again. Short: a
 * publish writes every page itself, so this only delays pages built lazily.
 */
const RECHECK_MS = 5_000;

type Memo = { content: CurrentContent; checkedAt: number };
const memos = new WeakMap<KVNamespace, Memo>();

/** For tests: forget this isolate's copy of the current content, as a fresh isolate would. */
export function forgetCurrentContent(ns: KVNamespace): void {
  memos.delete(ns);
}

/**
 * Remembers content this isolate just stored, so it neither reads nor parses it again.
 *
 * @example rememberCurrentContent(env.PAGES, content)
 */
export function rememberCurrentContent(ns: KVNamespace, content: CurrentContent, now = Date.now()): void {
  memos.set(ns, { content, checkedAt: now });
}

/**
 * The metadata of the current content in KV, or undefined when there is none (or it is unreadable),
 * without reading the bundle itself.
 *
 * @example (await readCurrentMeta(env.PAGES))?.origin // "publish"
 */
export async function readCurrentMeta(ns: KVNamespace): Promise<CurrentMeta | undefined> {
  const hit = await ns.getWithMetadata(kvKeys.content(), "stream");
  await hit.value?.cancel();
  const meta = v.safeParse(CurrentMetaSchema, hit.metadata);
  return hit.value !== null && meta.success ? meta.output : undefined;
}

/**
 * The current content in KV (`content:current`, docs/decisions/010): what pages are built from on
 * a miss or a refresh, whichever way it got there (publish, scheduled refresh, purge). When KV
 * holds none yet, or a deploy brought newer demo content than the demo content KV holds, the
 * configured source's content is used and stored. A ContentSource, so everything that builds from
 * content (page store, search index, events, feeds) builds from the same current content.
 *
 * @example await new CurrentContentStore(env.PAGES, configuredContent(config), { waitUntil }).load()
 */
export class CurrentContentStore implements ContentSource {
  readonly name = "kv";

  constructor(
    private readonly ns: KVNamespace,
    private readonly configured: ConfiguredContent,
    private readonly options: { waitUntil: (work: Promise<unknown>) => void; now?: () => number },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /**
   * Each request reads KV itself rather than awaiting another request's read: workerd ties I/O to
   * the request that started it. What is shared is the parsed result.
   */
  async load(): Promise<CurrentContent> {
    const memo = memos.get(this.ns);
    if (memo && this.now() - memo.checkedAt < RECHECK_MS) return memo.content;
    const hit = await this.ns.getWithMetadata(kvKeys.content(), "stream");
    const meta = v.safeParse(CurrentMetaSchema, hit.metadata);
    const stored = hit.value !== null && meta.success ? meta.output : undefined;
    if (stored && !this.configured.replaces(stored)) {
      const same = memo && memo.content.version === stored.version && memo.content.publishedAt === stored.publishedAt;
      // The isolate's copy is current: the 200 KB body need not even be read.
      if (same) await hit.value?.cancel();
      const content = same ? memo.content : parseStored(await new Response(hit.value).text(), stored);
      if (content) {
        rememberCurrentContent(this.ns, content, this.now());
        return content;
      }
    } else {
      await hit.value?.cancel();
    }
    const content = await this.configured.load(this.now());
    rememberCurrentContent(this.ns, content, this.now());
    this.options.waitUntil(writeCurrentContent(this.ns, content).catch((error: unknown) => console.warn("kv: write of the current content failed", error)));
    return content;
  }
}

/** The stored document, parsed (KV is a boundary); undefined, and logged, when it does not parse. */
function parseStored(json: string, meta: CurrentMeta): CurrentContent | undefined {
  try {
    const bundle = v.safeParse(ContentBundleSchema, JSON.parse(json));
    if (bundle.success) return { ...meta, bundle: bundle.output };
    console.error(`kv: content ${meta.version} does not match the content schema; using the configured source`, v.flatten(bundle.issues));
  } catch (error) {
    console.error(`kv: content ${meta.version} is not JSON; using the configured source`, error);
  }
  return undefined;
}

/**
 * The current-content document as a KV write: the sanitized bundle, its stamp as metadata.
 *
 * @example const { key, value, metadata } = currentContentWrite(content) // key "content:current"
 */
export function currentContentWrite(content: CurrentContent): { key: string; value: string; metadata: CurrentMeta } {
  const metadata: CurrentMeta = { version: content.version, publishedAt: content.publishedAt, origin: content.origin };
  return { key: kvKeys.content(), value: JSON.stringify(content.bundle), metadata };
}

async function writeCurrentContent(ns: KVNamespace, content: CurrentContent): Promise<void> {
  const { key, value, metadata } = currentContentWrite(content);
  await ns.put(key, value, { metadata });
}
