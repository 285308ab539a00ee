import { describe, expect, it } from "vitest";
import { BoundedMap } from "../../src/shared/bounded-map";

describe("BoundedMap", () => {
  it("makes a value once and answers with it after", () => {
    const map = new BoundedMap<string, string>(4);
    let made = 0;
    const make = () => `made ${++made}`;
    expect(map.remember("a", make)).toBe("made 1");
    expect(map.remember("a", make)).toBe("made 1");
    expect(made).toBe(1);
  });

  it("keeps null as a value, so a graph with nothing to say is not made again", () => {
    const map = new BoundedMap<string, string | null>(4);
    let made = 0;
    map.remember("empty", () => (made++, null));
    expect(map.remember("empty", () => (made++, "other"))).toBeNull();
    expect(made).toBe(1);
  });

  it("forgets everything when it is full, and never holds more than its bound", () => {
    const map = new BoundedMap<number, number>(3);
    for (let i = 0; i < 3; i++) map.set(i, i);
    expect(map.size).toBe(3);
    map.set(3, 3);
    expect(map.size).toBe(1);
    expect(map.get(0)).toBeUndefined();
    expect(map.get(3)).toBe(3);
    for (let i = 0; i < 100; i++) map.remember(i + 10, () => i);
    expect(map.size).toBeLessThanOrEqual(3);
  });
});
