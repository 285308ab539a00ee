#!/usr/bin/env node
// npm run bench:first-screen — how much of the compressed document a browser needs before it can
// draw the first screen (the target: ≤ 14 KB, the first round trip of a new connection).
// For each page: the HTML as sent, gzip -9 (the whole document and the stream up to the end of
// the first screen's last element), at a 390×844 phone and a 1366×768 laptop. The last element is
// the last one in document order whose box starts inside the viewport, found by Chromium with
// the page's scripts refused (the markup as the server wrote it); its end is found in the HTML by counting start
// tags of its name, and the stream is cut there with a sync flush: what a reader must receive.
// Then a second page view: a film page opened after the front page, its document and whatever
// else is not answered from the browser's cache (the front page's script sets the cookie that
// gets the film page with the stylesheet linked, as a returning visitor's browser does).
//
//   npm run bench:first-screen
//   npm run bench:first-screen -- --markdown --base-url http://127.0.0.1:8787
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { constants, gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, ensureChromium } from "../tests/e2e/support/ensure-chromium.mjs";
import { startSite } from "../tests/e2e/support/site-server.mjs";
import { formatTable } from "./lib/table.mjs";

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    markdown: { type: "boolean", default: false },
    out: { type: "string", default: "bench/first-screen-results.json" },
  },
});
const PAGES = [
  ["front page", "/"],
  ["film page", "/kystlinjer-DXM10234"],
  ["programme day", "/kinoprogram?dag=2025-09-20"],
  ["article", "/article/datoene-for-nff-2025-er-klare"],
  ["film catalogue", "/filmer"],
];
const SCREENS = [
  ["390", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ["1366", { viewport: { width: 1366, height: 768 } }],
];
const BUDGET_KB = 14;
const kb = (n) => Number((n / 1024).toFixed(1));

/** The last element whose box starts inside the first viewport: its tag and its ordinal among its kind. */
function lastInFirstScreen() {
  let last = null;
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0) last = element;
  }
  if (!last) return null;
  const tag = last.localName;
  return { tag, ordinal: Array.from(document.getElementsByTagName(tag)).indexOf(last), text: (last.textContent ?? "").trim().slice(0, 40) };
}

/** Where the element ends in the HTML: after the closing tag of the `ordinal`-th start tag `<tag`. */
function endOf(html, tag, ordinal) {
  const starts = [...html.matchAll(new RegExp(`<${tag}[\\s>/]`, "gi"))];
  const start = starts[ordinal];
  if (!start) throw new Error(`no <${tag}> number ${ordinal} in the HTML`);
  const open = html.indexOf(">", start.index);
  if (html[open - 1] === "/" || /^(img|input|br|hr|meta|link|source|use|path|col|wbr)$/i.test(tag)) return open + 1;
  // Nested elements of the same name are counted, so the matching close is found.
  const tags = new RegExp(`<(/?)${tag}[\\s>/]`, "gi");
  tags.lastIndex = open;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.indexOf(">", m.index) + 1;
  }
  throw new Error(`<${tag}> number ${ordinal} is never closed`);
}

/** Compressed bytes a reader needs to decode the first `rawBytes` of `bytes` (gzip -9, sync flush). */
const gzipPrefix = (bytes, rawBytes) => gzipSync(bytes.subarray(0, rawBytes), { level: 9, finishFlush: constants.Z_SYNC_FLUSH }).length;

/**
 * A second page view: `second` opened after `first` in the same browser (HTTP cache
 * warm, no service worker), what its document weighs gzip -9 and what else goes over the network
 * (anything not answered from the cache: its bytes as Chromium received them).
 */
