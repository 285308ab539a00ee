import * as v from "valibot";
import { Icon } from "../Icon";
import { CardProp, Limit } from "./block-schemas";
import { BlockImage } from "./BlockImage";
import { SLIDE } from "./image-sizes";
import { articleCard, type CardData } from "./cards";
import { defineBlock } from "./define-block";
import { isFirstBlock } from "./page-order";
import { blockSource } from "./production-facts";
import { articlesAt } from "../../content/resolve-sources";
import type { ArticleSummary, SourceResult } from "../../content/page-data";

/** The source's articles out at the site's clock (an article dated later is not published yet). */
const articlesOf = (source: Extract<SourceResult, { model: "article" }> | undefined, now: number): ArticleSummary[] => (source ? articlesAt(source, now) : []);

const Props = v.object({ title: v.optional(v.string()), limit: v.optional(Limit), slides: v.optional(v.array(CardProp)) });

/**
 * `slideshow`: highlighted stories in a horizontal scroll-snap strip. No autoplay (WCAG 2.2.2) and
 * no script needed: the strip scrolls by swipe, trackpad or keyboard (tabbing to a slide's link
 * scrolls it into view). For a mouse, arrow buttons scroll the strip sideways (src/client/slideshow.ts:
 * never the page, never a `#…` in the address); they show only once that script runs. They repeat
 * what the slide links already offer, so they are kept out of the tab order and the accessibility tree.
 * Slides come from props, or from an article source in its order (pinned first, then the newest,
 * unless the page sorts it otherwise: content/resolve-sources.ts), those out at the site's clock.
 */
export const Slideshow = defineBlock("slideshow", Props, (p, { block, data, ctx }) => {
  const slides: CardData[] = p.slides
    ? p.slides.map((s, i) => ({ key: `${i}-${s.href}`, ...s }))
    : articlesOf(blockSource(block, data, "article"), ctx.now).map((a) => {
        // Slides are wide: the full image, not the card thumbnail.
        const card = articleCard(a);
        return { ...card, image: a.image ? { url: a.image, alt: "", focalPointQuery: "" } : card.image };
      });
  const shown = slides.slice(0, p.limit ?? 5);
  if (shown.length === 0) return null;
  const Heading = p.title ? "h3" : "h2";
  const slideId = (i: number) => `${block.id}-lysbilde-${i + 1}`;
  const eager = isFirstBlock(block, data.page.blocks);
  return (
    <section className="block b-slideshow" aria-roledescription={ctx.t.slideshowRole} aria-label={p.title || ctx.t.slideshow}>
      {p.title && <h2 className="block-title">{p.title}</h2>}
      <ul className="slides">
        {shown.map((s, i) => (
          <li key={s.key} id={slideId(i)} className="slide">
            {s.image ? (
              <BlockImage image={s.image} width={1280} height={720} priority={eager && i === 0} className="slide-image" layout={SLIDE} />
            ) : (
              <div className="slide-image card-image-empty" />
            )}
            <div className="slide-caption">
              <Heading className="slide-title">
                <a href={s.href}>{s.title}</a>
              </Heading>
              {s.text && <p className="slide-text">{s.text}</p>}
              <p className="slide-count">{ctx.t.slideOf(i + 1, shown.length)}</p>
            </div>
            {i > 0 && (
              <button type="button" data-slide-to={slideId(i - 1)} className="slide-arrow slide-prev" aria-hidden="true" tabIndex={-1} title={ctx.t.previous}>
                <Icon name="arrow-left" />
              </button>
            )}
            {i < shown.length - 1 && (
              <button type="button" data-slide-to={slideId(i + 1)} className="slide-arrow slide-next" aria-hidden="true" tabIndex={-1} title={ctx.t.next}>
                <Icon name="arrow-right" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
});
