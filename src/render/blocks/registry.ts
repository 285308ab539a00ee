import { Account } from "./Account";
import { Article } from "./Article";
import type { BlockComponent } from "./block-types";
import { Catalogue } from "./Catalogue";
import { CardList } from "./CardList";
import { Content } from "./Content";
import { Cover } from "./Cover";
import { Events } from "./Events";
import { FestivalHero } from "./FestivalHero";
import { MovieInfo } from "./MovieInfo";
import { NewsSubscribe } from "./NewsSubscribe";
import { NextScreenings } from "./NextScreenings";
import { NowAndNext } from "./NowAndNext";
import { ProductionHero } from "./ProductionHero";
import { Programme } from "./Programme";
import { ProgrammeChanges } from "./ProgrammeChanges";
import { Search } from "./Search";
import { Slideshow } from "./Slideshow";
import { PartnerLogos } from "./PartnerLogos";
import { Places } from "./Places";
import { Teaser } from "./Teaser";
import { TicketList } from "./TicketList";
import { Title } from "./Title";
import { Trailer } from "./Trailer";

/**
 * Component id in a page definition → the block that renders it (component
 * registry). An id not listed here renders nothing (see PageBlocks).
 */
export const BLOCKS: Readonly<Record<string, BlockComponent>> = {
  cover: Cover,
  title: Title,
  content: Content,
  "card-list": CardList,
  slideshow: Slideshow,
  "news-subscribe": NewsSubscribe,
  programme: Programme,
  "programme-changes": ProgrammeChanges,
  events: Events,
  catalogue: Catalogue,
  "ticket-list": TicketList,
  "movie-info": MovieInfo,
  article: Article,
  search: Search,
  account: Account,
  "festival-hero": FestivalHero,
  "next-screenings": NextScreenings,
  "now-and-next": NowAndNext,
  teaser: Teaser,
  "partner-logos": PartnerLogos,
  places: Places,
  "production-hero": ProductionHero,
  trailer: Trailer,
};

/** The block for a component id, or undefined. Own properties only: "constructor" is no block. */
export function blockFor(component: string): BlockComponent | undefined {
  return Object.hasOwn(BLOCKS, component) ? BLOCKS[component] : undefined;
}
