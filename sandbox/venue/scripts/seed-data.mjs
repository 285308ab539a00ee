// The demo data of the sandbox venue, read by make-seed.mjs. Films and screenings match the demo
// content of the site (content/productions/, content/events/): same ediNumbers, titles, halls and
// start times, so a ticket on /min-side points at a screening the programme shows.
import { programmeMovies } from "./programme-movies.mjs";

/**
 * MovieIds are the venue's own numbers; ediNumbers are the ones in the film pages' slugs. The five
 * hand-written films have the tickets, reviews and watch list below; the generated programme's
 * films follow from 601, read from content/ (programme-movies.mjs).
 */
export const MOVIES = [
  { id: 501, title: "Kystlinjer", slug: "kystlinjer", edi: "10234" },
  { id: 502, title: "Nordlysets datter", slug: "nordlysets-datter", edi: "10251" },
  { id: 503, title: "Fiskerens sang", slug: "fiskerens-sang", edi: "10277" },
  { id: 504, title: "Måkeøya", slug: "makeoya", edi: "10302" },
  { id: 505, title: "Stormvarsel", slug: "stormvarsel", edi: "10319" },
  ...programmeMovies(601),
];

const REVIEWERS = [
  "Ola Nordmann",
  "Kari Strand",
  "Per Hansen",
  "Ingrid Berg",
  "Lars Johansen",
  "Sigrid Olsen",
  "Nils Larsen",
  "Marit Andersen",
  "Erik Pedersen",
  "Astrid Nilsen",
  "Jon Kristiansen",
  "Hilde Jensen",
  "Knut Karlsen",
  "Anne Johnsen",
  "Arne Pettersen",
  "Liv Eriksen",
  "Tor Berg",
  "Solveig Haugen",
  "Bjørn Hagen",
  "Turid Johannessen",
  "Geir Andreassen",
  "Randi Jacobsen",
  "Svein Dahl",
  "Berit Jørgensen",
  "Rune Halvorsen",
  "Tone Henriksen",
  "Odd Lund",
  "Gro Sørensen",
  "Terje Moen",
  "Eva Gundersen",
  "Håkon Iversen",
  "Mette Strand",
  "Øystein Solberg",
  "Kristin Martinsen",
  "Trond Paulsen",
  "Elin Knutsen",
  "Morten Eide",
  "Silje Bakke",
  "Espen Kristoffersen",
  "Ragnhild Mathisen",
  "Vidar Lie",
  "Nina Amundsen",
  "Stian Nygård",
  "Camilla Ruud",
  "Jørgen Lien",
  "Ida Aas",
  "Magnus Solheim",
  "Hanne Haugland",
  "Aslak Somby",
];

const mailbox = (name) =>
  name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/ /g, ".");

/** User 1 is the demo login; 2-50 wrote the reviews (password "anmelder" for each). */
export const USERS = [
  { id: 1, email: "demo@nordkystfilm.no", userName: "Ragna Demo", password: "kinokveld" },
  ...REVIEWERS.map((name, i) => ({ id: i + 2, email: `${mailbox(name)}@example.no`, userName: name, password: "anmelder" })),
];

