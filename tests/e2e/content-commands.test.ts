// The editor's commands as an operator runs them (README "Editing and publishing content"):
// `npm run content:check` on broken and good content, also in a fresh clone that was never built,
// and `npm run content:publish -- --env local` against a running `wrangler dev`, whose page shows
// the change without a restart.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { DIRTY_HTML, KEPT_TEXT, XSS_MARK } from "../fixtures/dirty-html";
import { type RunningSite, startSite } from "./support/site-server.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
const COMMAND_TIMEOUT_MS = 180_000;

/** `npm run <script> -- <args>` from the repository root (or `cwd`): its exit code and output. */
function npmRun(script: string, args: string[], cwd = root): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd,
    encoding: "utf8",
    timeout: COMMAND_TIMEOUT_MS,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe("npm run content:check", () => {
  test(
    "reports each problem of broken content with its file, path and reason, and exits non-zero",
    () => {
      const { status, stderr } = npmRun("content:check", ["tests/fixtures/broken-content"]);
      expect(status).toBe(1);
      const dir = "tests/fixtures/broken-content";
      const expected = [
        `${dir}/articles/2025/uten-tittel.json: title: is missing`,
        `${dir}/articles/2025/kystlinjer-apner.json: slug: duplicate slug "kystlinjer-apner" (also in ${dir}/articles/2025/kystlinjer-apner-kopi.json)`,
        `${dir}/pages/kontakt-oss.json: blocks[1].component: unknown component id "karusell"`,
        `${dir}/theme.json: menu[3].path: menu link to a page that does not exist: /finnes-ikke`,
        `${dir}/redirects.json: [1].to: redirect to a page that does not exist: /billettinfo`,
        `${dir}/events/festival.json: [2].production.id: event of a production that does not exist: no-such-production`,
        `${dir}/pages/utkast.json: is not JSON`,
      ];
      for (const line of expected) expect(stderr).toContain(line);
      expect(stderr).toContain("7 problems in tests/fixtures/broken-content.");
    },
    COMMAND_TIMEOUT_MS,
  );

  test(
    "passes the demo content and a saved export of the festival's APIs",
    () => {
      const demo = npmRun("content:check", []);
      expect(demo.status, demo.stderr).toBe(0);
      expect(demo.stdout).toMatch(/^content is fine: \d+ pages, \d+ articles/);
      const exported = npmRun("content:check", ["tests/fixtures/upstream-apis/recorded/content-apis", "--site", "nordkystfilm"]);
      expect(exported.status, exported.stderr).toBe(0);
    },
    COMMAND_TIMEOUT_MS,
  );

  test(
    "works right after `npm ci` in a fresh clone, before anything was built",
    () => {
      // The repository's files as a clone has them (tracked or new, never ignored: no build/), with
      // this checkout's installed packages.
      const clone = mkdtempSync(join(tmpdir(), "kinoweb-fresh-clone-"));
      try {
        const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" });
        for (const file of listed.split("\0").filter((f) => f && existsSync(join(root, f)))) {
          mkdirSync(dirname(join(clone, file)), { recursive: true });
          cpSync(join(root, file), join(clone, file));
        }
        symlinkSync(join(root, "node_modules"), join(clone, "node_modules"));
        expect(existsSync(join(clone, "build")), "the clone has no build output").toBe(false);

        const good = npmRun("content:check", [], clone);
        expect(good.stderr).not.toMatch(/Could not resolve|Error:/);
        expect(good.status, good.stderr).toBe(0);
        expect(good.stdout).toMatch(/^content is fine: \d+ pages, \d+ articles/);

        const broken = npmRun("content:check", ["tests/fixtures/broken-content"], clone);
        expect(broken.status).toBe(1);
        expect(broken.stderr).toContain("tests/fixtures/broken-content/articles/2025/uten-tittel.json: title: is missing");
        expect(broken.stderr).toContain("7 problems in tests/fixtures/broken-content.");
      } finally {
        rmSync(clone, { recursive: true, force: true });
      }
    },
    COMMAND_TIMEOUT_MS,
  );
});

describe("npm run content:publish -- --env local", () => {
  const ARTICLE = "articles/2025/2025-01-08-datoene-for-nff-2025-er-klare.json";
  let site: RunningSite;
  let persistTo: string;
  let content: string;

  beforeAll(async () => {
    persistTo = mkdtempSync(join(tmpdir(), "kinoweb-publish-kv-"));
    content = mkdtempSync(join(tmpdir(), "kinoweb-publish-content-"));
    // The editor's working copy: the demo content, edited below.
    cpSync(join(root, "content"), content, { recursive: true });
    site = await startSite(root, { persistTo });
  }, COMMAND_TIMEOUT_MS);

  afterAll(async () => {
    await site?.stop();
    rmSync(persistTo, { recursive: true, force: true });
    rmSync(content, { recursive: true, force: true });
  });

  /**
   * The article's page as the running site shows it. `wrangler dev` restarts the worker when a
   * source file changes; a request cut by such a restart, or left unanswered by it, is asked again.
   */
  async function articlePage(): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(`${site.baseUrl}/article/datoene-for-nff-2025-er-klare`, { signal: AbortSignal.timeout(30_000) });
        return await response.text();
      } catch (error) {
        if (attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    }
  }

  /** The article's heading as the running site shows it. */
  async function heading(): Promise<string> {
    return (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await articlePage())?.[1] ?? "").replace(/<[^>]+>/g, "").trim();
  }

  function editArticle(edit: (article: Record<string, unknown>) => void): void {
    const file = join(content, ARTICLE);
    const article = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    edit(article);
    writeFileSync(file, JSON.stringify(article, null, 2));
  }

  test(
    "shows an edited article on the running site at once, without a restart",
    async () => {
      expect(await heading()).toBe("Datoene for NFF 2025 er klare");
      editArticle((a) => (a.title = "Datoene for NFF 2025 er endelig klare"));
      const { status, stdout, stderr } = npmRun("content:publish", ["--env", "local", "--persist-to", persistTo, "--content", content]);
      expect(status, stderr).toBe(0);
      expect(stdout).toMatch(/Published content version [0-9a-f]{12} \(\d+ KV entries\) to local KV/);
      expect(await heading()).toBe("Datoene for NFF 2025 er endelig klare");
    },
    COMMAND_TIMEOUT_MS,
  );

  test(
    "publishes a script, an event handler and a javascript: link pasted into an article harmless",
    async () => {
      editArticle((a) => (a.content = DIRTY_HTML));
      const { status, stderr } = npmRun("content:publish", ["--env", "local", "--persist-to", persistTo, "--content", content]);
      expect(status, stderr).toBe(0);
      const html = await articlePage();
      for (const text of KEPT_TEXT) expect(html, "the pasted body is on the page").toContain(text);
      expect(html).not.toContain(XSS_MARK);
      expect(html, "no event-handler attribute").not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/javascript:/i);
    },
    COMMAND_TIMEOUT_MS,
  );

  test(
    "publishes nothing when the content has a problem",
    async () => {
      editArticle((a) => {
        a.title = "Denne tittelen skal ikke ut";
        delete a.id;
      });
      const { status, stderr } = npmRun("content:publish", ["--env", "local", "--persist-to", persistTo, "--content", content]);
      expect(status).toBe(1);
      expect(stderr).toContain(`${ARTICLE}: id: is missing`);
      expect(stderr).toContain("nothing was published");
      expect(await heading()).toBe("Datoene for NFF 2025 er endelig klare");
    },
    COMMAND_TIMEOUT_MS,
  );
});
