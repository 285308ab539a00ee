// The floor page of the Lighthouse benches (decision 049): one short HTML document with one line of
// text, a static file the asset server answers without the worker, as bench/run.mjs's twins. The
// asset server reads public/ when wrangler starts, so it is written first and removed after.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** The least page: what any page costs here before its own bytes, requests and layout. */
export const FLOOR_HTML = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Gulv</title><link rel="icon" href="data:,"><meta name="description" content="Den minste siden."></head><body><p>Nordkyst filmfestival 2025.</p></body></html>\n`;

/**
 * Writes the floor into `root`/public for this process; `path(baseUrl)` finds where the server
 * answers it, `remove()` takes it away (also on Ctrl-C).
 */
export function writeFloorPage(root) {
  const file = join(root, "public", `__lighthouse-floor-${process.pid}.html`);
  writeFileSync(file, FLOOR_HTML);
  const remove = () => rmSync(file, { force: true });
  process.once("SIGINT", () => {
    remove();
    process.exit(130);
  });
  /** Where the asset server answers the floor: with or without `.html`, as its HTML handling decides. */
  async function path(baseUrl) {
    const name = file.split("/").at(-1);
    for (const candidate of [`/${name.replace(/\.html$/, "")}`, `/${name}`]) {
      const res = await fetch(baseUrl + candidate, { redirect: "manual" });
      if (res.status === 200 && (await res.text()) === FLOOR_HTML) return candidate;
    }
    throw new Error("the floor page is not served");
  }
  return { path, remove };
}
