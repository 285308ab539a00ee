import { describe, expect, it } from "vitest";

/** Every module of the site (the worker's and the browser's), the bench's own folder left out. */
const siteModules = import.meta.glob(["../../src/**/*.{ts,tsx}", "!../../src/bench/**"], { query: "?raw", import: "default", eager: true });
const benchModules = import.meta.glob("../../src/bench/**/*.{ts,tsx}", { query: "?raw", import: "default", eager: true });

/**
 * What names a benchmark mode: the header, its values, and the switches the site's modules once
 * read (docs/decisions/029). The bench composes its modes from ordinary settings and stores; a
 * module of the site that spelt one would be serving a benchmark.
 */
const MODE_NAMES = [
  /x-bench/i,
  /edge=bypass/,
  /bypass-cache-only/,
  /kv=cold/,
  /\bcoldKv\b/,
  /\bcoldReads\b/,
  /chosenServing/,
  /SERVE_NORMALLY/,
  /"kv-html"/,
  /config\/serving/,
];

/** Each module that names a mode, with the name it uses. */
const mentions = (modules: Record<string, string>): string[] =>
  Object.entries(modules).flatMap(([path, text]) =>
    MODE_NAMES.filter((name) => name.test(text)).map((name) => `${path.slice("../../".length)}: ${name.source}`),
  );

describe("the benchmark's modes", () => {
  it("are named by no module of the site outside src/bench/", () => {
    expect(Object.keys(siteModules).length).toBeGreaterThan(300);
    expect(mentions(siteModules)).toEqual([]);
  });

  it("are named in src/bench/, which shows the check finds them", () => {
    expect(mentions(benchModules)).toContain("src/bench/bench-request.ts: x-bench");
  });
});
