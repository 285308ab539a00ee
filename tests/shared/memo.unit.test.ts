import { afterEach, describe, expect, it, vi } from "vitest";
import { Memo } from "../../src/shared/memo";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Memo", () => {
  it("makes an answer once for the same owner and inputs", () => {
    const memo = new Memo<object, [locale: string, day: number], string>(8);
    const owner = {};
    let made = 0;
    const make = (_: object, locale: string, day: number) => `${locale} ${day} ${++made}`;
    expect(memo.get(owner, ["nb", 1], make)).toBe("nb 1 1");
    expect(memo.get(owner, ["nb", 1], make)).toBe("nb 1 1");
    expect(made).toBe(1);
  });

  it("makes it again when any one input differs, or the owner", () => {
    const memo = new Memo<object, [a: string, b: number | undefined, c: boolean], number>(16);
    const owner = {};
    let made = 0;
    const make = () => ++made;
    memo.get(owner, ["x", 1, true], make);
    expect(memo.get(owner, ["y", 1, true], make)).toBe(2);
    expect(memo.get(owner, ["x", 2, true], make)).toBe(3);
    expect(memo.get(owner, ["x", 1, false], make)).toBe(4);
    expect(memo.get(owner, ["x", undefined, true], make)).toBe(5);
    expect(memo.get({}, ["x", 1, true], make)).toBe(6);
    expect(memo.get(owner, ["x", 1, true], make)).toBe(1);
  });

  it("never confuses inputs that a joined key would: no separator, no conversion to text", () => {
    const memo = new Memo<object, [a: string | number, b: string], string>(16);
    const owner = {};
    const make = (_: object, a: string | number, b: string) => `${typeof a}:${a}/${b}`;
    expect(memo.get(owner, ["a|b", "c"], make)).toBe("string:a|b/c");
    expect(memo.get(owner, ["a", "b|c"], make)).toBe("string:a/b|c");
    expect(memo.get(owner, [1, ""], make)).toBe("number:1/");
    expect(memo.get(owner, ["1", ""], make)).toBe("string:1/");
  });

  it("keeps undefined and null answers, so an empty answer is not made again", () => {
    const memo = new Memo<object, [], string | null | undefined>(4);
    const none = {};
    const empty = {};
    let made = 0;
    memo.get(none, [], () => (made++, undefined));
    memo.get(empty, [], () => (made++, null));
    expect(memo.get(none, [], () => "other")).toBeUndefined();
    expect(memo.get(empty, [], () => "other")).toBeNull();
    expect(made).toBe(2);
  });

  it("keeps at most max answers per owner, forgetting them all when full", () => {
    const memo = new Memo<object, [n: number], number>(3);
    const owner = {};
    const other = {};
    let made = 0;
    const make = (_: object, n: number) => (made++, n);
    memo.get(other, [0], make);
    for (let n = 0; n < 3; n++) memo.get(owner, [n], make);
    expect(made).toBe(4);
    for (let n = 0; n < 3; n++) memo.get(owner, [n], make);
    expect(made).toBe(4);
    memo.get(owner, [3], make);
    expect(made).toBe(5);
    memo.get(owner, [0], make);
    expect(made).toBe(6);
    // Another owner's answers are its own: the full one forgot nothing of them.
    memo.get(other, [0], make);
    expect(made).toBe(6);
  });

  it("holds the owner only weakly: it is never a key or value of a Map", () => {
    const mapSet = vi.spyOn(Map.prototype, "set");
    const weakSet = vi.spyOn(WeakMap.prototype, "set");
    const memo = new Memo<object, [n: number], object>(4);
    const owner = {};
    memo.get(owner, [1], () => ({}));
    memo.get(owner, [2], () => ({}));
    expect(weakSet.mock.calls.some(([key]) => key === owner)).toBe(true);
    expect(mapSet.mock.calls.some(([key, value]) => key === owner || value === owner)).toBe(false);
  });

  it("leaves nothing behind when make throws, and answers afterwards", () => {
    const memo = new Memo<object, [n: number], number>(2);
    const owner = {};
    expect(() =>
      memo.get(owner, [1], () => {
        throw new Error("no");
      }),
    ).toThrow("no");
    expect(memo.get(owner, [1], () => 1)).toBe(1);
  });

  it("forgets an owner's answers when asked", () => {
    const memo = new Memo<object, [], number>(1);
    const owner = {};
    memo.get(owner, [], () => 1);
    memo.forget(owner);
    expect(memo.get(owner, [], () => 2)).toBe(2);
  });
});
