import { env } from "cloudflare:workers";
import { expect } from "vitest";
import raw from "../../build/content.json";
import type { ContentFiles } from "../../src/content/check/located";
import type { KvWrite } from "../../src/kv/content-version";
import { forgetCurrentContent } from "../../src/kv/current-content";
import contentTools from "../../src/tools/content-tools-worker";

type Demo = typeof raw;
/** Changes to the demo's records before they become files: each one passed through its function. */
export type DemoEdits = {
  articles?: (article: Demo["articles"][number]) => unknown;
  productions?: (production: Demo["productions"][number]) => unknown;
  events?: (event: Demo["events"][number]) => unknown;
};

/**
 * The demo content as an editor's folder holds it (one file a record), with `edits` made.
 *
 * @example demoContentFiles({ events: (e) => (e.id === id ? { ...e, start: later } : e) })
 */
export function demoContentFiles(edits: DemoEdits = {}): ContentFiles {
  const doc = (file: string, value: unknown) => ({ file, at: "", value });
  const many = (folder: string, values: unknown[]) => values.map((value, i) => doc(`${folder}/${i}.json`, value));
  return {
    site: doc("site.json", raw.site),
    theme: doc("theme.json", raw.theme),
    redirects: doc("redirects.json", raw.redirects),
    pages: many("pages", raw.pages),
    articles: many("articles", edits.articles ? raw.articles.map(edits.articles) : raw.articles),
    productions: many("productions", edits.productions ? raw.productions.map(edits.productions) : raw.productions),
    events: many("events", edits.events ? raw.events.map(edits.events) : raw.events),
  };
}

/**
 * What `npm run content:publish -- --env local` does with the files: asks the content tools'
 * worker for the writes (given the lastmod ledger KV holds, when there is one), puts them in KV in
 * the order given (the site chrome, which names the new version, comes last), and forgets the
 * content remembered from before, as a new isolate would. Answers what the tools said of the ledger.
 */
export async function publishThroughTools(files: ContentFiles, version: string, publishedAt = Date.now(), ledger?: unknown): Promise<string> {
  const request = new Request("http://content-tools/writes", { method: "POST", body: JSON.stringify({ files, version, publishedAt, ledger }) });
  const answer = (await (await contentTools.fetch(request)).json()) as { problems: unknown[]; writes?: KvWrite[]; ledger: string };
  expect(answer.problems).toEqual([]);
  for (const { key, value, metadata, expirationTtl } of answer.writes ?? []) await env.PAGES.put(key, value, { metadata, expirationTtl });
  forgetCurrentContent(env.PAGES);
  return answer.ledger;
}
