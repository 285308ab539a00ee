import { describe, expect, it } from "vitest";
import { pageQuery } from "../../src/render/blocks/page-params";

/** The query a page reads, for a page that reads `params` (with `defaults` meaning the same as none). */
const read = (query: string, params: string[], defaults?: Record<string, string>) => pageQuery(new URLSearchParams(query), { params, defaults });

const PROGRAMME = ["dag", "fra", "sted", "seksjon", "alder", "voksen", "tilrettelegging", "tekst", "samtale", "side"];
const CATALOGUE = ["program", "land", "sprak", "tekst", "sjanger", "lengde", "grense", "tilrettelegging", "dag", "sorter"];

describe("a page's query, as the page reads it: one spelling per meaning, so one cached page", () => {
  it("keeps only what the page reads: tracking, junk and another page's parameters are dropped", () => {
    expect(read("utm_source=nyhetsbrev&dag=2025-09-17&fbclid=abc&land=norge", PROGRAMME)).toBe("dag=2025-09-17");
    expect(read("utm_source=nyhetsbrev&fbclid=abc", PROGRAMME)).toBe("");
    expect(read("dag=2025-09-17", ["q"])).toBe("");
  });

  it("writes the parameters in one order, whatever order they came in", () => {
    expect(read("alder=7&dag=2025-09-18", PROGRAMME)).toBe(read("dag=2025-09-18&alder=7", PROGRAMME));
    expect(read("alder=7&dag=2025-09-18", PROGRAMME)).toBe("dag=2025-09-18&alder=7");
  });

  it("reads a day and a from-date only as a date, and takes the first that is one", () => {
    expect(read("dag=i-morgen", PROGRAMME)).toBe("");
    expect(read("dag=2025-9-18", PROGRAMME)).toBe("");
    expect(read("dag=x&dag=2025-09-18&dag=2025-09-19", PROGRAMME)).toBe("dag=2025-09-18");
    expect(read("fra=2025-09-20", PROGRAMME)).toBe("fra=2025-09-20");
    expect(read("fra=20.09.2025", PROGRAMME)).toBe("");
    for (const name of ["dag", "fra"]) {
      expect(read(`${name}=x2025-09-18`, PROGRAMME)).toBe("");
      expect(read(`${name}=2025-09-18x`, PROGRAMME)).toBe("");
    }
  });

  it("writes an age one way (alder=07 is alder=7) and drops one that is no age", () => {
    expect(read("alder=07", PROGRAMME)).toBe("alder=7");
    expect(read("alder=12", PROGRAMME)).toBe("alder=12");
    expect(read("alder=123", PROGRAMME)).toBe("");
    expect(read("alder=sju", PROGRAMME)).toBe("");
  });

  it("reads 'with an adult' only beside an age, and only as yes", () => {
    expect(read("voksen=ja", PROGRAMME)).toBe("");
    expect(read("voksen=ja&alder=5", PROGRAMME)).toBe("alder=5&voksen=ja");
    expect(read("voksen=nei&alder=5", PROGRAMME)).toBe("alder=5");
  });

  it("reads a section and an accessibility mark only as one the site has", () => {
    expect(read("seksjon=buff", PROGRAMME)).toBe("seksjon=buff");
    expect(read("seksjon=kino", PROGRAMME)).toBe("seksjon=kino");
    expect(read("seksjon=cinema", PROGRAMME)).toBe("");
    expect(read("tilrettelegging=rullestol", PROGRAMME)).toBe("tilrettelegging=rullestol");
    expect(read("tilrettelegging=heis", PROGRAMME)).toBe("");
  });

  it("keeps every mark asked, sorted and once each, and at most eight values", () => {
    expect(read("tilrettelegging=tekstet&tilrettelegging=rullestol&tilrettelegging=tekstet", PROGRAMME)).toBe(
      "tilrettelegging=rullestol&tilrettelegging=tekstet",
    );
    const lengths = Array.from({ length: 12 }, (_, i) => `lengde=l${String(i).padStart(2, "0")}`).join("&");
    expect(read(lengths, CATALOGUE).split("&")).toHaveLength(8);
    expect(read(lengths, CATALOGUE)).toMatch(/^lengde=l00&/);
  });

  it("takes a place of up to 80 characters, and no empty one", () => {
    expect(read("sted=Havvik%20kino", PROGRAMME)).toBe("sted=Havvik+kino");
    expect(read("sted=", PROGRAMME)).toBe("");
    expect(read(`sted=${"x".repeat(81)}`, PROGRAMME)).toBe("");
    expect(read(`sted=${"x".repeat(80)}`, PROGRAMME)).toBe(`sted=${"x".repeat(80)}`);
  });

  it("reads a catalogue option only as a slug: lower case, digits and single hyphens, at most 60", () => {
    expect(read("land=sor-korea", CATALOGUE)).toBe("land=sor-korea");
    expect(read("land=Norge", CATALOGUE)).toBe("");
    expect(read("land=sor--korea", CATALOGUE)).toBe("");
    expect(read("land=-norge", CATALOGUE)).toBe("");
    expect(read(`sjanger=${"a".repeat(61)}`, CATALOGUE)).toBe("");
    expect(read(`sjanger=${"a".repeat(60)}`, CATALOGUE)).toBe(`sjanger=${"a".repeat(60)}`);
    expect(read("sorter=neste", CATALOGUE)).toBe("sorter=neste");
    expect(read("sorter=pris", CATALOGUE)).toBe("");
  });

  it("reads each of the catalogue's filters, and the subtitles on the programme too; several lengths and age limits at once", () => {
    expect(read("program=buff&land=norge&sprak=samisk&tekst=engelsk&sjanger=dokumentar", CATALOGUE)).toBe(
      "tekst=engelsk&program=buff&land=norge&sprak=samisk&sjanger=dokumentar",
    );
    expect(read("tekst=engelsk", PROGRAMME)).toBe("tekst=engelsk");
    expect(read("grense=15&grense=7&lengde=lang&lengde=kort", CATALOGUE)).toBe("lengde=kort&lengde=lang&grense=15&grense=7");
  });

  it("leaves out a value that means the same as none: the catalogue's own order", () => {
    expect(read("sorter=tittel", CATALOGUE, { sorter: "tittel" })).toBe("");
    expect(read("sorter=neste", CATALOGUE, { sorter: "tittel" })).toBe("sorter=neste");
    expect(read("sorter=pris", CATALOGUE, { sorter: "tittel" })).toBe("");
  });

  it("reads a page number from 1 to 9999 and nothing else", () => {
    expect(read("side=2", ["side"])).toBe("side=2");
    expect(read("side=0", ["side"])).toBe("");
    expect(read("side=02", ["side"])).toBe("");
    expect(read("side=10000", ["side"])).toBe("");
    expect(read("side=9999", ["side"])).toBe("side=9999");
  });

  it("spells a search one way: trimmed, in lower case, and nothing for an empty one", () => {
    expect(read("q=%20%20M%C3%85KE%C3%98YA%20", ["q"])).toBe(read("q=m%C3%A5ke%C3%B8ya", ["q"]));
    expect(read("q=%20%20M%C3%85KE%C3%98YA%20", ["q"])).toBe("q=m%C3%A5ke%C3%B8ya");
    expect(read("q=%20%20", ["q"])).toBe("");
  });

  it("reads the talk filter only as yes, for the programme and the catalogue alike", () => {
    expect(read("samtale=ja&dag=2025-09-18", PROGRAMME)).toBe("dag=2025-09-18&samtale=ja");
    expect(read("samtale=nei", PROGRAMME)).toBe("");
    expect(read("samtale=JA&samtale=ja", PROGRAMME)).toBe("samtale=ja");
    expect(read("samtale=ja", [...CATALOGUE, "samtale"])).toBe("samtale=ja");
    // A page that does not read it drops it.
    expect(read("samtale=ja", CATALOGUE)).toBe("");
  });
});
