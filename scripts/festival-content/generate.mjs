// npm run content:generate: the demo programme at a real festival's size, from a seed. Writes the
// generated films (content/productions/nff-2025/, buff-2025/, havvik-kino-2025/) and screenings
// (content/events/*-program.json) around the hand-written films and events, checks the result
// (verify.mjs) and writes nothing when a check fails, then the sandbox venue's seed (its films).
// The same tables and seed give the same files.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { random } from "../art/random.mjs";
import { jsonFiles, readJson } from "../bundle-content.mjs";
import { buffExtras } from "./buff-events.mjs";
import { cinemaExtras } from "./cinema-events.mjs";
import { festivalExtras } from "./festival-events.mjs";
import { festivalGuests } from "./guests.mjs";
import { allFilms } from "./films.mjs";
import { productionDocument } from "./production.mjs";
import { scheduleBuff } from "./schedule-buff.mjs";
import { scheduleCinema } from "./schedule-cinema.mjs";
import { scheduleFestival } from "./schedule-festival.mjs";
import { eventDocument } from "./screening.mjs";
import { bookEvents, timeline } from "./timeline.mjs";
import { verify } from "./verify.mjs";
import { EVENT_FILES, PRODUCTION_DIRS, writeContent } from "./write.mjs";

/** Change it and every choice the tables leave open is made again. */
export const SEED = "nff-2025";
const ROOT = "content";
/** Where the counts of films are promised (verify.mjs checks them). */
const PROMISES = ["pages/forside.json", "articles/2025/2025-08-11-programmet-for-nff-2025-er-her.json"];

const SECTION = { festival: "festival", buff: "buff", cinema: "cinema" };

async function handWritten() {
  const generatedDirs = Object.values(PRODUCTION_DIRS).map((d) => join(ROOT, "productions", d));
  const productions = [];
  for (const file of await jsonFiles(join(ROOT, "productions"))) if (!generatedDirs.some((d) => file.startsWith(d))) productions.push(await readJson(file));
  const events = [];
  const ours = new Set(Object.values(EVENT_FILES));
  for (const file of await jsonFiles(join(ROOT, "events"))) if (!ours.has(file.split("/").pop())) events.push(...(await readJson(file)));
  return { productions, events };
}

export async function generate() {
  const site = await readJson(join(ROOT, "site.json"));
  const places = site.places;
  const existing = await handWritten();
  const films = allFilms(random(`${SEED}:films`));
  const line = timeline(places);
  bookEvents(line, existing.events);

  const ofKind = (kind) => films.filter((f) => f.kind === kind);
  const placed = {
    festival: festivalExtras(random(`${SEED}:festival-events`), scheduleFestival(random(`${SEED}:festival`), ofKind("festival"), line)),
    buff: buffExtras(random(`${SEED}:buff-events`), scheduleBuff(random(`${SEED}:buff`), ofKind("buff"), line)),
    cinema: cinemaExtras(random(`${SEED}:cinema-events`), scheduleCinema(random(`${SEED}:cinema`), films, line)),
  };
  // Guests after every screening is placed: a talk lengthens a screening only where its room stays free.
  const handWrittenFestival = existing.events.filter((e) => e.section === "festival");
  festivalGuests(random(`${SEED}:guests`), placed.festival, {
    line,
    places,
    films: ofKind("festival"),
    handWrittenGuests: handWrittenFestival.filter((e) => (e.guests ?? []).length > 0).length,
    total: handWrittenFestival.length + placed.festival.length,
  });
  const eventsByKind = Object.fromEntries(Object.entries(placed).map(([kind, list]) => [kind, list.map((s) => eventDocument(s, SECTION[kind], places))]));
  const generatedEvents = Object.values(eventsByKind).flat();

  const texts = random(`${SEED}:texts`);
  const productionsByKind = {};
  for (const film of films) {
    const own = generatedEvents.filter((e) => e.production.id === film.id).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    (productionsByKind[film.kind] ??= []).push({ slug: film.slug, doc: productionDocument(texts, film, own) });
  }

  const productions = [
    ...existing.productions,
    ...Object.values(productionsByKind)
      .flat()
      .map((p) => p.doc),
  ];
  const events = [...existing.events, ...generatedEvents];
  const frontPageTexts = await Promise.all(PROMISES.map(async (f) => [f, await readFile(join(ROOT, f), "utf8")]));
  const problems = verify({ places, productions, events, generatedEvents, frontPageTexts });
  return { films, productionsByKind, eventsByKind, productions, events, problems };
}

function report({ productions, events }) {
  const films = productions.filter((p) => p.object === "movie");
  const seksjon = (p) => p.features.find((f) => f.name === "Seksjon")?.value ?? "(ingen)";
  const bySection = {};
  for (const p of films) bySection[seksjon(p)] = (bySection[seksjon(p)] ?? 0) + 1;
  const bySectionEvents = {};
  for (const e of events) bySectionEvents[e.section] = (bySectionEvents[e.section] ?? 0) + 1;
  const rooms = new Set(events.filter((e) => e.section === "festival").map((e) => `${e.venue} ${e.sal}`));
  console.log(
    `films by strand: ${Object.entries(bySection)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")} (${films.length} films)`,
  );
  console.log(
    `events by section: ${Object.entries(bySectionEvents)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")} (${events.length} events)`,
  );
  console.log(`festival rooms: ${[...rooms].sort().join(", ")}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await generate();
  if (result.problems.length) {
    for (const p of result.problems) console.error(`content:generate: ${p}`);
    console.error(`\n${result.problems.length} problem(s); nothing written.`);
    process.exit(1);
  }
  await writeContent(ROOT, result);
  // The sandbox venue knows every film by its ediNumber, so its seed follows the content.
  execFileSync(process.execPath, ["sandbox/venue/scripts/make-seed.mjs"], { stdio: "inherit" });
  report(result);
}
