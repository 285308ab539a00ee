import { describe, expect, it } from "vitest";
import { groupHref, pastedToken, sharePageQuery } from "../../src/routes/shares/share-page-query";
import { MAX_GROUP_LINKS } from "../../src/shared/share-api";

const token = (c: string) => c.repeat(43);

describe("what /venner/<token> reads of its query", () => {
  it("keeps the group's other links in their form, without the page's own or a repeat, at most six links in all", () => {
    const others = ["b", "c", "d", "e", "f", "g", "h"].map(token);
    const q = sharePageQuery(token("a"), { med: [token("a"), "kort", others[0]!, ...others], ms: ["x", "x"], felles: ["1"], utm_source: ["nyhetsbrev"] });
    expect(q.others).toEqual(others.slice(0, MAX_GROUP_LINKS - 1));
    expect(q).toMatchObject({ mustSee: ["x"], joint: true, bad: false, pasted: undefined });
  });

  it("refuses a query past its bounds as a whole", () => {
    expect(sharePageQuery(token("a"), { ms: ["x".repeat(121)] }).bad).toBe(true);
    expect(sharePageQuery(token("a"), { med: Array(13).fill(token("b")) }).bad).toBe(true);
    expect(sharePageQuery(token("a"), { lenke: ["x".repeat(601)] }).bad).toBe(true);
    expect(sharePageQuery(token("a"), {})).toEqual({ others: [], mustSee: [], joint: false, pasted: undefined, bad: false });
  });

  it("finds the token in a pasted link, or the token alone, and nothing in other text", () => {
    expect(pastedToken(` https://nordkystfilm.no/venner/${token("Q")}?med=x `)).toBe(token("Q"));
    expect(pastedToken(token("Q"))).toBe(token("Q"));
    expect(pastedToken("hei")).toBeUndefined();
    expect(pastedToken(`https://nordkystfilm.no/venner/${token("Q")}x`)).toBeUndefined();
  });

  it("writes a group's address the way the page reads it", () => {
    const href = groupHref(token("a"), [token("b")], ["film-1"], true);
    expect(href).toBe(`/venner/${token("a")}?med=${token("b")}&ms=film-1&felles=1`);
    const [path, query] = href.split("?");
    expect(
      sharePageQuery(path!.split("/").pop()!, Object.fromEntries([...new URLSearchParams(query)].map(([k]) => [k, new URLSearchParams(query).getAll(k)]))),
    ).toMatchObject({
      others: [token("b")],
      mustSee: ["film-1"],
      joint: true,
    });
  });
});
