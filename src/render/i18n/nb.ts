/**
 * Every string the UI shows in Norwegian bokmål, the site's default language (DESIGN.md "Quality
 * bars"). Content (titles, bodies, menu labels) comes from the CMS; this is only the chrome around it.
 * `en.ts` is typed from this object, so a key missing in English fails the type check.
 */
export const nb = {
  htmlLang: "nb",
  skipLink: "Hopp til hovedinnhold",
  mainMenu: "Hovedmeny",
  footerMenu: "Bunnmeny",
  menu: "Meny",
  opensInNewWindow: "(åpnes i nytt vindu)",
  externalLink: "(ekstern lenke)",
  search: "Søk",
  searchLabel: "Søk på nettstedet",
  searchPlaceholder: "Søk etter filmer og saker",
  searchPrompt: "Skriv et søkeord for å finne filmer, arrangementer og saker.",
  searchHits: (count: number, query: string) => `${count} treff for «${query}»`,
  searchShowing: (shown: number) => `Viser de ${shown} beste.`,
  searchNoHits: (query: string) => `Ingen treff for «${query}»`,
  searchSuggestionsIntro: "Forslag:",
  searchSuggestions: [
    "Sjekk stavemåten, eller prøv et kortere ord.",
    "Søk på filmtittel, sted eller person.",
  ],
  searchKind: { article: "Artikkel", event: "Visning" },
  login: "Logg inn",
  readMore: "Les mer",
  showAll: "Se alle",
  buyTicket: "Kjøp billett",
  buyTicketFor: (title: string) => `Kjøp billett til ${title}`,
  soldOut: "Utsolgt",
  notFound: "Siden finnes ikke",
  published: (date: string) => `Publisert ${date}`,
  updated: (date: string) => `Oppdatert ${date}`,
  byAuthor: (name: string) => `Av ${name}`,
  screenings: "Visninger",
  noScreenings: "Ingen visninger er satt opp ennå.",
  programme: "Program",
  programmeEmpty: "Programmet er ikke klart ennå.",
  time: "Tid",
  venue: "Sted",
  // No-break spaces keep "12 år" and "102 min" on one line in narrow programme rows.
  ageLimit: (limit: string) => (limit === "A" ? "Tillatt for alle" : `${limit}\u00a0år`),
  duration: (minutes: number) => `${minutes}\u00a0min`,
  price: (nok: number) => `${nok}\u00a0kr`,
  free: "Gratis",
  accessibility: {
    captioned: "Tekstet",
    "audio-description": "Synstolket",
    relaxed: "Avslappet visning",
    wheelchair: "Tilgjengelig for rullestol",
  },
  facts: "Fakta",
  moviePersonalFallback:
    "Her vises publikums terningkast og anmeldelser. Logg inn for å legge filmen i listen din.",
  accountFallback: "Logg inn for å se billettene dine, med QR-kode til billettkontrollen, og listen din.",
  slideshow: "Aktuelt",
  slideshowRole: "karusell",
  slideOf: (n: number, total: number) => `${n} av ${total}`,
  previous: "Forrige",
  next: "Neste",
  pages: "Sider",
  pageNumber: (n: number) => `Side ${n}`,
  followUs: "Følg oss",
  copyright: (name: string) => `© ${name}`,
};

/** The shape every locale's dictionary has. */
export type Dictionary = typeof nb;
