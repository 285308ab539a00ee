// npm run content:preview -- /article/some-slug --env local|staging|production [--url URL] [--minutes N]
// Asks the site for an editor's preview link of one page (POST /api/admin/preview with the admin
// token, docs/decisions/032) and prints it. The link shows the page from unpublished content
// (content/drafts/, or the management API's drafts) until it expires; anyone holding it can open it.
// The admin token comes from ADMIN_TOKEN in the environment, or locally from .dev.vars.
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";

const ENVIRONMENTS = ["local", "staging", "production"];
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { env: { type: "string" }, url: { type: "string" }, minutes: { type: "string" } },
});
const [path] = positionals;
const usage = `Usage: npm run content:preview -- /some/page --env ${ENVIRONMENTS.join("|")} [--url https://site] [--minutes N]`;
if (!path?.startsWith("/") || !ENVIRONMENTS.includes(values.env ?? "")) {
  console.error(usage);
  process.exit(2);
}
// Locally `npm start` serves on wrangler's default port; a deployed site's address must be given.
const base = values.url ?? (values.env === "local" ? "http://localhost:8787" : undefined);
if (!base) {
  console.error(`--url is needed for --env ${values.env}: the site's address, e.g. https://www.nordkystfilm.no\n${usage}`);
  process.exit(2);
}

/** ADMIN_TOKEN from the environment, else (locally) from .dev.vars. */
function adminToken() {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN;
  if (values.env === "local" && existsSync(".dev.vars")) {
    const line = readFileSync(".dev.vars", "utf8")
      .split("\n")
      .find((l) => /^\s*ADMIN_TOKEN\s*=/.test(l));
    if (line)
      return line
        .slice(line.indexOf("=") + 1)
        .trim()
        .replace(/^"(.*)"$/, "$1");
  }
  return undefined;
}
const token = adminToken();
if (!token) {
  console.error("ADMIN_TOKEN is not set: export it, or locally put ADMIN_TOKEN=… in .dev.vars (see .dev.vars.example).");
  process.exit(2);
}

const body = { path, ...(values.minutes === undefined ? {} : { minutes: Number(values.minutes) }) };
let response;
try {
  response = await fetch(new URL("/api/admin/preview", base), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
} catch (error) {
  console.error(`Could not reach ${base}: ${error.message}. Is the site running (npm start)?`);
  process.exit(1);
}
const answer = await response.json().catch(() => ({}));
if (!response.ok) {
  console.error(`The site refused (${response.status}): ${answer.error?.message ?? response.statusText}`);
  process.exit(1);
}
console.log(answer.url);
console.error(`Preview of ${answer.path} until ${answer.expiresAt}. Anyone with the link can open it until then.`);
