// Query values for the pages' parameters (src/render/blocks/page-params.ts), from the content the
// site serves (build/content.json): values that name something in it, and seeded random values of
// the right shape that name nothing (a day without screenings, a place or a country the content
// does not have, a page past the last). What exists is worked out with the site's own code
// (bundled with esbuild: the programme's options, the catalogue's option slugs), so the bench and
// the pages agree on it. The same seed gives the same values.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "esbuild";

/** The site's pieces that say what a query value can name, bundled for Node. */
async function siteRules(root) {
  const dir = mkdtempSync(join(tmpdir(), "bench-query-values-"));
  const outfile = join(dir, "rules.mjs");
  await build({
    stdin: {
      contents: [
        `export { PROGRAMME_PARAMS, SECTION_SLUGS, ACCESS_SLUGS, MAX_CHILD_AGE } from "./src/shared/programme-filter";`,
        `export { CATALOGUE_PARAMS, LIST_FACETS } from "./src/shared/catalogue-filter";`,
        `export { PAGE_PARAM } from "./src/render/blocks/paging";`,
        `export { filterScreenings, programmeOptions } from "./src/render/blocks/screenings";`,
        `export { filmFacetValues } from "./src/render/blocks/film-facets";`,
        `export { osloDayKey } from "./src/render/format-date";`,
        `export { prng } from "./tests/plan/generated-programme";`,
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    outfile,
    logLevel: "warning",
  });
  try {
    return await import(outfile);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Plain ASCII: a catalogue slug has only a–z, 0–9 and hyphens (a value of another shape is dropped, not a 404). */
const SYLLABLES = ["ka", "no", "fis", "ker", "lys", "hav", "vik", "stor", "mo", "sa", "mi", "tor", "ul", "ve", "ra", "bek"];

/**
 * What the content has and random values that name none of it, seeded.
 *
 * @example const q = await queryValues(root, 24); q.programme("/kinoprogram").absentDay() // "2071-03-09"
 */
export async function queryValues(root, seed) {
  const rules = await siteRules(root);
  const content = JSON.parse(readFileSync(join(root, "build", "content.json"), "utf8"));
  const random = rules.prng(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const int = (min, max) => min + Math.floor(random() * (max - min + 1));
  const word = () => Array.from({ length: int(2, 4) }, () => pick(SYLLABLES)).join("");
  /** A fresh value from `make` that `exists` says nothing of (a handful of tries is plenty). */
  const absent = (make, exists) => {
    for (let tries = 0; tries < 100; tries++) {
      const value = make();
      if (!exists(value)) return value;
    }
    throw new Error("no absent value found in 100 tries");
  };
  /** A day in the right shape, 2040–2099: no festival has screenings that far ahead. */
  const someDay = () => `${int(2040, 2099)}-${String(int(1, 12)).padStart(2, "0")}-${String(int(1, 28)).padStart(2, "0")}`;

  /** The screenings of a page's production source: the events of the productions its `eq` filters keep (`object` = `movie`). */
  const sourceEvents = (page) => {
    const source = page.sources?.find((s) => s.model === "production");
    const kept = content.productions.filter((p) => (source?.filters ?? []).every((f) => f.operator !== "eq" || p[f.property] === f.value));
    const ids = new Set(kept.map((p) => p.id));
    return content.events.filter((e) => ids.has(e.production?.id));
  };

  /** A programme block's options (days, places, sections, marks) on the page at `path`. */
  const programme = (path) => {
    const page = content.pages.find((p) => p.path === path);
    const block = page?.blocks.find((b) => b.component === "programme");
    if (!block) throw new Error(`${path} has no programme block`);
    const { section, from, to } = block.props ?? {};
    const options = rules.programmeOptions(rules.filterScreenings(sourceEvents(page), { section, from, to }));
    const days = [...options.days.keys()];
    const sectionSlugs = options.sections.map((s) => rules.SECTION_SLUGS[s]);
    const accessSlugs = options.access.map((a) => rules.ACCESS_SLUGS[a]);
    return {
      days,
      places: options.places,
      absentDay: () => absent(someDay, (d) => options.days.has(d)),
      absentPlace: () =>
        absent(
          () => `${word()} ${pick(["sal", "scene", "hus", "kai"])}`,
          (p) => options.places.includes(p),
        ),
      /** A section the site knows that this programme has none of, if any. */
      absentSection: () => pick(Object.values(rules.SECTION_SLUGS).filter((s) => !sectionSlugs.includes(s))),
      absentAccess: () => pick(Object.values(rules.ACCESS_SLUGS).filter((a) => !accessSlugs.includes(a))),
      /** An age past a child's: the form asks 0–17. */
      absentAge: () => String(int(rules.MAX_CHILD_AGE + 1, 99)),
    };
  };

  /** Every catalogue option slug any film could have, per facet (a superset of any one catalogue's). */
  const catalogueSlugs = Object.fromEntries(rules.LIST_FACETS.map((f) => [f, new Set()]));
  for (const p of content.productions) {
    if (p.object !== "movie") continue;
    const values = rules.filmFacetValues(
      p,
      content.events.filter((e) => e.production?.id === p.id),
    ).values;
    for (const f of rules.LIST_FACETS) for (const v of values[f]) catalogueSlugs[f].add(v.slug);
  }
  const anySlug = (slug) => Object.values(catalogueSlugs).some((set) => set.has(slug));
  const screeningDays = new Set(content.events.map((e) => rules.osloDayKey(e.startsAt)));

  return {
    programme,
    catalogue: {
      slugs: catalogueSlugs,
      /** An option slug of the right shape (`nordlys-kafis`, `ulve-3`) no film has in any facet. */
      absentSlug: () => absent(() => (random() < 0.5 ? `${word()}-${word()}` : `${word()}-${int(2, 99)}`), anySlug),
      /** An age limit no film has: the slugs are `alle` and whole years. */
      absentAge: () => absent(() => String(int(19, 99)), anySlug),
      absentDay: () => absent(someDay, (d) => screeningDays.has(d)),
    },
    /** A page of a paged list past any it can have: every article on one list would make `lastPage` pages. */
    pastLastPage: (pageSize) => {
      const lastPage = Math.ceil(content.articles.length / pageSize);
      return String(int(lastPage + 1, 9999));
    },
    /** A made-up word, like one typed into the search box. */
    randomWord: word,
    params: { programme: rules.PROGRAMME_PARAMS, catalogue: rules.CATALOGUE_PARAMS, page: rules.PAGE_PARAM },
  };
}
