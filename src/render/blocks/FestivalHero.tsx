import * as v from "valibot";
import { ActionLinks, ActionLinksProp } from "./ActionLinks";
import { ImageProp } from "./block-schemas";
import { BlockImage } from "./BlockImage";
import { FESTIVAL_HERO, FESTIVAL_HERO_PHONE } from "./image-sizes";
import { phoneSquare } from "./phone-square";
import { defineBlock } from "./define-block";
import { h1OwnerId } from "./page-order";

const Props = v.object({
  /** The festival's name: the page's h1 when no title block comes first. */
  heading: v.pipe(v.string(), v.nonEmpty()),
  /** When and where, as one line: "15.–21. september 2025 · Havvik". */
  when: v.optional(v.string()),
  text: v.optional(v.string()),
  image: v.optional(ImageProp),
  /** The first is the main action ("Se programmet"), the rest sit beside it. */
  actions: ActionLinksProp,
});

/**
 * `festival-hero`: the front page's first screen — the festival's name, dates and place as text
 * (never painted into the picture, so it is read, translated and found), and its main actions.
 * The picture sits behind the text under a dark scrim; the band is only as tall as its text needs,
 * so the actions stay in the first screen on a phone as on a laptop. A phone whose box is square or
 * taller draws the square the build cut around the focal point, not the whole 16:9 picture of which
 * it would show less than half the width (decision 056).
 */
export const FestivalHero = defineBlock("festival-hero", Props, (p, { block, data }) => {
  const Heading = h1OwnerId(data.page.blocks, data.document !== undefined) === block.id ? "h1" : "h2";
  return (
    <section className="b-hero">
      {p.image && (
        <BlockImage
          image={p.image}
          width={1200}
          height={675}
          priority
          className="hero-image"
          layout={FESTIVAL_HERO}
          phone={phoneSquare(p.image, FESTIVAL_HERO_PHONE)}
        />
      )}
      <div className="hero-text">
        <Heading className="hero-heading">{p.heading}</Heading>
        {p.when && <p className="hero-when">{p.when}</p>}
        {p.text && <p className="hero-lead">{p.text}</p>}
        <ActionLinks links={p.actions} className="hero-actions" main="button button-large button-accent" other="button button-large button-light" />
      </div>
    </section>
  );
});
