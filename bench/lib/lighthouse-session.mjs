// What the Lighthouse benches (lighthouse.mjs, lcp-graph.mjs) share before their first audit: the
// floor pages written where the asset server will find them, the published site under wrangler dev,
// one request per page first (the first visit builds a page into KV, which no visitor sees twice),
// and each protocol as the audits reach it: HTTP/1.1 straight at wrangler dev, HTTP/2 through a
// local TLS proxy (lib/h2-proxy.mjs) with the Chrome flag that trusts its certificate.
import { startPublishedSite } from "../published-site.mjs";
import { writeFloorPage } from "./floor-page.mjs";
import { startH2Proxy } from "./h2-proxy.mjs";

/** Each protocol in turn as `{ protocol, label, baseUrl, chromeFlags }`; an HTTP/2 proxy lives while its turn does. */
async function* overProtocols(baseUrl, protocols) {
  for (const protocol of protocols) {
    if (protocol === "h1") {
      yield { protocol, label: "HTTP/1.1", baseUrl, chromeFlags: [] };
      continue;
    }
    const proxy = await startH2Proxy({ target: baseUrl });
    try {
      yield { protocol, label: "HTTP/2", baseUrl: proxy.baseUrl, chromeFlags: [`--ignore-certificate-errors-spki-list=${proxy.spki}`] };
    } finally {
      await proxy.stop();
    }
  }
}

/**
 * Runs `use` with the published site up and the floors served, and takes all of it away after.
 *
 * @example
 *   await withPublishedSite({ root, pages, floors: { floor: FLOOR_HTML } }, async (session) => {
 *     for await (const target of session.overProtocols(["h1", "h2"])) audit(target.baseUrl + session.floors.floor, target.chromeFlags);
 *   });
 * @param {{ root: string, pages: string[], floors?: Record<string, string> }} options floors: name → HTML
 * @param {(session: { baseUrl: string, floors: Record<string, string>, overProtocols: (protocols: string[]) => AsyncGenerator<{ protocol: string, label: string, baseUrl: string, chromeFlags: string[] }> }) => Promise<T>} use
 * @returns {Promise<T>}
 * @template T
 */
export async function withPublishedSite({ root, pages, floors = {} }, use) {
  const written = Object.entries(floors).map(([name, html]) => [name, writeFloorPage(root, { name: name.replaceAll(" ", "-"), html })]);
  try {
    const site = await startPublishedSite({ root });
    try {
      const paths = {};
      for (const [name, page] of written) paths[name] = await page.path(site.baseUrl);
      for (const path of pages) await fetch(site.baseUrl + path).then((res) => res.arrayBuffer());
      return await use({ baseUrl: site.baseUrl, floors: paths, overProtocols: (protocols) => overProtocols(site.baseUrl, protocols) });
    } finally {
      await site.stop();
    }
  } finally {
    for (const [, page] of written) page.remove();
  }
}
