import type { watchlistNb } from "./watchlist-nb";

/** Min liste's next screening and its "Remove" and "Undo" in English: the same keys as watchlist-nb.ts. */
export const watchlistEn: typeof watchlistNb = {
  nextScreening: "Next screening:",
  noMoreScreenings: "No more screenings",
  screeningAt: (date, clock) => `${date} ${clock}`,
  remove: "Remove",
  removeWhat: (title) => ` “${title}” from your list`,
  removed: (title) => `“${title}” was removed from your list.`,
  undo: "Undo",
  undoWhat: (title) => ` – put “${title}” back on your list`,
  removeFailed: "The film was not removed from your list. Please try again.",
};
