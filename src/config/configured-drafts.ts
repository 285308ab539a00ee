import { bundledDrafts } from "../content/bundled-drafts";
import { withDrafts } from "../content/drafts";
import type { ContentSource, LoadedContent } from "../content/source";
import { STABLE } from "../content-apis/management-api";
import { Memo } from "../shared/memo";
import { apiSource } from "./configured-content";
import type { AppConfig } from "./env";

/**
 * Content as a preview link shows it: the published content with the editors' drafts, and which
 * drafts those are (`shows`: their version and when they were built or fetched, epoch ms), for the
 * preview bar.
 */
export type DraftContent = { content: LoadedContent; shows: { version: string; builtAt: number } };

/** The published content with the bundled drafts, once per published content and isolate; a failed overlay is tried again. */
const overlaid = new Memo<LoadedContent, [], Promise<DraftContent>>(1);

function bundledWithDrafts(published: LoadedContent): Promise<DraftContent> {
  return overlaid.get(published, [], overlay);
}

function overlay(published: LoadedContent): Promise<DraftContent> {
  const drafts = bundledDrafts();
  const preview = withDrafts(published.bundle, drafts).then((bundle) => ({
    content: { version: `${published.version}+${drafts.version}`, bundle },
    shows: { version: drafts.version, builtAt: drafts.builtAt },
  }));
  preview.catch(() => overlaid.forget(published));
  return preview;
}

/** The editors' state in the management API (`stable=0`), asked afresh for every preview. */
async function apiDrafts(source: ContentSource, now: number): Promise<DraftContent> {
  const content = await source.load();
  return { content, shows: { version: content.version, builtAt: now } };
}

/**
 * Where a preview link's content comes from (docs/decisions/032), the counterpart of
 * configuredContent: the bundled demo's `content/drafts/` over the current content, or the
 * management API's drafts (`stable=0`) with the platform's events and site. Nothing of it is
 * stored: it lives for the request (the bundled overlay for the isolate, in memory).
 *
 * @example const { content, shows } = await configuredDrafts(config).load(await c.var.source.load(), Date.now())
 */
export function configuredDrafts(config: AppConfig): { load(published: LoadedContent, now: number): Promise<DraftContent> } {
  if (config.CONTENT_SOURCE === "bundled") return { load: (published) => bundledWithDrafts(published) };
  const source = apiSource(config, STABLE.drafts);
  return { load: (_published, now) => apiDrafts(source, now) };
}