async function secondView(baseUrl, first, second) {
  const context = await browser.newContext({ ...SCREENS[0][1], serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(baseUrl + first, { waitUntil: "load" });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map();
  const cached = new Set();
  const fetched = [];
  cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
  cdp.on("Network.requestServedFromCache", (e) => cached.add(e.requestId));
  cdp.on("Network.loadingFinished", (e) => {
    const url = urls.get(e.requestId);
    if (url && !cached.has(e.requestId) && e.encodedDataLength > 0) fetched.push({ url, bytes: e.encodedDataLength });
  });
  const response = await page.goto(baseUrl + second, { waitUntil: "load" });
  await page.waitForTimeout(500);
  const html = Buffer.from((await response?.text()) ?? "");
  await context.close();
  const others = fetched.filter((f) => new URL(f.url).pathname !== new URL(baseUrl + second).pathname);
  // The first page's script set the cookie that names the stylesheet (docs/decisions/038): the
  // film page then comes with the file linked in <head>, no first-screen rules inline.
  const linked = !html.toString().includes("<style>@font-face");
  return { first, second, documentGzip: gzipSync(html, { level: 9 }).length, linked, others };
}

const loadBefore = loadavg()[0];
const site = values["base-url"] ? { baseUrl: values["base-url"], stop: async () => {} } : await startSite(process.cwd(), { args: ["--log-level", "warn"] });
const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: [...CHROMIUM_ARGS] });
const rows = [];
let second;
try {
  for (const [name, path] of PAGES) {
    const res = await fetch(site.baseUrl + path, { headers: { "accept-encoding": "identity" } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const html = await res.text();
    const bytes = Buffer.from(html);
    const row = { page: name, path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    for (const [width, device] of SCREENS) {
      // The page's scripts refused, not scripting switched off (the menu would then show open):
      // the DOM is the server's markup, element for element, laid out as a visitor sees it.
      const context = await browser.newContext({ ...device, serviceWorkers: "block" });
      const page = await context.newPage();
      await page.route(/\/build\/[^/]+\.js$/, (route) => route.abort());
      await page.route(site.baseUrl + path, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
      await page.goto(site.baseUrl + path, { waitUntil: "load" });
      const last = await page.evaluate(lastInFirstScreen);
      await context.close();
      if (!last) throw new Error(`${path}: nothing in the first screen at ${width} px`);
      const end = Buffer.byteLength(html.slice(0, endOf(html, last.tag, last.ordinal)));
      row[`last element ${width}`] = `<${last.tag}> ${last.text}`;
      row[`raw offset ${width}`] = end;
      row[`gzip offset ${width}`] = gzipPrefix(bytes, end);
    }
    rows.push(row);
    process.stdout.write(".");
  }
  second = await secondView(site.baseUrl, "/", "/kystlinjer-DXM10234");
} finally {
  await browser.close();
  await site.stop();
}

console.log("\n");
const table = rows.map((r) => ({
  page: r.page,
  "raw KB": kb(r.raw),
  "gzip KB": kb(r.gzip),
  "first screen, gzip KB at 390": kb(r["gzip offset 390"]),
  "at 1366": kb(r["gzip offset 1366"]),
  budget: Math.max(r["gzip offset 390"], r["gzip offset 1366"]) / 1024 <= BUDGET_KB ? "✓" : "✗",
}));
const columns = Object.keys(table[0]).map((key) => ({ key, title: key, align: key === "page" ? "left" : "right" }));
console.log(formatTable(table, columns, { markdown: values.markdown }));
for (const r of rows) console.log(`${r.page}: last element at 390 ${r["last element 390"]}; at 1366 ${r["last element 1366"]}`);
console.log(
  `\nSecond view, ${second.second} after ${second.first}: the document ${kb(second.documentGzip)} KB gzip ` +
    `(${second.linked ? "the stylesheet linked in <head>" : "first-screen rules inline"}); ` +
    `besides it ${second.others.length} request(s) over the network, ${kb(second.others.reduce((n, f) => n + f.bytes, 0))} KB` +
    (second.others.length ? ` (${second.others.map((f) => new URL(f.url).pathname).join(", ")})` : ""),
);
const load = { before: loadBefore, after: loadavg()[0] };
console.log(`\nLoad average (1 min) ${load.before.toFixed(1)} before, ${load.after.toFixed(1)} after. Budget: the first screen ≤ ${BUDGET_KB} KB gzip.`);
writeFileSync(values.out, JSON.stringify({ at: new Date().toISOString(), load, budgetKb: BUDGET_KB, rows, second }, null, 2));
