import * as v from "valibot";
import type { PageData } from "../content/page-data";
import { CardImageProp, ImageProp } from "./blocks/block-schemas";
import { COVER, FESTIVAL_HERO, FESTIVAL_HERO_PHONE, FILM_HERO, type PictureLayout, SLIDE } from "./blocks/image-sizes";
import { imageVariants } from "./blocks/image-variants";
import { visibleBlocks } from "./blocks/page-order";
import { phoneSquare } from "./blocks/phone-square";
import { blockSource, documentProduction, firstImage } from "./blocks/production-facts";

/**
 * What the head preloads: the first screen's picture's srcset and sizes, the very ones its img (or
 * its phone's `<source>`) carries, and where it is art-directed, the media each is for.
 */
export type ImagePreload = { srcset: string; sizes: string; media?: string };

const Slides = v.object({ slides: v.optional(v.array(v.object({ image: v.optional(CardImageProp) }))) });
const CoverProps = v.object({ image: v.optional(ImageProp) });

/**
 * The picture at the top of the page, usually its largest paint: the first block's, when that is
 * the film or culture page's hero (the production's first image), a cover or the front page's
 * festival hero (its own image, else the film's, culture production's or article's) or a
 * slideshow (its first slide). The head preloads it, so the browser asks for it before it has read
 * the body; the URL follows the same rules as those blocks, and the layout is theirs (image-sizes.ts),
 * so srcset and sizes are the img's own and the browser picks the same file for both. The festival
 * hero's own picture, where the build cut the phone's square of it, is two: the square for a phone
 * and the whole picture elsewhere, each with its `media`, so a screen preloads only the one it draws
 * (decision 056). None when the page starts with something else or has no variants.
 *
 * @example firstScreenImages(filmPageData)[0]?.sizes // FILM_HERO.sizes
 */
export function firstScreenImages(data: PageData): ImagePreload[] {
  const first = visibleBlocks(data.page.blocks)[0];
  if (!first) return [];
  if (first.component === "cover") return preload(coverUrl(data, first.props), COVER);
  if (first.component === "festival-hero") return heroPreloads(data, first.props);
  if (first.component === "production-hero") {
    const production = documentProduction(data);
    return preload(production && firstImage(production)?.url, FILM_HERO);
  }
  if (first.component === "slideshow") {
    const slides = v.safeParse(Slides, first.props);
    const fromProps = slides.success ? slides.output.slides : undefined;
    const url = fromProps ? fromProps[0]?.image?.url : blockSource(first, data, "article")?.items[0]?.image;
    return preload(url, SLIDE);
  }
  return [];
}

/** The festival hero's: the phone's square and the whole picture elsewhere, as FestivalHero draws its own picture. */
function heroPreloads(data: PageData, props: unknown): ImagePreload[] {
  const whole = preload(coverUrl(data, props), FESTIVAL_HERO);
  const own = v.safeParse(CoverProps, props);
  const phone = own.success && own.output.image ? phoneSquare(own.output.image, FESTIVAL_HERO_PHONE) : undefined;
  if (!phone) return whole;
  return [{ srcset: phone.srcset, sizes: phone.sizes, media: phone.media }, ...whole.map((w) => ({ ...w, media: phone.otherwise }))];
}

function coverUrl(data: PageData, props: unknown): string | undefined {
  const own = v.safeParse(CoverProps, props);
  if (own.success && own.output.image) return own.output.image.url;
  const production = documentProduction(data);
  if (production) return firstImage(production)?.url;
  return data.document?.kind === "article" ? data.document.article.image : undefined;
}

function preload(url: string | undefined, layout: PictureLayout): ImagePreload[] {
  const variants = url ? imageVariants(url, layout) : undefined;
  return variants ? [{ srcset: variants.srcset, sizes: layout.sizes }] : [];
}
