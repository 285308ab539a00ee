// npm run content:publish -- --env local|staging|production [--persist-to DIR] [--content DIR]
// Checks the content (as content:check does; nothing is written when there is a problem), builds
// every KV entry the site reads for it with the site's own code, and writes them to the
// environment's PAGES namespace: the current content, each page, the search index, and the site
// chrome last. Deployed environments get them with `wrangler kv bulk put --remote` and show them
// within a minute (as KV copies reach each location); locally they go where `npm start` keeps its
// state, .wrangler/state (or --persist-to DIR, as given to `wrangler dev`), and show on the next request.
// Before that it reads the sitemap's lastmod ledger from the same namespace (docs/decisions/037), so
// pages that did not change keep their lastmod; when it cannot, it says so and starts a fresh one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { printProblems, readContentFiles, readLocalKv, startContentTools, writeLocalKv } from "./content-tools.mjs";

const ENVIRONMENTS = ["local", "staging", "production"];
const { values } = parseArgs({
  options: {
    env: { type: "string" },
    "persist-to": { type: "string" },
    content: { type: "string", default: "content" },
  },
});
const env = values.env;
if (!ENVIRONMENTS.includes(env)) {
  console.error(`Usage: npm run content:publish -- --env ${ENVIRONMENTS.join("|")} [--persist-to DIR] [--content DIR]`);
  process.exit(2);
}
if (values["persist-to"] && env !== "local") {
  console.error("--persist-to only applies to --env local.");
  process.exit(2);
}
const persistTo = values["persist-to"] ?? ".wrangler/state";

/** Runs wrangler (no metrics), answering its exit status and output. Values up to a whole sitemap ledger fit. */
function wrangler(args) {
  return spawnSync("npx", ["--no-install", "wrangler", ...args], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
}

/** The environment's lastmod ledger as JSON, or undefined (said why) when it cannot be read. */
async function previousLedger(key) {
  let text;
  if (env === "local") {
    text = await readLocalKv(persistTo, key).catch((error) => console.warn(`Could not read ${key} from local KV (${error.message}).`));
  } else {
    const run = wrangler(["kv", "key", "get", key, "--binding", "PAGES", "-c", "wrangler.toml", "--env", env, "--remote", "--text"]);
    if (run.status === 0) text = run.stdout;
    else console.warn(`Could not read ${key} from the ${env} PAGES namespace (wrangler exit ${run.status}): ${run.stderr.trim()}`);
  }
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    // wrangler answers "Value not found" for a key it does not have.
    return undefined;
  }
}

const { files, problems, version } = await readContentFiles(values.content);
const tools = await startContentTools();
let writes = [];
let ledger;
let kept = 0;
try {
  const answer = await tools.writes(files, version, Date.now(), await previousLedger(await tools.ledgerKey()));
  problems.push(...answer.problems);
  writes = answer.writes ?? [];
  ledger = answer.ledger;
  kept = answer.kept ?? 0;
} finally {
  await tools.dispose();
}
if (problems.length > 0 || writes.length === 0) {
  printProblems(problems);
  console.error(`\n${problems.length} problem${problems.length === 1 ? "" : "s"} in ${values.content}: nothing was published.`);
  process.exit(1);
}

/** Writes the entries to a deployed environment's PAGES namespace with `wrangler kv bulk put --remote`. */
function writeRemoteKv(writes) {
  const dir = mkdtempSync(join(tmpdir(), "kinoweb-publish-"));
  try {
    const file = join(dir, "entries.json");
    // wrangler's bulk format names the time to live expiration_ttl.
    const bulk = writes.map(({ key, value, metadata, expirationTtl }) => ({
      key,
      value,
      metadata,
      ...(expirationTtl ? { expiration_ttl: expirationTtl } : {}),
    }));
    writeFileSync(file, JSON.stringify(bulk));
    const run = wrangler(["kv", "bulk", "put", file, "--binding", "PAGES", "-c", "wrangler.toml", "--env", env, "--remote"]);
    if (run.status !== 0) {
      console.error(run.stdout, run.stderr);
      console.error(
        `wrangler kv bulk put failed (exit ${run.status}): the site keeps its content. Is the PAGES namespace id for ${env} in wrangler.toml, and are you logged in (npx wrangler login)?`,
      );
      process.exit(1);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The list ends with the site chrome: it is what tells readers that a newer version exists, so it
// goes last (docs/decisions/010).
if (env === "local") await writeLocalKv(persistTo, writes);
else writeRemoteKv(writes);

const where = env === "local" ? `local KV in ${persistTo}` : `the ${env} PAGES namespace`;
const when = env === "local" ? "A running `npm start` shows it on the next request." : "The site shows it within a minute.";
const lastmods =
  ledger === "continued"
    ? "Pages that did not change keep their sitemap lastmod."
    : "No earlier lastmod ledger was found there: every sitemap URL is dated by this version.";
console.log(`Published content version ${version} (${writes.length} KV entries) to ${where}. ${when} ${lastmods}`);
// The kept set (docs/decisions/040): the most rendered pages KV will ever hold of this version.
console.log(`${kept} pages may be kept.`);
