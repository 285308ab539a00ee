/**
 * Min liste's next screening and its "Fjern" and "Angre", in Norwegian bokmål: spread into the
 * client dictionary (nb.ts), with its English twin in watchlist-en.ts.
 */
export const watchlistNb = {
  nextScreening: "Neste visning:",
  noMoreScreenings: "Ingen flere visninger",
  /** "lør. 20. sep. kl. 18:45": the site's one way of saying when a screening is. */
  screeningAt: (date: string, clock: string) => `${date} kl. ${clock}`,
  remove: "Fjern",
  /** Read after "Fjern" by a screen reader only, so each button names its film. */
  removeWhat: (title: string) => ` «${title}» fra listen`,
  removed: (title: string) => `«${title}» er fjernet fra listen din.`,
  undo: "Angre",
  undoWhat: (title: string) => ` – legg «${title}» tilbake i listen`,
  removeFailed: "Filmen ble ikke fjernet fra listen din. Prøv igjen.",
};
