/**
 * The films this browser follows ("Varsle meg"), by production id, in localStorage, so a film
 * page can say "Slutt å varsle meg" before the island's code loads. The server holds the truth;
 * the island checks it (islands/notify.ts).
 *
 * The page's core script reads the same key in notify-reveal.ts, which keeps its own copy of
 * these few lines: a module shared by the core and an island becomes a chunk of its own that
 * every page would then fetch (scripts/build-client.mjs splits so), half a KiB for nothing.
 */
export const FOLLOWING_KEY = "kinoweb:push-following";

export function followedFilms(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(FOLLOWING_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function rememberFollowing(id: string, following: boolean): void {
  const others = followedFilms().filter((x) => x !== id);
  localStorage.setItem(FOLLOWING_KEY, JSON.stringify(following ? [...others, id] : others));
}

/** The sold-out screenings this browser waits for a seat at ("Si fra om det blir ledig"), by event id. */
const SEATS_KEY = "kinoweb:seat-waiting";

export function waitingSeats(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(SEATS_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function rememberWaiting(id: string, waiting: boolean): void {
  const others = waitingSeats().filter((x) => x !== id);
  localStorage.setItem(SEATS_KEY, JSON.stringify(waiting ? [...others, id] : others));
}
