import { describe, expect, it } from "vitest";
import { nowAndNext } from "../../src/render/blocks/now-and-next";
import { screening } from "./fixtures";

/** Which screenings "Nå og neste" on /pa-kino-na lists, by the site clock. */

const at = (time: string) => Date.parse(`2025-09-17T${time}:00+02:00`);
const show = (id: string, day: string, time: string) => screening(id, `${day}T${time}:00+02:00`);
const ids = (result: ReturnType<typeof nowAndNext>) => result.events.map((e) => e.id);

describe("Nå og neste", () => {
  const evening = [
    show("over", "2025-09-17", "11:00"),
    show("a", "2025-09-17", "12:30"),
    show("b", "2025-09-17", "13:00"),
    show("c", "2025-09-17", "14:00"),
    show("d", "2025-09-17", "14:45"),
    show("e", "2025-09-17", "16:00"),
    show("tomorrow", "2025-09-18", "12:00"),
  ];

  it("lists the screenings starting in the next three hours, soonest first, none already started", () => {
    expect(nowAndNext([...evening].reverse(), at("12:00"))).toEqual({ kind: "window", events: evening.slice(1, 5) });
  });

  it("fills up with the rest of today when the next three hours have fewer than four", () => {
    const quiet = [
      show("x", "2025-09-17", "12:30"),
      show("y", "2025-09-17", "18:00"),
      show("z", "2025-09-17", "20:00"),
      show("next-day", "2025-09-18", "10:00"),
    ];
    const result = nowAndNext(quiet, at("12:00"));
    expect(result.kind).toBe("today");
    expect(ids(result)).toEqual(["x", "y", "z"]);
    // When the next three hours hold all that is left of today, that is what it says.
    expect(nowAndNext(evening, at("14:30"))).toEqual({ kind: "window", events: evening.slice(4, 6) });
  });

  it("says when today is done and shows the next ones with their day", () => {
    const result = nowAndNext(evening, at("17:00"));
    expect(result.kind).toBe("later");
    expect(ids(result)).toEqual(["tomorrow"]);
  });

  it("shows at most twelve when a festival evening starts many at once", () => {
    const many = Array.from({ length: 20 }, (_, i) => show(`m${i}`, "2025-09-17", `13:${String(i).padStart(2, "0")}`));
    expect(nowAndNext(many, at("12:00")).events).toHaveLength(12);
  });
});
