// What happens in the middle of `npm run soak`: the visitor whose e-mail the guesser attacks logs
// in on their own browser, an editor publishes (`content:publish` of a copy of content/ with one
// article's title changed, into the running site's local KV) and an operator purges the edge cache
// (POST /api/admin/purge). Each answers whether it worked and what a visitor saw, while the load
// goes on.
import { spawn } from "node:child_process";
import { cpSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { VISITOR } from "./soak-mix.mjs";

const VISIBLE_WITHIN_MS = 20_000;

/** Runs a command without blocking the load generator's event loop; resolves with its exit code and output. */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ code: -1, output: `${output}${error}` }));
    child.on("close", (code) => resolve({ code, output }));
  });
}

/** Fetches `url` until its HTML contains (or, with `present: false`, lacks) `text`; ms it took, or undefined. */
async function waitForText(url, text, present = true) {
  const started = performance.now();
  while (performance.now() - started < VISIBLE_WITHIN_MS) {
    const html = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      .then((res) => res.text())
      .catch(() => "");
    if (html.includes(text) === present) return Math.round(performance.now() - started);
    await sleep(200);
  }
  return undefined;
}

/**
 * Copies content/ to `workDir`, gives the first article of 2025 a marked title and returns where
 * the article is read and the marker to look for.
 */
export function markedContent(root, workDir) {
  const content = join(workDir, "content");
  cpSync(join(root, "content"), content, { recursive: true });
  const dir = join(content, "articles", "2025");
  const file = join(
    dir,
    readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()[0],
  );
  const article = JSON.parse(readFileSync(file, "utf8"));
  const marker = `Soak ${Date.now().toString(36)}`;
  writeFileSync(file, JSON.stringify({ ...article, title: `${article.title} (${marker})` }, null, 2));
  return { content, path: `/article/${encodeURIComponent(article.slug)}`, marker };
}

/**
 * `content:publish` of the marked copy into the site's KV (`persistTo`), then the article with the
 * new title as a visitor gets it.
 *
 * @returns {Promise<{ name: string, ok: boolean, detail: string }>}
 */
export async function publishMidRun({ root, baseUrl, persistTo, marked }) {
  const started = performance.now();
  const { code, output } = await run(
    process.execPath,
    ["scripts/content-publish.mjs", "--env", "local", "--persist-to", persistTo, "--content", marked.content],
    root,
  );
  const took = Math.round(performance.now() - started);
  if (code !== 0) return { name: "content:publish", ok: false, detail: `exit ${code} after ${took} ms:\n${output}` };
  const visibleAfter = await waitForText(baseUrl + marked.path, marked.marker);
  const version = /content version (\S+)/.exec(output)?.[1] ?? "?";
  return visibleAfter === undefined
    ? {
        name: "content:publish",
        ok: false,
        detail: `version ${version} published in ${took} ms, but ${marked.path} did not show it within ${VISIBLE_WITHIN_MS / 1000} s`,
      }
    : { name: "content:publish", ok: true, detail: `version ${version} published in ${took} ms; ${marked.path} showed it ${visibleAfter} ms later` };
}

/**
 * A purge of everything through the admin route, then a check that the published article still
 * shows: a purge rebuilds pages from the current content and never brings back older content.
 *
 * @returns {Promise<{ name: string, ok: boolean, detail: string }>}
 */
export async function purgeMidRun({ baseUrl, token, marked }) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/admin/purge`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: "{}",
    signal: AbortSignal.timeout(30_000),
  }).catch((error) => ({ status: 0, text: async () => String(error) }));
  const took = Math.round(performance.now() - started);
  const body = await res.text();
  if (res.status !== 200) return { name: "purge", ok: false, detail: `POST /api/admin/purge answered ${res.status} after ${took} ms: ${body}` };
  const stillThere = await waitForText(baseUrl + marked.path, marked.marker);
  return stillThere === undefined
    ? { name: "purge", ok: false, detail: `purged in ${took} ms (${body}), but ${marked.path} lost the published title` }
    : { name: "purge", ok: true, detail: `purged everything in ${took} ms (${body}); the published title stayed` };
}

/** POST /api/account/login as the visitor (right password) from `ip`, with `cookie` if given. */
function visitorLogin(baseUrl, ip, cookie) {
  return fetch(`${baseUrl}/api/account/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": ip, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ email: VISITOR.email, password: VISITOR.password }),
    signal: AbortSignal.timeout(30_000),
  });
}

/** Before the storm: the visitor logs in on their own browser, which keeps the device cookie it gets. */
export async function visitorDevice(baseUrl) {
  const res = await visitorLogin(baseUrl, VISITOR.ip);
  await res.arrayBuffer();
  const device = res.headers.getSetCookie().find((c) => c.startsWith("__Host-kinoweb-device="));
  if (res.status !== 200 || !device) throw new Error(`the visitor could not log in before the soak (${res.status})`);
  return device.split(";")[0];
}

/**
 * In the storm: a browser without the device cookie, even with the right
 * password, meets 429 with Retry-After; the visitor on their own browser logs in.
 *
 * @returns {Promise<{ name: string, ok: boolean, detail: string }>}
 */
export async function visitorDuringStorm({ baseUrl, device }) {
  const stranger = await visitorLogin(baseUrl, "198.51.100.99");
  await stranger.arrayBuffer();
  const retryAfter = Number(stranger.headers.get("retry-after"));
  const visitor = await visitorLogin(baseUrl, VISITOR.ip, device);
  await visitor.arrayBuffer();
  const ok = stranger.status === 429 && retryAfter > 0 && visitor.status === 200;
  return {
    name: "visitor login",
    ok,
    detail: `another browser with the right password: ${stranger.status} (Retry-After ${retryAfter || "–"}); the visitor with their device cookie: ${visitor.status}`,
  };
}
