import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nb as islands } from "../../src/client/i18n/nb";
import { nb as site } from "../../src/i18n/nb";

/**
 * Every entry of the site's dictionary and of the islands' is read somewhere outside it: a string nothing shows is a
 * translation someone keeps up for nobody, and a sign that the text a visitor reads came from
 * somewhere else. An entry counts as read where its name stands after a dot (`t.soldOut`) or as a
 * key being picked (`"soldOut"`).
 */
function sources(dir: string, skip: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return path === skip ? [] : sources(path, skip);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(path, "utf8")] : [];
  });
}

const unread = (dictionary: object, code: string) => Object.keys(dictionary).filter((key) => !new RegExp(`\\.${key}\\b|["'\`]${key}["'\`]`).test(code));

describe("the dictionaries", () => {
  it("the site's holds no entry that nothing reads", () => {
    expect(unread(site, sources("src", "src/i18n").join("\n"))).toEqual([]);
  });

  it("the islands' holds no entry that nothing reads", () => {
    expect(unread(islands, sources("src/client", "src/client/i18n").join("\n"))).toEqual([]);
  });
});
