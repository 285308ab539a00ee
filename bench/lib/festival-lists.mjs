// Watch lists drawn from the demo festival's own programme (content/), for bench/plan.mjs: every
// festival screening as the planner sees it, and `seeds` lists of `films` of its films each, the
// first `must` of a list marked "må se", planned at 08:00 on the festival's first day. `planner` is
// bench/plan.mjs's bundle (planScreening, walkingTime and the tests' seeded prng).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

function festivalProgramme(contentDir) {
  const site = JSON.parse(readFileSync(join(contentDir, "site.json"), "utf8"));
  const dir = join(contentDir, "events");
  const events = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), "utf8")))
    .filter((e) => e.section === "festival" && e.production?.parentSlug)
    .map((e) => ({ accessibility: [], soldOut: false, cancelled: false, ...e }));
  return { site, events };
}

export function* festivalLists(planner, { films, must, seeds, contentDir = "content" }) {
  const { site, events } = festivalProgramme(contentDir);
  // The defaults the content schema gives a place without other spellings (src/content/place.ts).
  const places = (site.places ?? []).map((p) => ({ names: [], ...p }));
  const screenings = events.map((e) => planner.planScreening(e, places));
  const walking = planner.walkingTime(site.walkingMinutes ?? []);
  const allFilms = [...new Map(events.map((e) => [e.production.id, { filmId: e.production.id, title: e.production.title }])).values()];
  const first = Math.min(...screenings.map((s) => s.start));
  const firstDay = new Date(first).toISOString().slice(0, 10);
  const now = Date.parse(`${firstDay}T06:00:00Z`); // 08:00 in Oslo, summer time
  const count = Math.min(films, allFilms.length);
  for (let seed = 1; seed <= seeds; seed++) {
    const random = planner.prng(seed * 104729 + films);
    const list = [...allFilms].sort(() => random() - 0.5).slice(0, count);
    const ids = new Set(list.map((f) => f.filmId));
    yield { films: list, screenings: screenings.filter((s) => ids.has(s.filmId)), walking, now, mustSee: list.slice(0, must).map((f) => f.filmId) };
  }
}
