import { describe, expect, it } from "vitest";
import architecture from "../../docs/architecture.md?raw";
import { KEPT_WHERE } from "../../src/edge/kept-where";
import { kvKeys } from "../../src/kv/keys";

/** The rows of the architecture document's "What is kept where" table, as cells. */
function keptWhereRows(): string[][] {
  const section = architecture.split("## What is kept where")[1]?.split("\n## ")[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---"))
    .map((line) => line.split(" | ").map((cell) => cell.replace(/^\| |\|$/g, "").trim()));
}

describe("docs/architecture.md 'What is kept where'", () => {
  it.each(Object.entries(KEPT_WHERE))("says where a page answered with keep %s goes, and for how long, as the page cache does", (keep, where) => {
    const row = keptWhereRows().find(([what]) => what?.includes(`\`keep: ${keep}\``));
    expect(row, `a row for keep: ${keep}`).toBeDefined();
    const [, stores = "", , lifetime = ""] = row ?? [];
    for (const store of ["Cache API", "KV"] as const) expect(stores.includes(store), `${keep} in ${store}`).toBe(where.stores.includes(store));
    if (where.stores.length === 0) expect(stores).toBe("nowhere");
    for (const seconds of [where.freshSeconds, where.staleSeconds, where.kvSeconds]) if (seconds !== undefined) expect(lifetime).toContain(`${seconds} s`);
  });

  it("names the KV entry of the kept set", () => {
    expect(keptWhereRows().find(([what]) => what === "the kept set")?.[1]).toContain(`\`${kvKeys.keptSet()}\``);
  });
});
