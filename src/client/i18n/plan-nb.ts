/**
 * Min side's "Lag planen min" (docs/decisions/023), in Norwegian bokmål: spread into the client dictionary
 * (nb.ts), with its English twin in plan-en.ts. The planner's own `reason` strings arrive written.
 */
const films = (n: number) => (n === 1 ? "1 film" : `${n} filmer`);
const days = (n: number) => (n === 1 ? "1 dag" : `${n} dager`);

export const planNb = {
  planTitle: "Planen min",
  planPrint: "Skriv ut planen",
  planIntro:
    "Vi velger én visning av hver film i listen din, slik at ingen overlapper og du rekker å gå mellom stedene. Visningene du har billett til, er faste punkter i planen.",
  planMake: "Lag planen min",
  planRemake: "Lag planen på nytt",
  planMaking: "Lager planen …",
  planOptions: "Velg dager, filmer og «må se»",
  planFrom: "Fra",
  planTo: "Til",
  planMaxPerDay: "Høyst per dag",
  planNoLimit: "Ingen grense",
  planPreferTalks: "Velg visninger med samtale etter filmen der det går",
  planFilms: "Filmer som skal med",
  planMustSee: "Må se",
  planMustSeeNote: "Merk filmene du må se: planen får plass til dem før de andre, også om det koster en annen film.",
  planEmpty: "Ingen filmer å planlegge. Legg til filmer i listen din fra filmsidene, så lager vi en plan.",
  planToday: (clock: string) => `i dag kl. ${clock}`,
  planCount: (placed: number, dayCount: number) => `${films(placed)} på ${days(dayCount)}.`,
  planMadeAt: (when: string) => `Planen ble laget ${when}.`,
  planOffline: (when: string) => `Du er uten nett. Dette er planen slik den ble laget ${when}.`,
  planMade: (placed: number, dayCount: number, unplaced: number) =>
    `Planen er klar: ${films(placed)} på ${days(dayCount)}.` + (unplaced > 0 ? ` ${films(unplaced)} fikk ikke plass.` : ""),
  planSwapped: (title: string, when: string) => `${title} er flyttet til ${when}. Resten av planen er laget rundt den.`,
  planWalk: (venue: string, minutes: number) => `Gå til ${venue}: ${minutes} min til neste film.`,
  planPlace: "Sted",
  planKept: "Valgt av deg",
  planTicket: "Du har billett",
  planSwap: "Bytt visning",
  planSwapOf: (title: string) => `Andre visninger av ${title}`,
  planUnplacedTitle: "Fikk ikke plass",
  planSoldOutOf: (title: string) => `Utsolgte visninger av ${title}`,
  planTicketsTitle: "Kjøp billetter",
  planTicketsIntro: "Billettene kjøper du hos kinoen, i samme rekkefølge som planen. Knappene åpner et nytt vindu.",
  buyTicket: "Kjøp billett",
  opensInNewWindow: "(åpnes i nytt vindu)",
  planCalendarTitle: "Legg planen i kalenderen",
  planCalendarText: "Da viser kalenderlenken din bare visningene i planen, ikke alle visningene av filmene i listen.",
  planSave: "Legg planen i kalenderen",
  planSaved: (count: number, when: string) =>
    `Kalenderen din viser nå planen: ${count === 1 ? "den ene visningen" : `de ${count} visningene`} du har valgt, ikke alle visningene av filmene i listen. Lagt inn ${when}.`,
  planSavedOlder: "Kalenderen viser en eldre plan enn denne. Legg inn denne for å bytte.",
  planUnsave: "Fjern planen fra kalenderen",
  planUnsaved: "Planen er fjernet. Kalenderen viser igjen alle visningene av filmene i listen din.",
  // Changes to the programme since it was published (docs/decisions/034), marked in the plan and the list.
  changeNewTime: "Ny tid",
  changeNewPlace: "Nytt sted",
  changeCancelled: "Avlyst",
  changeAdded: "Ny visning",
  changeNow: (when: string) => `Nå: ${when}`,
  changesPage: "Se alle endringer i programmet",
  planChanged: "Programmet er endret siden planen ble laget. Lag den på nytt, så velger vi rundt endringene.",
  planReplan: "Lag planen på nytt med endringene",
};
