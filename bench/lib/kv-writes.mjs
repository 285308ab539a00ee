// KV writes of a local site, counted from its persisted store (wrangler dev --persist-to): every
// put of a value stores it as a new blob file with a new random id under v3/kv/<namespace>/blobs
// (miniflare's blob store: blobs are never rewritten, an overwritten key's old blob is deleted), so
// blob files that were not there before are the puts since; and which keys they were, from
// wrangler's own local listing (a new key, or a key whose metadata — its build time — changed).
// Nothing in the worker is asked or changed for it.
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The blob files of every KV namespace under `persistTo`, as paths relative to it. */
export function kvBlobs(persistTo) {
  const kv = join(persistTo, "v3", "kv");
  const found = new Set();
  if (!existsSync(kv)) return found;
  for (const namespace of readdirSync(kv)) {
    const blobs = join(kv, namespace, "blobs");
    if (existsSync(blobs)) for (const blob of readdirSync(blobs)) found.add(`${namespace}/${blob}`);
  }
  return found;
}

/** Every key of the PAGES namespace with its metadata (JSON), from `wrangler kv key list --local`. */
export async function kvKeys(root, persistTo) {
  const args = ["--no-install", "wrangler", "kv", "key", "list", "--binding", "PAGES", "--local", "--persist-to", persistTo, "-c", "wrangler.toml"];
  const { stdout } = await run("npx", args, { cwd: root, env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, maxBuffer: 64 * 1024 * 1024 });
  const list = JSON.parse(stdout.slice(stdout.indexOf("[")));
  return new Map(list.map((entry) => [entry.name, JSON.stringify(entry.metadata ?? null)]));
}

/**
 * What the store holds now, to compare with a later one (`kvWritesSince`).
 *
 * @example const before = await kvSnapshot(root, dir); …; const writes = await kvWritesSince(before, root, dir); writes.puts // 0
 */
export async function kvSnapshot(root, persistTo) {
  return { blobs: kvBlobs(persistTo), keys: await kvKeys(root, persistTo) };
}

/** The puts since `before` (new blob files), the keys then and now, and which keys were new or rewritten. */
export async function kvWritesSince(before, root, persistTo) {
  const after = await kvSnapshot(root, persistTo);
  const puts = [...after.blobs].filter((blob) => !before.blobs.has(blob)).length;
  const newKeys = [...after.keys.keys()].filter((key) => !before.keys.has(key));
  const rewritten = [...after.keys].filter(([key, meta]) => before.keys.has(key) && before.keys.get(key) !== meta).map(([key]) => key);
  return { puts, keysBefore: before.keys.size, keysAfter: after.keys.size, newKeys, rewritten, after };
}
