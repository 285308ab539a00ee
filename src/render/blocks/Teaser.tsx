import * as v from "valibot";
import { ActionLinks, ActionLinksProp } from "./ActionLinks";
import { ImageProp } from "./block-schemas";
import { BlockImage } from "./BlockImage";
import { defineBlock } from "./define-block";
import { TEASER } from "./image-sizes";

const Props = v.object({
  /** A short line above the title: "Barne- og ungdomsfilmfestival". */
  kicker: v.optional(v.string()),
  title: v.pipe(v.string(), v.nonEmpty()),
  /** When, as one line: "10.–12. oktober 2025 · Havvik kino". */
  when: v.optional(v.string()),
  text: v.optional(v.string()),
  image: v.optional(ImageProp),
  links: ActionLinksProp,
});

/**
 * `teaser`: one thing the festival points to besides itself — e.g. BUFF, the youth festival — as a
 * picture beside a short text with its links (the first is the main one). Side by side from tablet
 * width, stacked on a phone.
 */
export const Teaser = defineBlock("teaser", Props, (p) => {
  return (
    <section className="block b-teaser">
      <div className="teaser">
        {p.image && <BlockImage image={p.image} width={1200} height={675} className="teaser-image" layout={TEASER} />}
        <div className="teaser-text">
          {p.kicker && <p className="teaser-kicker">{p.kicker}</p>}
          <h2 className="teaser-title">{p.title}</h2>
          {p.when && <p className="teaser-when">{p.when}</p>}
          {p.text && <p>{p.text}</p>}
          <ActionLinks links={p.links} className="teaser-links" main="button" other="button button-quiet" />
        </div>
      </div>
    </section>
  );
});
