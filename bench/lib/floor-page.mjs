// The floor pages of the Lighthouse benches (decision 049): short static HTML documents the asset
// server answers without the worker, as bench/run.mjs's twins. The asset server reads public/ when
// wrangler starts, so they are written first and removed after.
import { execFileSync } from "node:child_process";
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const HEAD = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Gulv</title><link rel="icon" href="data:,"><meta name="description" content="Den minste siden."></head>`;

/** The least page: what any page costs here before its own bytes, requests and layout. */
export const FLOOR_HTML = `${HEAD}<body><p>Nordkyst filmfestival 2025.</p></body></html>\n`;

/**
 * The least page whose largest paint is a picture: the text floor and the film page's hero in the
 * width Lighthouse's phone takes (768 w WebP, about 6 KB), drawn as wide as the screen. A page whose
 * LCP is a picture pays its request after the document's: this is what that costs by itself.
 */
export function pictureFloorHtml(src) {
  return `${HEAD}<body><p>Nordkyst filmfestival 2025.</p><img src="${src}" width="412" height="232" alt="Kystlinjer" fetchpriority="high"></body></html>\n`;
}

/** The film page's hero picture as the build writes it (public/img/), building first if it has not. */
export function heroPicture(root) {
  const find = () => readdirSync(join(root, "public", "img")).find((f) => /^film-kystlinjer\.[0-9a-f]+\.768\.webp$/.test(f));
  let file = (() => {
    try {
      return find();
    } catch {
      return undefined;
    }
  })();
  if (!file) {
    execFileSync("node", [join(root, "scripts", "build.mjs")], { cwd: root, stdio: "inherit" });
    file = find();
  }
  if (!file) throw new Error("the build wrote no 768 w WebP of film-kystlinjer into public/img/");
  return `/img/${file}`;
}

/**
 * Writes a floor page into `root`/public for this process; `path(baseUrl)` finds where the server
 * answers it, `remove()` takes it away (also on Ctrl-C).
 */
export function writeFloorPage(root, { name = "floor", html = FLOOR_HTML } = {}) {
  const file = join(root, "public", `__lighthouse-${name}-${process.pid}.html`);
  writeFileSync(file, html);
  const remove = () => rmSync(file, { force: true });
  process.once("SIGINT", () => {
    remove();
    process.exit(130);
  });
  /** Where the asset server answers the floor: with or without `.html`, as its HTML handling decides. */
  async function path(baseUrl) {
    const base = file.split("/").at(-1);
    for (const candidate of [`/${base.replace(/\.html$/, "")}`, `/${base}`]) {
      const res = await fetch(baseUrl + candidate, { redirect: "manual" });
      if (res.status === 200 && (await res.text()) === html) return candidate;
    }
    throw new Error(`the ${name} page is not served`);
  }
  return { path, remove };
}
