import type { ContentBundle } from "../../content/bundle";
import type { Production } from "../../content/production";
import { NEXT_SCREENING } from "../../render/blocks/image-sizes";
import { imageVariants } from "../../render/blocks/image-variants";
import type { Movie } from "../../shared/account-api";
import { Memo } from "../../shared/memo";
import { productionPath } from "../../shared/site-paths";

/** Per bundle (parsed once and never changed), its films by the path of their page. */
const filmsByPath = new Memo<ContentBundle, [], ReadonlyMap<string, Production>>(1);

/**
 * The watch list with the site's own poster of each film it knows (by the film page the venue
 * links, `link`): the narrowest WebP the build cut of it, which a 60 px thumbnail needs, or the
 * poster as the content names it. A film the content does not know keeps the venue's picture.
 * The venue's pictures are its own to host; the site's are there and cached for a year.
 *
 * @example withSitePosters(movies, bundle)[0].poster // "/img/poster-kystlinjer.1a2b3c4d5e.320.webp"
 */
export function withSitePosters(movies: readonly Movie[], bundle: ContentBundle): Movie[] {
  const films = filmsByPath.get(
    bundle,
    [],
    () =>
      new Map(
        bundle.productions.flatMap((p) => {
          const path = productionPath(p);
          return path ? [[path, p] as const] : [];
        }),
      ),
  );
  return movies.map((movie) => {
    const film = movie.link ? films.get(movie.link) : undefined;
    const poster = film?.assets.find((a) => a.type === "poster" && a.url)?.url;
    if (!poster) return movie;
    const narrowest = imageVariants(poster, NEXT_SCREENING)?.srcset.split(" ", 1)[0];
    return { ...movie, poster: narrowest ?? poster };
  });
}
