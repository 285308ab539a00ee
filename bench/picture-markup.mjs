#!/usr/bin/env node
// What the pictures' markup costs each page kind, and which file Chromium takes for each kind of
// picture at a phone's and a laptop's sizes (bench/README.md, "Picture markup").
//
//   npm run bench:pictures [-- --markdown] [-- --base-url http://127.0.0.1:8787]
//
// Starts the site (production mode, fresh KV) unless given one. Per page: the srcset lists
// (`srcset` and the head's `imagesrcset`), how many name a picture already listed, their candidates,
// their text with their `sizes` (raw), and what they add to the page's gzip -9 (the page
// compressed with and without them). Then Chromium opens each page at 390 px (2× and 3×) and
// 1366 px (1× and 2×), lets every picture load, and per kind of picture (its class) prints the
// width it took against the device pixels it is drawn at (`object-fit: cover` counted).
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";
import { startSite } from "../tests/e2e/support/site-server.mjs";
import { formatTable } from "./lib/table.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values } = parseArgs({ options: { "base-url": { type: "string" }, markdown: { type: "boolean", default: false } } });
const PAGES = ["/", "/kystlinjer-DXM10234", "/kinoprogram?dag=2025-09-20", "/article/julekino-2025", "/filmer", "/english"];
const SCREENS = [
  [390, 2],
  [390, 3],
  [1366, 1],
  [1366, 2],
];
const LIST = /\s(?:srcSet|srcset|imageSrcSet|imagesrcset)="([^"]*)"/g;
const SIZES = /\s(?:sizes|imageSizes|imagesizes)="([^"]*)"/g;
const gz = (text) => gzipSync(text, { level: 9 }).length;
const kb = (n) => (n / 1000).toFixed(1);

function markup(path, html) {
  const lists = [...html.matchAll(LIST)].map((m) => m[1] ?? "");
  const sizes = [...html.matchAll(SIZES)].map((m) => m[1] ?? "");
  const pictureOf = (list) => /\/img\/([a-z0-9-]+\.[0-9a-f]{10})\./.exec(list)?.[1];
  const again = lists.length - new Set(lists.map(pictureOf)).size;
  const text = [...lists, ...sizes].reduce((n, s) => n + s.length, 0);
  const gzipCost = gz(html) - gz(html.replace(LIST, "").replace(SIZES, ""));
  const candidates = lists.reduce((n, l) => n + l.split(", ").length, 0);
  return { path, lists: lists.length, again, candidates, text: kb(text), gzipCost, page: kb(gz(html)) };
}

/** In the page: every picture made to load now, then per class the width taken and the device pixels it is drawn at. */
async function picks(page) {
  await page.locator("img[srcset]").evaluateAll((imgs) => Promise.all(imgs.map((img) => ((img.loading = "eager"), img.decode().catch(() => {})))));
  return page.locator("img[srcset]").evaluateAll((imgs) => {
    const byClass = new Map();
    for (const img of imgs) {
      const box = img.getBoundingClientRect();
      if (box.width === 0 || byClass.has(img.className)) continue;
      const cover = getComputedStyle(img).objectFit === "cover";
      const drawn = cover ? Math.max(box.width, box.height * (img.naturalWidth / img.naturalHeight)) : box.width;
      const took = Number(/\.(\d+)\.\w+$/.exec(img.currentSrc)?.[1]);
      byClass.set(img.className, `${took} / ${Math.round(drawn * devicePixelRatio)}`);
    }
    return [...byClass];
  });
}

ensureChromium();
const site = values["base-url"] ? undefined : await startSite(ROOT);
const base = values["base-url"] ?? site?.baseUrl;
try {
  const rows = [];
  for (const path of PAGES) rows.push(markup(path, await (await fetch(new URL(path, base))).text()));
  const columns = [
    { key: "path", title: "page" },
    { key: "lists", title: "srcset lists", align: "right" },
    { key: "again", title: "of a picture listed already", align: "right" },
    { key: "candidates", title: "candidates", align: "right" },
    { key: "text", title: "srcset + sizes KB", align: "right" },
    { key: "gzipCost", title: "their gzip -9 bytes", align: "right" },
    { key: "page", title: "page gzip -9 KB", align: "right" },
  ];
  console.log(formatTable(rows, columns, { markdown: values.markdown }));

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  const taken = new Map();
  for (const [width, dpr] of SCREENS) {
    // A fresh context per screen: Chromium takes a wider file it already holds.
    const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 768 }, deviceScaleFactor: dpr, isMobile: width < 800 });
    for (const path of PAGES) {
      const page = await context.newPage();
      await page.goto(new URL(path, base).href, { waitUntil: "load" });
      for (const [className, cell] of await picks(page)) {
        const row = taken.get(className) ?? { className, page: path };
        row[`${width}@${dpr}`] = cell;
        taken.set(className, row);
      }
      await page.close();
    }
    await context.close();
  }
  await browser.close();
  console.log("\nwidth taken / device pixels drawn, per kind of picture (first on the pages above):\n");
  const screenColumns = SCREENS.map(([w, d]) => ({ key: `${w}@${d}`, title: `${w} px ${d}×`, align: "right" }));
  console.log(
    formatTable([...taken.values()], [{ key: "className", title: "picture" }, { key: "page", title: "on" }, ...screenColumns], { markdown: values.markdown }),
  );
} finally {
  await site?.stop();
}
