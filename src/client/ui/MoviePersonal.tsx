import { useMovie } from "./use-movie";
import { useUser } from "./use-user";
import { WatchlistButton } from "./WatchlistButton";

/**
 * A film page's personal part: "Legg i min liste", or for a logged-out visitor the button that
 * opens the login dialog — open at once when that click is what woke the island. The rating and
 * reviews around it are the plain `movie-public` island's.
 */
export function MoviePersonal({ ediNumber, openLogin }: { ediNumber: string; openLogin: boolean }) {
  const [user, dispatch] = useUser();
  const { movie } = useMovie(ediNumber);
  // One list per visitor: a new login starts with a fresh watch list.
  return <WatchlistButton key={user.userProfile?.email ?? ""} movie={movie} user={user} dispatch={dispatch} openLogin={openLogin} />;
}
