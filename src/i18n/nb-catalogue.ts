import type { FilmNameKind } from "./film-names-en";

/** The film catalogue's words in Norwegian (src/render/blocks/Catalogue.tsx): its filter form, the options with counts, each film's card, and "Nå og neste" (NowAndNext.tsx) on /pa-kino-na. */
export const nbCatalogue = {
  // The film catalogue (src/render/blocks/Catalogue.tsx): its filter form, options with counts,
  // and each film's card; "Nå og neste" (NowAndNext.tsx) on /pa-kino-na.
  catalogueFilter: "Finn en film",
  catalogueFacets: {
    section: "Programdel",
    country: "Land",
    language: "Språk",
    subtitles: "Undertekster",
    genre: "Sjanger",
    length: "Lengde",
    age: "Aldersgrense",
    access: "Tilrettelegging",
    talk: "Samtale",
    day: "Dag",
  },
  catalogueAll: { section: "Alle programdeler", country: "Alle land", language: "Alle språk", subtitles: "Alle", genre: "Alle sjangre", day: "Alle dager" },
  subtitleNames: { norsk: "Norsk tekst", engelsk: "Engelsk tekst", ingen: "Uten tekst", "norsk-tale": "Norsk tale" } as Record<string, string>,
  subtitleOther: (language: string) => `${language} tekst`,
  lengthNames: { kort: "Kortfilm (inntil 40 min)", "under-90": "41–89 min", "90-120": "90–120 min", "over-120": "Over 120 min" } as Record<string, string>,
  /** An option with how many films it would give: "Norge (12)" (filled in by optionText, src/shared/catalogue-filter.ts). */
  optionCount: "{label} ({n})",
  catalogueMore: "Flere filtre",
  /** How many of the folded filters are in use, beside "Flere filtre" (filled in by optionText with n). */
  catalogueMoreInUse: "{n} valgt",
  catalogueSort: "Sorter",
  sortNames: { title: "Tittel (A–Å)", next: "Neste visning" },
  catalogueSubmit: "Vis filmer",
  catalogueCount: { one: "1 film", other: "{n} filmer" },
  catalogueNoMatch: "Ingen filmer passer alle valgene dine.",
  catalogueUndo: "Prøv uten ett av valgene:",
  catalogueWithout: "Uten «{label}»",
  catalogueEmpty: "Filmene er ikke klare ennå.",
  /** A film's running time: "1 t 42 min", "14 min". */
  runtime: (minutes: number) => (minutes < 60 ? `${minutes}\u00a0min` : `${Math.floor(minutes / 60)}\u00a0t${minutes % 60 ? ` ${minutes % 60}\u00a0min` : ""}`),
  /** A country, language, genre or section as the content names it (in Norwegian already). */
  filmName: (_kind: FilmNameKind, _slug: string, name: string) => name,
  /** A screening's day and time on a card: "I dag 18:00", "fre. 19. sep. 21:00". */
  cardWhen: (day: string, time: string) => `${day} ${time}`,
  laterTimes: "Flere tider",
  nowAndNext: "Nå og neste",
  nowAndNextHint: "Visningene som begynner de neste tre timene.",
  nowAndNextToday: "Resten av dagens visninger.",
  nowAndNextLater: "Ingen flere visninger i dag. Dette er de neste.",
};