/** [dice, comment]; oldest first. Kystlinjer has more than two pages of 20. */
const KYSTLINJER = [
  [6, "Årets beste norske film. Jeg gråt i bilen hjem."],
  [5, "Vakkert filmet kyst, og Sunniva Moe bærer hele filmen."],
  [5, "Sterk åpningsfilm. Salen var helt stille på slutten."],
  [4, "Flott foto, men midtpartiet ble litt langt for meg."],
  [6, "Endelig en film som viser kysten slik den faktisk er: vakker og brutal."],
  [5, "Så den med mamma, begge var rørt."],
  [3, "Fine bilder, men jeg fikk aldri helt tak i hovedpersonen."],
  [5, "Musikken sitter fortsatt i hodet. Kjøper soundtracket."],
  [6, "Jonas Karlsen er fantastisk som broren. Fortjener pris."],
  [4, "God film, men slutten kom litt brått."],
  [5, "Dialogen føles ekte – de snakker som folk her ute gjør."],
  [4, "Verdt billetten, særlig på stort lerret i Sal 1."],
  [6, "Jeg har tenkt på den hver dag siden visningen."],
  [5, "Rolig og sterk. Ikke for deg som vil ha action, men for meg perfekt."],
  [2, "For treg for min smak. Sovnet nesten i andre akt."],
  [5, "Ellen Hætta i en liten rolle som stjeler hver scene hun er med i."],
  [4, "Fin film om å komme hjem. Kjente meg igjen."],
  [6, "Mesterlig. Regissøren har et øye for detaljer få har."],
  [5, "Så den med engelske undertekster sammen med en venn fra Tyskland; hun elsket den."],
  [4, "Litt forutsigbar, men godt spilt."],
  [5, "Båtscenen i stormen er noe av det beste jeg har sett på kino i år."],
  [6, "Sjelden at en film treffer så godt. Takk, Ingrid Solbakk."],
  [3, "Godt håndverk, men historien har jeg sett før."],
  [5, "Synstolket visning fungerte veldig fint – takk til kinoen."],
  [4, "Sterke skuespillere, men lydmiksen var litt grøtete i starten."],
  [5, "Gikk for å se den en gang til på kinodagen. Like god."],
  [6, "Fem stjerner er for lite. Terningkast seks."],
  [4, "Vakker, langsom og litt trist. Ta med lommetørkle."],
  [5, "Flott at en film fra vår egen kyst får så mye oppmerksomhet."],
  [5, "Den siste scenen på moloen … wow."],
  [3, "Ok, men ikke så bra som anmeldelsene sa."],
  [6, "Beste kinoopplevelse på lenge. Hele salen klappet."],
  [4, "Bra film, litt for lang."],
  [5, "Fotoarbeidet alene er verdt billetten."],
  [5, "Så den på babykino med lillesøster. Fin opplevelse, også for de voksne."],
  [4, "Likte den bedre enn jeg trodde."],
  [6, "Både morsom og hjerteskjærende. Sjelden kombinasjon."],
  [5, "Anbefales! Husk å bestille billett tidlig, det var nesten fullt."],
  [4, "Solid norsk drama."],
  [5, "Jeg kjente lukten av tang gjennom lerretet."],
  [6, "Må ses på kino, ikke på telefonen."],
  [2, "Skjønte ikke hypen. Pent, men tomt."],
  [5, "Nydelig samspill mellom søsknene."],
  [4, "Fin film, men jeg savnet mer om faren."],
  [5, "Så den for tredje gang nå. Oppdager noe nytt hver gang."],
  [6, "En film Havvik kan være stolt av."],
  [5, "Stemningsfull og ærlig. Gleder meg til regissørens neste."],
  [5, "Fin avslutning på høstprogrammet for min del."],
];

const NORDLYSETS_DATTER = [
  [6, "Et mektig drama. Språket, landskapet og musikken går opp i en helhet."],
  [5, "Sterk historie om tilhørighet. Risten Anne Gaup er fantastisk."],
  [5, "Fortjent avslutningsfilm. Nordlysscenene tok pusten fra meg."],
  [4, "Vakker, men krevende. Verdt det."],
  [6, "Så den to ganger under festivalen. Like sterk begge ganger."],
  [5, "Godt å se samisk film på det store lerretet i Havvik."],
];

const FISKERENS_SANG = [
  [5, "Varm og morsom dokumentar. Arnt Olsen er en stjerne."],
  [6, "Sølvkino med kaffe og kake og denne filmen – perfekt formiddag."],
  [4, "Fin dokumentar, litt lang i midten."],
  [5, "Regissørsamtalen etterpå gjorde opplevelsen enda bedre."],
  [5, "Sangene satt i hele dagen etterpå."],
  [4, "Rolig og ærlig portrett av et liv på havet."],
];

const MAKEOYA = [
  [5, "Barna (5 og 8) lo høyt hele veien. Vi voksne også."],
  [6, "Den beste barnefilmen i år. Måkene er helt gale."],
  [4, "Koselig, men litt skummel stormscene for de minste."],
  [5, "Fin familiefilm, og klementiner i døra var en hyggelig bonus."],
];

/** Who wrote which reviews (distinct users per film), and when they start. Stormvarsel has none. */
export const REVIEW_TEXTS = [
  { title: "Kystlinjer", texts: KYSTLINJER, authors: USERS.slice(1, 49).map((u) => u.id), from: [2025, 8, 16], days: 76 },
  { title: "Nordlysets datter", texts: NORDLYSETS_DATTER, authors: [3, 8, 14, 21, 30, 50], from: [2025, 8, 18], days: 60 },
  { title: "Fiskerens sang", texts: FISKERENS_SANG, authors: [5, 1, 12, 19, 27, 41], from: [2025, 8, 16], days: 60 },
  { title: "Måkeøya", texts: MAKEOYA, authors: [6, 17, 33, 45], from: [2025, 8, 20], days: 70 },
];

