/** The programme pages' words in Norwegian: the filter form (its query parameters in src/shared/programme-filter.ts), the count, the day tabs, the timetable, paper and calendar subscriptions, and a screening's guests and talk. */
export const nbProgramme = {
  // Programme: the filter form (query parameters in src/shared/programme-filter.ts), the count,
  // the ticket states and the calendar link of each screening.
  programmeFilter: "Filtrer programmet",
  filterPlace: "Sted",
  filterAllPlaces: "Alle steder",
  filterSection: "Programdel",
  filterAllSections: "Alle",
  sectionNames: { festival: "Filmfestivalen", buff: "BUFF", cinema: "Havvik kino", culture: "Arrangementer" },
  filterAge: "Alder",
  filterChildAge: "Barnets alder",
  filterAnyAge: "Alle aldre",
  childAge: (n: number) => `${n}\u00a0år`,
  filterWithAdult: "Sammen med voksen",
  filterAgeHint: "Med voksen kan barnet se filmer inntil tre år over egen alder, men aldri 18\u00a0år.",
  filterAccess: "Tilrettelegging",
  filterMore: "Flere filtre",
  /** The chosen filters shown as chips while "Flere filtre" is folded; each chip takes its choice away. */
  filterChosen: "Valgte filtre",
  filterRemove: "Fjern «{label}»",
  filterSubmit: "Vis program",
  filterReset: "Nullstill filtre",
  programmeCount: { one: "Viser 1 visning", other: "Viser {n} visninger" },
  programmeNoMatch: "Ingen visninger passer alle valgene dine.",
  // Without a chosen day the programme lists whole days from now, 40 screenings at most (decision 027).
  programmeStarted: { one: "1 visning i dag har alt startet.", other: "{n} visninger i dag har alt startet." },
  showWholeDay: "Se hele dagen",
  programmeMoreDays: "Flere dager",
  nextDays: "Neste dager",
  nextDay: "Neste dag",
  previousDay: "Forrige dag",
  programmeOffline: "Uten nett: viser det som er lagret på telefonen fra før.",
  // Offline, a day (or the days from one) no copy on the phone holds (src/client/islands/programme-not-kept.ts): {day} is "lørdag 20. september".
  programmeNotKept: {
    day: "{day} er ikke lagret på telefonen, så den dagen kan ikke vises uten nett.",
    days: "Dagene fra {day} er ikke lagret på telefonen, så de kan ikke vises uten nett.",
    kept: "Dette er lagret og kan vises uten nett:",
    none: "Ingen dager av programmet er lagret på telefonen.",
  },
  // The day tabs and the day's timetable (src/render/blocks/DayTabs.tsx, DayFrame.tsx).
  programmeDays: "Velg dag",
  dayTabComing: "Fra nå",
  earlierDays: "Tidligere dager",
  laterDays: "Senere dager",
  today: "I dag",
  tomorrow: "I morgen",
  dayTabCount: { one: "1 visning", other: "{n} visninger" },
  dayView: { label: "Vis som", timetable: "Tidstabell", list: "Liste" },
  timetableHint: "Hver kolonne er et sted; visninger side om side på samme høyde går samtidig.",
  clashWith: (titles: string[]) => `Overlapper med ${titles.join(", ")}`,
  clash: "Overlapper",
  screeningOver: "Visningen er over",
  addToCalendar: "Legg i kalender",
  // Paper and calendar subscriptions (src/render/blocks/paper-tools.tsx, docs/decisions/047).
  print: "Skriv ut",
  printedOn: (date: string) => `Skrevet ut ${date}`,
  subscribeCalendar: (name: string) => `Abonner i kalenderen: ${name}`,
  accessBadge: { captioned: "Tekstet", "audio-description": "Synstolket", relaxed: "Avslappet visning", wheelchair: "Rullestolplass" },
  // A screening's guests and the talk after the film (src/content/guest.ts): the programme row, the
  // timetable's mark, the film card's line and the filters of the programme and the catalogue.
  guestRoles: {
    director: "regissør",
    actor: "skuespiller",
    producer: "produsent",
    screenwriter: "manusforfatter",
    cinematographer: "filmfotograf",
    composer: "komponist",
    participant: "medvirkende",
    critic: "filmkritiker",
    moderator: "ordstyrer",
    guest: "gjest",
  },
  /** A talk the content gives no title: on a page in another language than the content's, every talk. */
  talkAfter: "Samtale etter filmen",
  /** A talk and its length on a row: "Samtale med regissøren, 25 min". */
  talkLength: (talk: string, minutes: number) => `${talk}, ${minutes} min`,
  /** Before the guests of a screening without a talk: "Til stede: Ingrid Solbakk, regissør". */
  guestsPresent: "Til stede",
  /** The timetable's short mark of a screening with a talk after it. */
  talkMark: "Samtale",
  /** The filters' choice of screenings with a talk: the programme's checkbox, the catalogue's. */
  talkFilter: "Med samtale etter filmen",
};
