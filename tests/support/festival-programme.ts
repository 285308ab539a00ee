import type { ContentBundle } from "../../src/content/bundle";
import type { AgeLimit, FestivalEvent } from "../../src/content/event";
import type { Production } from "../../src/content/production";

/**
 * The demo content grown to a real festival's size, to test what a programme page costs there:
 * `films` films (copies of the demo's, with their pictures, under new titles and pages), each
 * screened across a week of `days` days from Monday 15 September 2025 in six rooms of four places,
 * `perDay` screenings a day — 45 films and 7 × 40 = 280 screenings by default. Deterministic.
 */
export type FestivalShape = { films: number; days: number; perDay: number };

export const FESTIVAL_SIZE: FestivalShape = { films: 45, days: 7, perDay: 40 };

const ROOMS: [venue: string, sal: string][] = [
  ["Havvik kino", "Sal 1"],
  ["Havvik kino", "Sal 2"],
  ["Kulturhuset", "Storsalen"],
  ["Kulturhuset", "Lillesalen"],
  ["Samisk hus", "Storstua"],
  ["Havvik kino", "Foajeen"],
];
const AGES: AgeLimit[] = ["A", "6", "9", "12", "15", "18"];
const MARKS: FestivalEvent["accessibility"][] = [[], ["captioned"], ["wheelchair"], [], ["captioned", "wheelchair"], ["audio-description"], [], ["relaxed"]];
const FIRST_DAY = Date.UTC(2025, 8, 15); // Monday 15 September 2025

/** `2025-09-15T10:00:00+02:00`: Oslo summer time, as the demo's festival week is. */
function osloTime(day: number, minutes: number): string {
  const date = new Date(FIRST_DAY + day * 86_400_000).toISOString().slice(0, 10);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${date}T${hh}:${mm}:00+02:00`;
}

export function festivalProgramme(demo: ContentBundle, shape: FestivalShape = FESTIVAL_SIZE): ContentBundle {
  const originals = demo.productions.filter((p) => p.object === "movie" && p.parentSlug);
  const films: Production[] = Array.from({ length: shape.films }, (_, i) => {
    const base = originals[i % originals.length]!;
    const number = 30_000 + i;
    const title = `${base.title} ${i + 1}`;
    return {
      ...base,
      id: `festivalfilm-${i + 1}`,
      parentSlug: `festivalfilm-${i + 1}-DXM${number}`,
      ediNumber: String(number),
      title,
      translations: { en: { title: `Festival film ${i + 1}`, summary: "A film of the festival." } },
    };
  });
  const events: FestivalEvent[] = [];
  for (let day = 0; day < shape.days; day++) {
    for (let n = 0; n < shape.perDay; n++) {
      const room = ROOMS[n % ROOMS.length]!;
      const slot = Math.floor(n / ROOMS.length);
      const film = films[(day * shape.perDay + n) % films.length]!;
      const id = `fest-${day + 1}-${n + 1}`;
      events.push({
        id,
        production: { id: film.id, title: film.title, parentSlug: film.parentSlug },
        title: film.title,
        // Two hours a slot from 10:00, each room a quarter of an hour after the one before.
        startsAt: osloTime(day, 10 * 60 + slot * 120 + (n % ROOMS.length) * 15),
        durationMinutes: 70 + ((day + n) % 6) * 10,
        venue: room[0],
        sal: room[1],
        section: "festival",
        ticketUrl: `https://billett.havvikkino.no/event/${id}`,
        saleStartsAt: "2025-08-11T10:00:00+02:00",
        ageLimit: AGES[(day + n) % AGES.length]!,
        accessibility: MARKS[(day * 3 + n) % MARKS.length]!,
        soldOut: (day + n) % 9 === 0,
        cancelled: false,
        price: 110,
        notes: "",
        // A fifth with guests and a talk after the film, as in the demo: their rows carry one line more.
        ...(n % 5 === 0
          ? {
              guests: [
                { name: "Ingvild Kvalvik", role: "director" as const },
                { name: "Marte Bergli", role: "moderator" as const },
              ],
              talk: { title: "Samtale med regissøren", minutes: 20 },
            }
          : {}),
      });
    }
  }
  const others = demo.events.filter((e) => e.section !== "festival");
  return { ...demo, productions: [...demo.productions, ...films], events: [...others, ...events] };
}
