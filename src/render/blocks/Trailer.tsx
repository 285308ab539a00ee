import * as v from "valibot";
import { parseTrailer, trailerEmbedUrl, trailerWatchUrl } from "../../content/trailer";
import { Icon } from "../Icon";
import { Island } from "../Island";
import type { ImageProp } from "./block-schemas";
import { BlockImage } from "./BlockImage";
import { defineBlock } from "./define-block";
import { TRAILER } from "./image-sizes";
import { documentProduction, firstImage } from "./production-facts";

const PROVIDER_NAMES = { youtube: "YouTube", vimeo: "Vimeo" } as const;

/**
 * `trailer`: the film's trailer (its `trailer` address, src/content/trailer.ts) as the film's
 * still with a play button. Without JavaScript the button is a link to the video on YouTube or
 * Vimeo; with it, the `trailer` island swaps the still for the player on click — never before, so
 * the video host sees no visitor who does not press play. The page's CSP frames the player's host
 * only on pages with this block and a trailer (src/routes/trailer-frame-source.ts).
 */
export const Trailer = defineBlock("trailer", v.object({}), (_p, { data, ctx }) => {
  const production = documentProduction(data);
  const trailer = production?.trailer ? parseTrailer(production.trailer) : undefined;
  if (!production || !trailer) return null;
  const still = stillImage(production);
  const provider = PROVIDER_NAMES[trailer.provider];
  return (
    <section className="block b-trailer" aria-labelledby="trailer-heading">
      <h2 id="trailer-heading" className="block-title">
        {ctx.t.trailer}
      </h2>
      <Island name="trailer" props={{ embedUrl: trailerEmbedUrl(trailer), title: `${ctx.t.trailer}: ${production.title}` }} className="trailer">
        <a className="trailer-play" href={trailerWatchUrl(trailer)}>
          {still ? (
            <BlockImage image={{ ...still, alt: "" }} width={1920} height={1080} className="trailer-still" layout={TRAILER} />
          ) : (
            <span className="trailer-still trailer-still-empty" />
          )}
          <span className="trailer-button">
            <Icon name="play" />
          </span>
          <span className="sr-only">{ctx.t.playTrailer(production.title)}</span>
        </a>
      </Island>
      <p className="trailer-note">{ctx.t.trailerOn(provider)}</p>
    </section>
  );
});

/** A still from the film: an asset of type `still` if the film has one, else its first image. */
function stillImage(production: NonNullable<ReturnType<typeof documentProduction>>): ImageProp | undefined {
  const still = production.assets.find((a) => a.type === "still" && a.url);
  return still ? { url: still.url, alt: "", focalPointQuery: still.focalPointQuery } : firstImage(production);
}
