import { nbProgramme } from "./nb-programme";
import { nbCatalogue } from "./nb-catalogue";
import { nbAlerts } from "./nb-alerts";
import { nbPlansAndVotes } from "./nb-plans-and-votes";

/**
 * Every string the UI shows in Norwegian bokmål, the site's default language (docs/architecture.md
 * "Bars every change keeps"). Content (titles, bodies, menu labels) comes from the CMS; this is
 * only the chrome around it.
 * `en.ts` is typed from this object, so a key missing in English fails the type check.
 */
export const nb = {
  skipLink: "Hopp til hovedinnhold",
  mainMenu: "Hovedmeny",
  footerMenu: "Bunnmeny",
  mainPartners: "Hovedsamarbeidspartnere",
  partners: "Samarbeidspartnere",
  menu: "Meny",
  menuClose: "Lukk menyen",
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
  searchSuggestions: ["Sjekk stavemåten, eller prøv et kortere ord.", "Søk på filmtittel, sted eller person."],
  searchKind: { page: "Side", film: "Film", culture: "Arrangement", news: "Nyhet", article: "Artikkel" },
  login: "Logg inn",
  showAll: "Se alle",
  buyTicket: "Kjøp billett",
  soldOut: "Utsolgt",
  /** A screening that will not take place (the content's `cancelled`). */
  cancelled: "Avlyst",
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
  moviePersonalHeading: "Terningkast og anmeldelser",
  moviePublicFallback: "Her vises publikums terningkast og anmeldelser.",
  movieLoginToAdd: "Logg inn for å legge filmen i listen din",
  movieReviews: "Anmeldelser",
  // Min side's login form as the server renders it (src/render/LoginFallback.tsx): word for word
  // the account island's (src/client/i18n), so nothing moves when the island takes over.
  loginForm: {
    intro: "Logg inn for å se billettene dine og listen din.",
    email: "E-post",
    password: "Passord",
    submit: "Logg inn",
    views: "Velg skjema",
    newUser: "Ny bruker",
    forgotPassword: "Glemt passord",
    needsScript:
      "Min side trenger JavaScript. Slå på JavaScript i nettleseren for å logge inn og se billettene dine. Når mange prøver å logge inn samtidig, løser nettleseren også en kort kontroll, og den trenger JavaScript.",
    loading: "Laster …",
  },
  slideshow: "Aktuelt",
  nextScreenings: "Neste visninger",
  nextScreeningsEmpty: "Ingen flere visninger er satt opp ennå. Se hele programmet for det som kommer.",
  wholeProgramme: "Se hele programmet",
  slideshowRole: "karusell",
  slideOf: (n: number, total: number) => `${n} av ${total}`,
  previous: "Forrige",
  next: "Neste",
  pages: "Sider",
  pageNumber: (n: number) => `Side ${n}`,
  copyright: (name: string) => `© ${name}`,
  /** Title of the news feed link in the page head, as feed readers list it. */
  newsFeed: (festival: string) => `${festival}: nyheter (RSS)`,
  // The offline page (src/render/OfflineNotice.tsx): shown by the service worker for a page this
  // device has never opened, while it has no network.
  offlineTitle: "Du er uten nett",
  offlineLead: "Denne siden er ikke lagret på enheten din, så den kan ikke vises før du har nett igjen.",
  offlineWorksTitle: "Dette virker uten nett",
  offlineTickets: "Billettene dine med QR-kode på",
  offlineAccountLink: "Min side",
  offlineTicketsNote: "– hvis du har åpnet Min side mens du var logget inn.",
  offlineVisited: "Sider du har åpnet før, for eksempel programmet.",
  offlineFrontPage: "Forsiden",
  offlineRetry: "Når du har nett igjen, last inn siden på nytt.",
  // The web app manifest (home screen).
  appDescription: "Program, billetter og nyheter fra Nordkyst filmfestival, BUFF og Havvik kino – billettene virker også uten nett.",
  appShortcutTickets: "Mine billetter",
  // Film and culture pages: the first screen (src/render/blocks/ProductionHero.tsx), the
  // synopsis heading and the trailer (src/render/blocks/Trailer.tsx).
  nextScreening: "Neste visning",
  nextScreeningWithTickets: "Neste visning med ledige billetter",
  nextDate: "Neste gang",
  allDates: (n: number) => (n === 1 ? "Se datoen" : `Alle ${n} datoer`),
  noMoreScreenings: "Ingen flere visninger",
  allScreenings: (n: number) => (n === 1 ? "Se visningen" : `Alle ${n} visninger`),
  subtitledIn: (languages: string) => `Tekst: ${languages.toLowerCase()}`,
  aboutFilm: "Om filmen",
  aboutEvent: "Om arrangementet",
  trailer: "Trailer",
  playTrailer: (title: string) => `Spill av traileren til ${title}`,
  trailerOn: (provider: string) => `Spilles av fra ${provider}`,
  placeShowOnMap: "Vis i kart",
  placeOpenInMapApp: "Åpne i kartappen",
  placeAccess: "Tilgjengelighet",
  placeStepFree: "Trinnfri inngang",
  placeSteps: "Trinn ved inngangen",
  placeHearingLoop: "Teleslynge",
  placeNoHearingLoop: "Ingen teleslynge",
  placeWheelchairPlaces: (n: number) => (n === 0 ? "Ingen faste rullestolplasser" : n === 1 ? "1 rullestolplass" : `${n} rullestolplasser`),
  placeDirections: "Slik finner du fram",
  placeOf: (name: string) => `Om stedet ${name}: adresse og tilgjengelighet`,
  thisPageInLanguage: "Denne siden på norsk",
  languageName: "Norsk",
  languages: "Språk",
  // An editor's preview link (docs/decisions/032): the bar over a page rendered from drafts.
  preview: "Forhåndsvisning",
  previewShows: (version: string, built: string) => `Upublisert innhold: utkastversjon ${version}, laget ${built}.`,
  previewExpires: (when: string) => `Lenken gjelder til ${when}.`,
  previewPublished: "Se den publiserte siden",
  previewWhen: (date: string, time: string) => `${date} kl. ${time}`,
  ...nbProgramme,
  ...nbCatalogue,
  ...nbAlerts,
  ...nbPlansAndVotes,
};

/** The shape every locale's dictionary has. */
export type Dictionary = typeof nb;
