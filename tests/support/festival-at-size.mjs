// A festival at a real festival's size, made up and deterministic, for tests and benchmarks of the
// film catalogue: 60 films by default (the festival's strands, BUFF with Norwegian-dubbed versions,
// the cinema's autumn programme with films still to come) and about 320 screenings from August to
// December 2025, following the content contract (production features `Seksjon`, `Land`, `Språk`,
// `Undertekster`, `Sjanger`, `Lengde`, `Aldersgrense`, `Regi`, `Versjon`). Some older films lack
// features, as real content does. Plain JS so that Node scripts (bench/) can use it too.

const POSTERS = ["kystlinjer", "makeoya", "nordlysets-datter", "stormvarsel", "fiskerens-sang"];
const PLACES = [
  ["Havvik kino", "Sal 1"],
  ["Havvik kino", "Sal 2"],
  ["Kulturhuset", "Storsalen"],
  ["Samisk hus", "Salen"],
  ["Brygga, Havvik havn", "Lerretet"],
];
const WORDS = ["Nord", "Fjell", "Hav", "Lys", "Natt", "Vind", "Stein", "Elv", "Snø", "Sol", "Fjord", "Storm"];
const ENDINGS = ["en", "ets sang", "ene", "vakt", "landet", "s datter", "byen", "stien"];
// Titles that test the Norwegian order: Æ, Ø and Å come after Z.
const SPECIAL_TITLES = ["Ærfuglen", "Øya i nord", "Åpent hav", "Zebraens sommer", "Aalesund blues", "Ørnereiret", "Ål i mørket"];
const COUNTRIES = ["Norge", "Sverige", "Danmark", "Finland", "Island", "Tyskland", "Frankrike", "Sør-Korea", "Canada", "Estland", "Storbritannia", "Japan"];
const LANGUAGES = ["Norsk", "Nordsamisk", "Svensk", "Dansk", "Finsk", "Islandsk", "Tysk", "Fransk", "Koreansk", "Engelsk", "Estisk", "Japansk"];
const SUBTITLES = ["Norsk", "Engelsk", "Norsk, engelsk", "Ingen"];
const GENRES = ["Drama", "Dokumentar", "Komedie", "Thriller", "Animasjon, familie", "Drama, romantikk", "Krim", "Eventyr"];
const FESTIVAL_SECTIONS = ["Hovedprogram", "Nordlige stemmer", "Dokumentar", "Kortfilm", "Retrospektiv: Anja Breien"];
const AGES = ["Tillatt for alle", "6 år", "9 år", "12 år", "15 år", "18 år"];
const ACCESS = [[], [], ["wheelchair"], ["wheelchair", "captioned"], ["captioned"], ["audio-description", "wheelchair"], ["relaxed"]];

/** A small seeded generator (mulberry32): the same festival every run. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n) => String(n).padStart(2, "0");
const runtime = (m) => (m < 60 ? `${m} min` : `${Math.floor(m / 60)} t ${m % 60} min`);

/**
 * @param {{ films?: number, screenings?: number, seed?: number }} [options]
 * @returns {{ productions: any[], events: any[] }}
 */
