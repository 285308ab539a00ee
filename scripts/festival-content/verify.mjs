// What must hold of the generated programme before it is written: no room booked twice, the sizes
// the demo promises, every screening where and when a festival would hold it, and the front page
// telling the true numbers. Answers a list of problems (empty: fine).
import { epochMinutes } from "./dates.mjs";
import { roomKey, TURNAROUND_MINUTES } from "./rooms.mjs";

const ageOf = (p) => p.features.find((f) => f.name === "Aldersgrense")?.value;
const AGE = { "Tillatt for alle": "A", "6 år": "6", "9 år": "9", "12 år": "12", "15 år": "15", "18 år": "18" };
const minutesOf = (p) => {
  const m = /^(?:(\d+) t)?\s*(?:(\d+) min)?$/.exec(p.features.find((f) => f.name === "Lengde")?.value ?? "");
  return m ? Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0) : NaN;
};

function clashes(places, events, generated) {
  const rooms = new Map();
  for (const e of events) {
    for (const sal of e.sal.split(/\s+og\s+/).filter(Boolean)) {
      const k = roomKey(places, e.venue, sal);
      const start = epochMinutes(e.startsAt);
      rooms.set(k, [...(rooms.get(k) ?? []), { e, start, end: start + e.durationMinutes }]);
    }
  }
  const problems = [];
  for (const [room, list] of rooms) {
    list.sort((a, b) => a.start - b.start);
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length && list[j].start < list[i].end + TURNAROUND_MINUTES; j++) {
        const [a, b] = [list[i].e, list[j].e];
        if (generated.has(a.id) || generated.has(b.id))
          problems.push(`${room}: ${a.id} (${a.startsAt}) and ${b.id} (${b.startsAt}) overlap or leave no turnaround`);
      }
    }
  }
  return problems;
}

export function verify({ places, productions, events, generatedEvents, frontPageTexts }) {
  const problems = [];
  const need = (ok, what) => ok || problems.push(what);
  const generated = new Set(generatedEvents.map((e) => e.id));
  const byId = new Map(productions.map((p) => [p.id, p]));
  problems.push(...clashes(places, events, generated));

  const ids = new Map();
  for (const e of events) ids.set(e.id, (ids.get(e.id) ?? 0) + 1);
  for (const [id, n] of ids) if (n > 1) problems.push(`event id ${id} is used ${n} times`);

  for (const e of generatedEvents) {
    const p = byId.get(e.production.id);
    if (!p) {
      problems.push(`${e.id}: no production ${e.production.id}`);
      continue;
    }
    if (AGE[ageOf(p)] !== e.ageLimit) problems.push(`${e.id}: age limit ${e.ageLimit}, the film says ${ageOf(p)}`);
    const extra = e.durationMinutes - minutesOf(p);
    if (!(extra >= 0 && extra <= 30)) problems.push(`${e.id}: ${e.durationMinutes} minutes for a film of ${minutesOf(p)}`);
    const time = e.startsAt.slice(11, 16);
    if (time < "09:00" || time > "22:30") problems.push(`${e.id}: starts at ${time}`);
    if (!places.some((pl) => pl.name === e.venue)) problems.push(`${e.id}: no place "${e.venue}"`);
  }

  for (const p of productions.filter((x) => generatedEvents.some((e) => e.production.id === x.id))) {
    const n = events.filter((e) => e.production.id === p.id).length;
    need(n >= 2, `${p.title}: only ${n} screening`);
  }

  const filmsOf = (section) => new Set(events.filter((e) => e.section === section && e.production.parentSlug).map((e) => e.production.id));
  const festivalFilms = [...filmsOf("festival")].map((id) => byId.get(id));
  const festivalEvents = events.filter((e) => e.section === "festival");
  const rooms = new Set(festivalEvents.map((e) => `${e.venue}|${e.sal}`));
  const placesUsed = new Set(festivalEvents.map((e) => e.venue));
  need(festivalFilms.length >= 40, `only ${festivalFilms.length} festival films`);
  need(festivalEvents.length >= 250, `only ${festivalEvents.length} festival screenings`);
  need(rooms.size >= 5 && placesUsed.size >= 3, `festival screenings in ${rooms.size} rooms at ${placesUsed.size} places`);
  need(festivalEvents.filter((e) => e.cancelled).length <= 2, "more than two festival screenings cancelled");
  for (const id of filmsOf("festival")) {
    const n = festivalEvents.filter((e) => e.production.id === id).length;
    if (generatedEvents.some((e) => e.production.id === id)) need(n >= 2 && n <= 6, `${byId.get(id)?.title}: ${n} festival screenings`);
  }
  need(filmsOf("buff").size >= 12, `only ${filmsOf("buff").size} BUFF films`);
  need(events.filter((e) => e.section === "buff").length >= 40, "fewer than 40 BUFF screenings");
  need(productions.filter((p) => p.objectClass === "movie_coming").length >= 3, "fewer than three coming films");
  // The BUFF pages list the "buff" collection: every film BUFF shows is in it, and no other.
  const atBuff = filmsOf("buff");
  for (const p of productions.filter((x) => x.object === "movie")) {
    need(
      atBuff.has(p.id) === p.collections.includes("buff"),
      `${p.title}: ${atBuff.has(p.id) ? "shown at BUFF but not in" : "in"} the "buff" collection${atBuff.has(p.id) ? "" : " but not shown at BUFF"}`,
    );
    need(
      p.features.some((f) => f.name === "Seksjon"),
      `${p.title}: no Seksjon`,
    );
  }

  // The front page and the programme news say how many films there are: it must be true.
  const features = festivalFilms.filter((p) => !/Kortfilm/.test(p.features.find((f) => f.name === "Sjanger")?.value ?? "")).length;
  const shorts = festivalFilms.length - features;
  for (const [file, text] of frontPageTexts) {
    need(text.includes(`${features} langfilmer`), `${file} should say "${features} langfilmer"`);
    need(
      new RegExp(`${shorts} kortfilmprogram|${["null", "ett", "to", "tre", "fire", "fem", "seks", "sju", "åtte", "ni", "ti"][shorts]} kortfilmprogram`).test(
        text,
      ),
      `${file} should say ${shorts} kortfilmprogrammer`,
    );
  }
  return problems;
}
