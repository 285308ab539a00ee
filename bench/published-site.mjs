// The site as a search engine or a visitor meets it once it is published: a copy of content/ with
// `published: true` in site.json, published with `content:publish` into a fresh local KV of its own,
// and `wrangler dev` (production mode) reading that KV. content/ itself is never changed; the copy,
// the KV and the server go away with `stop()`.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSite } from "../tests/e2e/support/site-server.mjs";

/**
 * Publishes the published copy of the content and starts the site on it.
 *
 * @example const site = await startPublishedSite({ root }); …; await site.stop();
 * @param {{ root: string }} options
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startPublishedSite({ root }) {
  const work = mkdtempSync(join(tmpdir(), "kinoweb-published-"));
  const content = join(work, "content");
  const state = join(work, "state");
  const cleanUp = () => rmSync(work, { recursive: true, force: true });
  try {
    cpSync(join(root, "content"), content, { recursive: true });
    const siteFile = join(content, "site.json");
    writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(readFileSync(siteFile, "utf8")), published: true }, null, 2));
    const publish = spawnSync(process.execPath, ["scripts/content-publish.mjs", "--env", "local", "--persist-to", state, "--content", content], {
      cwd: root,
      encoding: "utf8",
    });
    if (publish.status !== 0) throw new Error(`content:publish failed:\n${publish.stdout}${publish.stderr}`);
  } catch (error) {
    cleanUp();
    throw error;
  }

  const site = await startSite(root, { persistTo: state, cleanUp });
  const res = await fetch(`${site.baseUrl}/robots.txt`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
  const robots = res?.ok ? await res.text() : "";
  // Published means search engines are welcome: no "noindex" header, and robots.txt allows.
  if (!res?.ok || res.headers.get("x-robots-tag") || /Disallow:\s*\/\s*$/m.test(robots)) {
    await site.stop();
    throw new Error(`the site answers as not published (robots.txt:\n${robots})`);
  }
  return { baseUrl: site.baseUrl, stop: site.stop };
}
