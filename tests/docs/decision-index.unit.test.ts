import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = new URL("../../docs/decisions/", import.meta.url);
const records = readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .map((name) => {
    const text = readFileSync(new URL(name, folder), "utf8");
    const header = text.split("\n").find((line) => /Status/.test(line)) ?? "";
    return { number: name.slice(0, 3), name, header };
  });
const index = readFileSync(new URL("README.md", folder), "utf8");
const indexRow = (number: string) => index.split("\n").find((line) => line.startsWith(`| ${number} |`)) ?? "";
/** The record numbers a text names after `word` ("amends", "supersedes"), up to the next `·` or the line's end. */
const named = (text: string, word: RegExp) =>
  [...text.matchAll(new RegExp(`${word.source}([^·]*)`, "gi"))].flatMap(([, rest = ""]) => [...rest.matchAll(/\b(\d{3})\b/g)].map(([, n]) => n ?? ""));

describe("the decision records and their index", () => {
  it("lists every record, linked, with its date", () => {
    for (const { number, name } of records) expect(indexRow(number), number).toContain(`(${name})`);
  });

  it("says on a record, and on its index line, which later records amend or supersede it", () => {
    const missing: string[] = [];
    for (const later of records) {
      for (const earlier of named(later.header, /amends:?\*{0,2}/)) {
        const record = records.find((r) => r.number === earlier);
        const status = `${record?.header.split("Amends")[0] ?? ""}`;
        if (!status.includes(later.number)) missing.push(`${earlier}'s status lacks "amended by ${later.number}"`);
        if (!indexRow(earlier).split(" | ")[3]?.includes(later.number)) missing.push(`${earlier}'s index line lacks ${later.number}`);
      }
      for (const earlier of named(later.header, /supersedes:?\*{0,2}/)) {
        const record = records.find((r) => r.number === earlier);
        if (!record?.header.includes(`Superseded by`)) missing.push(`${earlier} does not say it is superseded by ${later.number}`);
        if (!indexRow(earlier).includes(`Superseded by`)) missing.push(`${earlier}'s index line does not say it is superseded`);
      }
    }
    expect(missing).toEqual([]);
  });
});