export function festivalAtSize({ films = 60, screenings = 320, seed = 2025 } = {}) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const productions = [];
  for (let i = 0; i < films; i++) {
    const kind = i < Math.round(films * 0.65) ? "festival" : i < Math.round(films * 0.85) ? "buff" : "cinema";
    const title = SPECIAL_TITLES[i] ?? `${pick(WORDS)}${pick(ENDINGS)} ${i}`;
    const slug = `${title
      .toLowerCase()
      .replace(/æ/g, "ae")
      .replace(/ø/g, "o")
      .replace(/å/g, "a")
      .replace(/[^a-z0-9]+/g, "-")}-DXM${20000 + i}`;
    const section = kind === "buff" ? "BUFF" : kind === "cinema" ? "Kino" : FESTIVAL_SECTIONS[i % FESTIVAL_SECTIONS.length];
    const short = section === "Kortfilm";
    const minutes = short ? 8 + Math.floor(rnd() * 25) : 72 + Math.floor(rnd() * 80);
    const countries = [pick(COUNTRIES), ...(rnd() < 0.3 ? [pick(COUNTRIES)] : [])];
    const age = kind === "buff" ? pick(AGES.slice(0, 3)) : pick(AGES);
    const poster = POSTERS[i % POSTERS.length];
    // Every seventh film is an older entry with only a director and a year.
    const sparse = i % 7 === 6;
    const features = sparse
      ? [
          { name: "Regi", value: `Regissør ${i}` },
          { name: "År", value: "1998" },
        ]
      : [
          { name: "Regi", value: `Regissør ${i}` },
          { name: "Seksjon", value: section },
          { name: "Land", value: [...new Set(countries)].join(", ") },
          { name: "Språk", value: pick(LANGUAGES) },
          { name: "Undertekster", value: pick(SUBTITLES) },
          { name: "Sjanger", value: kind === "buff" ? "Animasjon, familie" : pick(GENRES) },
          { name: "Lengde", value: runtime(minutes) },
          { name: "Aldersgrense", value: age },
        ];
    const film = {
      id: `size-film-${i}`,
      object: "movie",
      objectClass: kind === "cinema" && i % 2 === 0 ? "movie_coming" : "movie",
      parentSlug: slug,
      title,
      ediNumber: String(20000 + i),
      collections: kind === "buff" ? ["buff"] : [],
      contents: [{ summary: `Om filmen ${title}.`, body: `<p>Om filmen ${title}.</p>` }],
      assets: [
        { type: "first_image", url: `/images/art/film-${poster}.jpg`, alt: `Stillbilde fra «${title}»`, focalPointQuery: "fp-x=0.5&fp-y=0.4" },
        { type: "poster", url: `/images/art/poster-${poster}.jpg`, alt: `Plakat for «${title}»`, focalPointQuery: "" },
      ],
      features,
      translations: i % 3 === 0 ? { en: { title: `${title} (English title)`, summary: `About ${title}.` } } : {},
      minutes,
      kind,
      ageLimit: age === "Tillatt for alle" ? "A" : age.replace(" år", ""),
    };
    productions.push(film);
    // BUFF films come twice more as Norwegian-dubbed versions.
    if (kind === "buff" && i % 3 === 0) {
      productions.push({
        ...film,
        id: `${film.id}-norsk-tale`,
        parentSlug: slug.replace("-DXM", "-norsk-tale-DXM9"),
        ediNumber: `9${film.ediNumber}`,
        title: `${title} (norsk tale)`,
        features: [...features.filter((f) => f.name !== "Undertekster"), { name: "Undertekster", value: "Ingen" }, { name: "Versjon", value: "Norsk tale" }],
        translations: {},
      });
    }
  }
  const events = [];
  for (let n = 0; n < screenings; n++) {
    const film = productions[n % productions.length];
    // Festival 15–21 Sep, BUFF 10–12 Oct, the cinema August to December.
    const date =
      film.kind === "festival"
        ? new Date(Date.UTC(2025, 8, 15 + Math.floor(rnd() * 7)))
        : film.kind === "buff"
          ? new Date(Date.UTC(2025, 9, 10 + Math.floor(rnd() * 3)))
          : new Date(Date.UTC(2025, film.objectClass === "movie_coming" ? 10 + Math.floor(rnd() * 2) : 7 + Math.floor(rnd() * 4), 1 + Math.floor(rnd() * 28)));
    const hour = 10 + Math.floor(rnd() * 12);
    const [venue, sal] = film.kind === "festival" ? pick(PLACES) : PLACES[Math.floor(rnd() * 2)];
    const id = `size-${n}`;
    events.push({
      id,
      production: { id: film.id, title: film.title, parentSlug: film.parentSlug },
      title: film.title,
      startsAt: `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(hour)}:${n % 2 ? "30" : "00"}:00+02:00`,
      durationMinutes: film.minutes,
      venue,
      sal,
      section: film.kind,
      ticketUrl: `https://billett.havvikkino.no/event/${id}`,
      ageLimit: film.ageLimit,
      accessibility: ACCESS[n % ACCESS.length],
      soldOut: n % 11 === 5,
      cancelled: n % 37 === 20,
      price: 110,
      notes: "",
      // A fifth with a guest and a talk after the film, as in the demo.
      ...(n % 5 === 0 ? { guests: [{ name: "Ingvild Kvalvik", role: "director" }], talk: { title: "Samtale med regissøren", minutes: 20 } } : {}),
    });
  }
  return { productions: productions.map(({ minutes: _m, kind: _k, ageLimit: _a, ...p }) => p), events };
}
