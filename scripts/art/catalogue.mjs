// Every picture of the demo content: its name (the file under /images/art/), its shape and how it
// is drawn. Stills and cards are 16:9, film posters 2:3. Edit a line and rebuild to redraw one.
// The programme's films bring their own pictures as specs (scripts/festival-content/films/).
import { filmPictures } from "../festival-content/films.mjs";
import { posterName, stillName } from "../festival-content/production.mjs";
import { PALETTES as P } from "./palettes.mjs";
import { cinema, coast, culinary, fjord, harbour, northernLights } from "./scenes.mjs";
import { drawSpec } from "./spec.mjs";

// Sizes that buy something on a screen and no more (decision 026): a still fills at most a
// laptop's film hero (736 CSS pixels) or a phone's width at 3x; flat drawn colour scales up the
// last few per cent without showing it. A poster is never drawn wider than about 320 CSS pixels
// (a card in a film grid), so 640 pixels would serve a phone and a laptop at 2x alike; 720 because
// search engines are given the poster itself, and Google wants event pictures 720 pixels wide.
export const STILL = { width: 1280, height: 720 };
export const POSTER = { width: 720, height: 1080 };

const still = (name, draw) => ({ name, ...STILL, draw });
const poster = (name, draw) => ({ name, ...POSTER, draw });

export const CATALOGUE = [
  // Films: a still and a poster each.
  still("film-kystlinjer", (r, W, H) => coast(r, P.dusk, W, H, { shore: true, lamp: true, person: true, layers: 3 })),
  poster("poster-kystlinjer", (r, W, H) => coast(r, P.dusk, W, H, { horizon: 0.62, sunHigh: 0.08, shore: true, person: true, gulls: 4 })),
  still("film-stormvarsel", (r, W, H) => coast(r, P.storm, W, H, { lighthouse: true, boats: 1, night: true, island: true })),
  poster("poster-stormvarsel", (r, W, H) => coast(r, P.storm, W, H, { horizon: 0.7, lighthouse: true, island: true, boats: 1, night: true })),
  still("film-makeoya", (r, W, H) => coast(r, P.fjordDay, W, H, { island: true, gulls: 14, boats: 1, sunHigh: 0.25 })),
  poster("poster-makeoya", (r, W, H) => coast(r, P.sea, W, H, { horizon: 0.6, island: true, gulls: 18, sunHigh: 0.2 })),
  still("film-nordlysets-datter", (r, W, H) => northernLights(r, P.aurora, W, H, { lavvu: true })),
  poster("poster-nordlysets-datter", (r, W, H) => northernLights(r, P.aurora, W, H, { person: true, colours: ["#5cf2a6", "#c084fc"] })),
  still("film-fiskerens-sang", (r, W, H) => harbour(r, P.blueHour, W, H, { boats: 3, night: true, lamp: true })),
  poster("poster-fiskerens-sang", (r, W, H) => coast(r, P.midnightSun, W, H, { horizon: 0.58, boats: 2, gulls: 6 })),
  // Culture events: one picture each.
  still("apningsfest", (r, W, H) => harbour(r, P.berry, W, H, { night: true, lights: true, crowd: 18 })),
  still("buff-kickoff", (r, W, H) =>
    cinema(r, P.cinemaBlue, W, H, { people: 0.85, screen: coast, screenPalette: P.fjordDay, screenOptions: { island: true, gulls: 8 } }),
  ),
  still("jubileum", (r, W, H) => cinema(r, P.cinema, W, H, { people: 0.7, screen: fjord, screenPalette: P.winter, screenOptions: { houses: true } })),
  still("konsert-pa-brygga", (r, W, H) => harbour(r, P.dusk, W, H, { lights: true, crowd: 12, boats: 1 })),
  still("kulinarisk-kino", (r, W, H) => culinary(r, P.cinema, W, H)),
  still("pitchekonkurransen", (r, W, H) =>
    cinema(r, P.cinemaBlue, W, H, { people: 0.5, screen: northernLights, screenPalette: P.aurora, screenOptions: { water: true } }),
  ),
  still("plakatslipp", (r, W, H) => harbour(r, P.autumn, W, H, { boats: 1, lamp: true, crowd: 6 })),
  still("samisk-kveld", (r, W, H) => northernLights(r, P.aurora, W, H, { lavvu: true, colours: ["#b57cf2", "#5cf2a6", "#f27ca8"] })),
  // The festival, the cinema and the news.
  still("buff", (r, W, H) => coast(r, P.berry, W, H, { island: true, gulls: 9, boats: 2, sunHigh: 0.1 })),
  still("nff-2025", (r, W, H) => fjord(r, P.dusk, W, H, { houses: true, boats: true, gulls: 4 })),
  still("havvik-kino", (r, W, H) => cinema(r, P.cinema, W, H, { people: 0.3, screen: coast, screenPalette: P.midnightSun, screenOptions: { boats: 1 } })),
  still("festivalpass", (r, W, H) => harbour(r, P.fjordDay, W, H, { boats: 2, crowd: 5 })),
  still("frivillige", (r, W, H) => harbour(r, P.autumn, W, H, { crowd: 14, lights: true })),
  still("kinodagen", (r, W, H) => cinema(r, P.cinema, W, H, { people: 0.95, screen: fjord, screenPalette: P.fjordDay, screenOptions: { boats: true } })),
  still("babykino", (r, W, H) => cinema(r, P.cinemaBlue, W, H, { people: 0.25, screen: coast, screenPalette: P.midnightSun, screenOptions: { gulls: 5 } })),
  still("smittevern", (r, W, H) => cinema(r, P.cinemaBlue, W, H, { people: 0.15, screen: fjord, screenPalette: P.winter })),
  still("vinter-i-havvik", (r, W, H) => coast(r, P.winter, W, H, { shore: true, lamp: true, layers: 3, peaks: 0.26 })),
  still("fjordmorgen", (r, W, H) => fjord(r, P.fjordDay, W, H, { boats: true, gulls: 3 })),
  still("nordlys-over-havna", (r, W, H) => northernLights(r, P.aurora, W, H, { water: true })),
  still("havna-blatimen", (r, W, H) => harbour(r, P.blueHour, W, H, { night: true, boats: 2, lights: true })),
  still("fyret", (r, W, H) => coast(r, P.sea, W, H, { lighthouse: true, gulls: 5, island: true })),
  still("midnattssol", (r, W, H) => coast(r, P.midnightSun, W, H, { boats: 2, gulls: 4, layers: 2 })),
  still("hostfjord", (r, W, H) => fjord(r, P.autumn, W, H, { houses: true, gulls: 2 })),
  still("holmene", (r, W, H) => coast(r, P.blueHour, W, H, { island: true, shore: true, person: true, peaks: 0.14 })),
  // The not-found page: an empty hall before the film starts.
  still("tomt-lerret", (r, W, H) => cinema(r, P.cinema, W, H, { people: 0 })),
  // The programme's films.
  ...filmPictures().flatMap((film) => [
    still(stillName(film), (r, W, H) => drawSpec(film.still, r, W, H)),
    poster(posterName(film), (r, W, H) => drawSpec(film.poster, r, W, H)),
  ]),
];
