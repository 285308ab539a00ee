// The W3C Nu HTML Checker (the npm package vnu-jar) over many documents in one run: the checker is
// a Java program that takes seconds to start, so every page goes to one JVM as a file of its own.
// Java is Debian's (default-jre-headless), never one the package's install script downloads: the
// e2e run installs it as it installs Chromium (./apt-get.mjs).
import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import * as v from "valibot";
import { aptGetInstall, runsAsRoot } from "./apt-get.mjs";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
const CHECK_TIMEOUT_MS = 150_000;
// A deep stack, which the checker's schema needs (it says so and stops without one), and the JVM's
// quick compiler only: a run this short is over before the optimizing one pays off (half the CPU).
const JVM_OPTIONS = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/** One thing the checker says about a document. Plain "info" (e.g. `<img/>`'s slash) is left out. */
export type NuMessage = { level: "error" | "warning"; line: number; column: number; message: string; extract: string };

const Report = v.object({
  messages: v.array(
    v.object({
      type: v.string(),
      subType: v.optional(v.string()),
      url: v.optional(v.string()),
      message: v.string(),
      extract: v.optional(v.string()),
      lastLine: v.optional(v.number()),
      firstColumn: v.optional(v.number()),
      lastColumn: v.optional(v.number()),
    }),
  ),
});

/** Why `java` does not run, or undefined when it does. */
function javaFault(): string | undefined {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8" });
  if (probe.error) return "is not on PATH";
  return probe.status === 0 ? undefined : `failed: ${probe.stderr}`;
}

/**
 * Makes sure `java` runs: as root (CI, a fresh machine) it installs Debian's default-jre-headless
 * with apt-get when missing; anywhere else it fails with what to do, so the check never passes by
 * not running. The e2e run's global setup calls it first (an install takes longer than a test may).
 */
export function ensureJava(): void {
  const fault = javaFault();
  if (!fault) return;
  if (runsAsRoot()) {
    console.log(`[e2e] java ${fault}: installing Debian's default-jre-headless with apt-get`);
    aptGetInstall("default-jre-headless");
    const still = javaFault();
    if (still) throw new Error(`apt-get installed default-jre-headless, but \`java\` still ${still}`);
  } else {
    throw new Error(
      `The HTML check runs the W3C Nu HTML Checker (vnu-jar), which needs Java, and \`java\` ${fault}. Install Debian's with\n` +
        "  sudo apt-get update && sudo apt-get install -y default-jre-headless",
    );
  }
}

/**
 * Checks every document (name → HTML) in one run of the checker and returns its errors and
 * warnings per name; a name the checker said nothing about gets `[]`.
 */
export async function checkHtml(documents: ReadonlyMap<string, string>): Promise<Map<string, NuMessage[]>> {
  ensureJava();
  const dir = mkdtempSync(join(tmpdir(), "kinoweb-vnu-"));
  try {
    const byFile = new Map<string, string>();
    const files = [...documents].map(([name, html], i) => {
      const file = join(dir, `${String(i).padStart(4, "0")}.html`);
      writeFileSync(file, html);
      byFile.set(pathToFileURL(file).href, name);
      return file;
    });
    // JSON on stdout; exit 0 even when documents have errors, so a non-zero exit means the checker broke.
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      [...JVM_OPTIONS, "-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files],
      { maxBuffer: 256 * 1024 * 1024, timeout: CHECK_TIMEOUT_MS },
    );
    const report = v.safeParse(Report, parseJson(stdout));
    if (!report.success) throw new Error(`The Nu HTML Checker gave no report:\n${stderr}${stdout.slice(0, 2_000)}`);
    const found = new Map<string, NuMessage[]>([...documents.keys()].map((name) => [name, []]));
    for (const m of report.output.messages) {
      const level = m.type === "info" ? (m.subType === "warning" ? "warning" : undefined) : "error";
      if (level === undefined) continue;
      const name = byFile.get(normalFileUrl(m.url ?? ""));
      if (name === undefined) throw new Error(`The checker reported on something it was not given: ${m.url ?? "(no url)"}: ${m.message}`);
      found.get(name)?.push({ level, line: m.lastLine ?? 0, column: m.firstColumn ?? 0, message: m.message, extract: m.extract ?? "" });
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** vnu writes `file:/tmp/…`; Node writes `file:///tmp/…`. */
const normalFileUrl = (url: string) => url.replace(/^file:\/(?!\/)/, "file:///");

/** The messages as a reader wants them in a failure: one line each, with the markup it is about. */
export function describeMessages(messages: readonly NuMessage[]): string {
  return messages.map((m) => `  ${m.level} at ${m.line}:${m.column}: ${m.message}\n      ${m.extract.replace(/\s+/g, " ").slice(0, 160)}`).join("\n");
}