/** Review ids (Kystlinjer 1-48 oldest first, then Nordlysets datter 49-54, …) the demo user liked. */
export const DEMO_LIKES = [47, 44, 30, 12, 50];

/** Tickets; the screenings are in content/events/. Ticket 2 holds two seats in different rows. */
export const TICKETS = [
  {
    id: 1,
    userId: 1,
    movieId: 501,
    qrCode: "NFF25-7F3K-0042",
    qrUrl: null,
    startTime: "2025-09-15T19:00:00+02:00",
    expirationDate: "2025-09-15T20:42:00+02:00",
    screen: "Sal 1",
    info: "Rad 7, sete 12–13",
    seats: [{ row: "7", seats: ["12", "13"] }],
    notes: "Åpningsfilm. Regissør Ingrid Solbakk og skuespillerne er til stede.",
  },
  {
    id: 2,
    userId: 1,
    movieId: 502,
    qrCode: "NFF25-Q9HD-0117",
    qrUrl: null,
    startTime: "2025-09-21T19:00:00+02:00",
    expirationDate: "2025-09-21T20:56:00+02:00",
    screen: "Sal 1",
    info: "Rad 4, sete 8 og rad 5, sete 8",
    seats: [
      { row: "4", seats: ["8"] },
      { row: "5", seats: ["8"] },
    ],
    notes: "Avslutningsfilm. Prisutdeling før filmen.",
  },
  {
    id: 3,
    userId: 1,
    movieId: 503,
    qrCode: "KINO25-F1SK-1016",
    qrUrl: null,
    startTime: "2025-10-16T18:00:00+02:00",
    expirationDate: "2025-10-16T19:18:00+02:00",
    screen: "Sal 2",
    info: "Rad 3, sete 5",
    seats: [{ row: "3", seats: ["5"] }],
    notes: null,
  },
  {
    id: 4,
    userId: 1,
    movieId: 505,
    qrCode: "KINO25-ST0R-1114",
    qrUrl: "https://billett.havvikkino.no/qr/KINO25-ST0R-1114.png",
    startTime: "2025-11-14T19:00:00+01:00",
    expirationDate: "2025-11-14T20:49:00+01:00",
    screen: "Sal 1",
    info: "Rad 9, sete 10–11",
    seats: [{ row: "9", seats: ["10", "11"] }],
    notes: "Premiere. Regissør Henrik Aasvik er til stede.",
  },
  {
    id: 5,
    userId: 1,
    movieId: 504,
    qrCode: "KINO25-M4KE-1207",
    qrUrl: null,
    startTime: "2025-12-07T13:00:00+01:00",
    expirationDate: "2025-12-07T14:14:00+01:00",
    screen: "Sal 1",
    info: "Rad 6, sete 1–4",
    seats: [{ row: "6", seats: ["1", "2", "3", "4"] }],
    notes: "Klementiner i døra.",
  },
  {
    // Seen the morning of the demo clock (2025-09-17 12:00): its Publikumsprisen vote is open
    // until noon the next day, so the demo visitor can give it a terningkast.
    id: 7,
    userId: 1,
    movieId: 633,
    qrCode: "NFF25-1SEN-0917",
    qrUrl: null,
    startTime: "2025-09-17T10:00:00+02:00",
    expirationDate: "2025-09-17T11:37:00+02:00",
    screen: "Auditoriet",
    info: "Rad 5, sete 9",
    seats: [{ row: "5", seats: ["9"] }],
    notes: null,
  },
  {
    // Someone else's ticket: the demo user must never see it.
    id: 6,
    userId: 2,
    movieId: 501,
    qrCode: "KINO25-K7ST-1002",
    qrUrl: null,
    startTime: "2025-10-02T19:00:00+02:00",
    expirationDate: "2025-10-02T20:42:00+02:00",
    screen: "Sal 1",
    info: "Rad 10, sete 3",
    seats: [{ row: "10", seats: ["3"] }],
    notes: null,
  },
];

/**
 * The demo user's watch list: Stormvarsel first, then Nordlysets datter (epoch ms of adding).
 * Måkeøya, Kystlinjer and Fiskerens sang stay off it, so a test can add one of them.
 */
export const WATCHLIST = [
  { userId: 1, movieId: 505, addedAt: Date.UTC(2025, 8, 20, 22, 10) },
  { userId: 1, movieId: 502, addedAt: Date.UTC(2025, 9, 1, 17, 45) },
];
