#!/usr/bin/env node
// npm run bench:wire — each page kind's document as the site sends it to Chromium: asked for with
// the Accept-Encoding Chromium sends, its compressed body and its response head in bytes, and how
// many round trips TCP's slow start needs for them (Lantern's model, decision 052: the first
// window is 10 × 1,460 B, each further one twice the last). Then what each part of the document
// costs on the wire: the page again with that part taken out and compressed the same way (gzip at
// the level the server's answer matches), the difference in bytes.
//
//   npm run bench:wire
//   npm run bench:wire -- --markdown --base-url http://127.0.0.1:8787
import { writeFileSync } from "node:fs";
import { request } from "node:http";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { startPublishedSite } from "./published-site.mjs";
import { PAGES } from "./lib/lighthouse-audit.mjs";
import { formatTable } from "./lib/table.mjs";

const { values } = parseArgs({
  options: {
    "base-url": { type: "string" },
    page: { type: "string", multiple: true },
    markdown: { type: "boolean", default: false },
    out: { type: "string", default: "bench/wire-results.json" },
  },
});
/** What Chromium 13x sends on a navigation. */
const CHROMIUM_ACCEPT_ENCODING = "gzip, deflate, br, zstd";
/** TCP's first congestion window (10 segments of 1,460 B), what Lantern lets the first round trip bring. */
const FIRST_WINDOW = 14_600;
/** The goal: the document (head and body) within the first window, with room for the proxy's and TLS's bytes. */
const GOAL = 14_336;

/** Round trips slow start needs for `bytes`: 14,600 in the first, twice as many in each next. */
function windows(bytes) {
  let sent = 0;
  let window = FIRST_WINDOW;
  let trips = 0;
  while (sent < bytes) {
    sent += window;
    window *= 2;
    trips++;
  }
  return trips;
}

/** The page as Chromium gets it: status line and headers as sent over HTTP/1.1, the body as encoded. */
function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": CHROMIUM_ACCEPT_ENCODING, accept: "text/html" } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => {
        const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
        resolve({
          status: res.statusCode,
          encoding: res.headers["content-encoding"] ?? "identity",
          head: Buffer.byteLength(`${lines.join("\r\n")}\r\n\r\n`),
          body: Buffer.concat(chunks),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The parts a document is made of, each a pattern whose matches are taken out to weigh it. */
const PARTS = [
  ["inline rules", /<style[^>]*>[\s\S]*?<\/style>/g],
  ["structured data", /<script type="application\/ld\+json">[\s\S]*?<\/script>/g],
  ["island props", /<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g],
  ["head meta", /<head>[\s\S]*?(?=<style)/g],
  ["header", /<header[\s\S]*?<\/header>/g],
  ["footer", /<footer[\s\S]*?<\/footer>/g],
  ["pictures", /<img [^>]*>/g],
  ["data-* attributes", / data-[a-z-]+="[^"]*"/g],
  ["aria-label attributes", / aria-label="[^"]*"/g],
  ["class attributes", / class="[^"]*"/g],
];

/** The gzip level whose output comes nearest the server's: the same compression for the parts. */
function levelOf(html, served) {
  let best = 6;
  for (const level of [1, 4, 5, 6, 9])
    if (Math.abs(gzipSync(html, { level }).length - served) < Math.abs(gzipSync(html, { level: best }).length - served)) best = level;
  return best;
}

const loadBefore = loadavg()[0];
const site = values["base-url"] ? { baseUrl: values["base-url"], stop: async () => {} } : await startPublishedSite({ root: process.cwd() });
const rows = [];
const parts = [];
try {
  for (const path of values.page ?? PAGES) {
    const url = site.baseUrl + path;
    await fetchRaw(url); // the first answer renders; the second is the one a visitor meets
    const got = await fetchRaw(url);
    if (got.status !== 200) throw new Error(`${path} answered ${got.status}`);
    const html = got.encoding === "gzip" ? gunzipSync(got.body) : got.body;
    const total = got.head + got.body.length;
    rows.push({
      page: path,
      encoding: got.encoding,
      raw: html.length,
      body: got.body.length,
      head: got.head,
      total,
      windows: windows(total),
      within: total <= GOAL ? "yes" : `${total - GOAL} over`,
    });
    const level = levelOf(html, got.body.length);
    const whole = gzipSync(html, { level }).length;
    const text = html.toString("utf8");
    const row = { page: path };
    for (const [name, pattern] of PARTS) row[name] = whole - gzipSync(text.replace(pattern, ""), { level }).length;
    parts.push(row);
  }
} finally {
  await site.stop();
}

console.log(
  `Load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}; goal ≤ ${GOAL} B on the wire (head + body), one window = ${FIRST_WINDOW} B.\n`,
);
const right = (key, title = key) => ({ key, title, align: "right" });
console.log(
  formatTable(
    rows,
    [
      { key: "page", title: "page" },
      { key: "encoding", title: "encoding" },
      right("raw", "HTML B"),
      right("body", "body B"),
      right("head", "head B"),
      right("total", "on the wire B"),
      right("windows"),
      { key: "within", title: "≤ goal" },
    ],
    { markdown: values.markdown },
  ),
);
console.log("\nWhat each part costs on the wire (B of the compressed body it takes; parts overlap, e.g. pictures hold class attributes):\n");
console.log(formatTable(parts, [{ key: "page", title: "page" }, ...PARTS.map(([name]) => right(name))], { markdown: values.markdown }));
writeFileSync(
  values.out,
  JSON.stringify({ at: new Date().toISOString(), load: { before: loadBefore, after: loadavg()[0] }, goal: GOAL, rows, parts }, null, 2),
);
