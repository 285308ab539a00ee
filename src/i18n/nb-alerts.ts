/** What the site tells a visitor who follows something, in Norwegian: "Varsle meg" and "Si fra om det blir ledig" (src/push/), the messages they send, and the programme's changes (docs/decisions/024, 034, 045). */
export const nbAlerts = {
  // "Varsle meg" (Web Push, src/push/): the film page's button and the notifications it brings.
  notifyMe: "Varsle meg",
  notifyMeStop: "Slutt å varsle meg",
  notifyMeHint: "Få beskjed når filmen får nye visninger eller billettsalget åpner.",
  notifyMeFailed: "Det gikk ikke å endre varslene. Prøv igjen.",
  // Why "Varsle meg" cannot be used here (docs/decisions/024): the site, the browser, or the visitor's own choice.
  notifyMeOff: "Varsle meg er ikke slått på for dette nettstedet.",
  notifyMeUnsupported: "Denne nettleseren kan ikke ta imot varsler.",
  notifyMeHomeScreen: "På iPhone og iPad får du varsler når du har lagt siden til på Hjem-skjermen.",
  notifyMeNoService: "Nettleseren fikk ikke meldt seg på varsler (i et privat vindu går det ikke). Prøv i et vanlig vindu.",
  notifyMeBlocked: "Varsler er blokkert i nettleseren din. Tillat varsler for dette nettstedet i nettleserens innstillinger, så kan du bruke Varsle meg.",
  pushNewScreenings: (title: string, when: string) => `«${title}» har fått nye visninger: ${when}`,
  pushSaleOpened: (title: string) => `Billettsalget for «${title}» har åpnet`,
  // "kl. 21:30", the clock as every other time on the site writes it (render/format-date.ts formatTime).
  pushWhen: (weekday: string, date: string, time: string) => `${weekday} ${date} kl. ${time}`,
  pushTest: (title: string) => `Prøvevarsel: slik ser et varsel om «${title}» ut.`,
  pushStop: "Slutt å varsle",
  // "Si fra om det blir ledig" (src/push/seat-*.ts): a sold-out screening's row and its one message.
  seatWatch: "Si fra om det blir ledig",
  seatWatchStop: "Slutt å si fra",
  seatWatchHint: "Få ett varsel med billettlenken hvis det blir ledige plasser før visningen begynner.",
  seatWatching: "Du får ett varsel hvis det blir ledig.",
  seatWatchFailed: "Det gikk ikke. Prøv igjen.",
  seatWatchOff: "Varsel om ledige plasser er ikke slått på her.",
  seatWatchUnsupported: "Nettleseren kan ikke varsle om ledige plasser.",
  seatWatchHomeScreen: "Legg siden til på Hjem-skjermen for å få varsel om ledige plasser.",
  seatWatchBlocked: "Varsler er blokkert i nettleseren; tillat dem for nettstedet for å få beskjed om ledige plasser.",
  seatWatchNoService: "Nettleseren fikk ikke meldt seg på varsler. Prøv i et vanlig vindu.",
  pushSeatsBack: (title: string, when: string) => `Det er billetter igjen til «${title}» ${when}. Først til mølla.`,
  pushMoved: (title: string, when: string, was: string) => `«${title}» er flyttet: ${when} (var ${was})`,
  pushCancelled: (title: string, when: string) => `«${title}» ${when} er avlyst`,
  // "Endringer i programmet" (src/render/blocks/ProgrammeChanges.tsx) and the programme's link to it.
  changesEmpty: "Ingen endringer ennå: programmet er slik det ble publisert.",
  changesLink: (n: number) => (n === 1 ? "1 endring i programmet" : `${n} endringer i programmet`),
  changeNewTime: "Ny tid",
  changeNewPlace: "Nytt sted",
  changeAdded: "Ny visning",
  changeBefore: "Før",
  changeNow: "Nå",
  changedAt: (date: string) => `Endret ${date}`,
};
