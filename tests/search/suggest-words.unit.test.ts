import { describe, expect, test } from "vitest";
import { suggestEn } from "../../src/client/i18n/suggest-en";
import { suggestNb } from "../../src/client/i18n/suggest-nb";
import { en } from "../../src/i18n/en";
import { nb } from "../../src/i18n/nb";

describe("the header's suggestion list and the search page name things alike", () => {
  test.each([
    ["nb", suggestNb, nb.searchKind],
    ["en", suggestEn, en.searchKind],
  ] as const)("in %s, each kind of page is called what the search page's hits call it", (_locale, words, searchPage) => {
    expect(words.kinds).toEqual(searchPage);
  });

  test("each language names the list and counts it in its own words", () => {
    expect([suggestNb.label, suggestEn.label]).toEqual(["Forslag", "Suggestions"]);
    expect(suggestEn.count.other.replace("{n}", "3")).toBe("3 suggestions");
    expect(suggestNb.count.one).toBe("1 forslag");
  });
});
