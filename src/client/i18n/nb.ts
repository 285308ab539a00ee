import { shareNb } from "./share-nb";
import { filmNb } from "./film-nb";
import { loginCheckNb } from "./login-check-nb";
import { planNb } from "./plan-nb";
import { watchlistNb } from "./watchlist-nb";

/**
 * Every string the account islands show, in Norwegian bokmål (one dictionary per locale:
 * docs/architecture.md "Bars every change keeps"). Kept apart from src/i18n so the browser
 * downloads only these. Error *messages* from the proxy arrive already written in Norwegian and are
 * shown as they are.
 */
export const nb = {
  intlLocale: "nb-NO",
  // Header account button and menu
  login: "Logg inn",
  logout: "Logg ut",
  logoutEverywhere: "Logg ut overalt",
  myPage: "Min side",
  accountMenu: (name: string) => `Konto: ${name}`,
  // Login dialog and forms
  dialogTitle: "Logg inn",
  close: "Lukk",
  authViews: "Velg skjema",
  newUser: "Ny bruker",
  forgotPassword: "Glemt passord",
  email: "E-post",
  password: "Passord",
  userName: "Navn",
  passwordHint: (min: number) => `Minst ${min} tegn.`,
  submitLogin: "Logg inn",
  submitCreate: "Lag bruker",
  submitReset: "Send meg en lenke",
  sending: "Sender …",
  resetIntro: "Skriv e-postadressen din, så sender vi deg en lenke for å lage et nytt passord.",
  emailSent: "Vi har sendt deg en e-post med en lenke for å lage nytt passord. Sjekk innboksen din (og søppelposten).",
  loggedInAs: (name: string) => `Du er logget inn som ${name}.`,
  // Errors made in the browser (the proxy's own messages come with its answer)
  networkError: filmNb.networkError,
  badResponse: filmNb.badResponse,
  // Film page: the watch list (the rating and reviews are the plain `movie-public` island's)
  ratingLabel: filmNb.ratingLabel,
  loading: filmNb.loading,
  addToWatchlist: "Legg i min liste",
  onWatchlist: "I listen din",
  adding: "Legger til …",
  loginToAdd: "Logg inn for å legge filmen i listen din",
  addFailed: "Filmen ble ikke lagt i listen din. Prøv igjen.",
  // Min side
  myTickets: "Mine billetter",
  noTickets: "Du har ingen billetter ennå.",
  pastTickets: "Tidligere billetter",
  shown: "Vist",
  showQr: "Vis QR-koden",
  ticketsOffline: "Du er uten nett. Billettene vises slik de var sist du hadde nett.",
  myList: "Min liste",
  emptyList: "Listen din er tom. Legg til filmer fra filmsidene.",
  calendarTitle: "Listen i kalenderen din",
  calendarText: "Få visningene av filmene i listen din rett i kalenderen på telefonen. Kalenderen oppdaterer seg når du endrer listen.",
  calendarButton: "Lag kalenderlenke",
  calendarLink: "Abonner på kalenderen",
  calendarPrivate: "Lenken er personlig: ikke del den med andre.",
  calendarLinkMade: (when: string) => `Kalenderlenke laget ${when}`,
  calendarLinkDelete: "Slett",
  qrLabel: (film: string) => `QR-kode for billett til ${film}`,
  startTime: "Tid",
  sal: "Sal",
  place: "Sted",
  aboutFilm: "Om filmen",
  addToCalendar: "Legg i kalender",
  seats: "Plasser",
  seatRow: (row: string, seats: string) => `Rad ${row}, sete ${seats}`,
  notes: "Merknad",
  accountIntro: "Logg inn for å se billettene dine og listen din.",
  // Publikumsprisen (docs/decisions/033)
  voteTitle: "Publikumsprisen: gi filmen terningkast",
  voteDie: (die: number) => `Terningkast ${die}`,
  voteSending: "Sender stemmen …",
  voted: (die: number) => `Du ga filmen terningkast ${die}. Takk for stemmen!`,
  voteUntil: (when: string) => `Du kan stemme til ${when}.`,
  tryAgain: filmNb.tryAgain,
  ...planNb,
  ...shareNb,
  ...watchlistNb,
  ...loginCheckNb,
};

/** The shape every locale's client dictionary has. */
export type ClientText = typeof nb;
