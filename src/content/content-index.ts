import type { Article } from "./article";
import type { ContentBundle } from "./bundle";
import type { FestivalEvent } from "./event";
import type { Page } from "./page";
import type { Production } from "./production";

/** The page definitions that parameterised routes use as templates. */
export const TEMPLATE_PATHS = {
  production: "/:production",
  culture: "/:culture",
  article: "/article/:article",
} as const;

/** A startsAt string sorts correctly as text only with equal offsets; compare instants instead. */
export function byStart(a: FestivalEvent, b: FestivalEvent): number {
  return Date.parse(a.startsAt) - Date.parse(b.startsAt);
}

/**
 * Look-ups over one content bundle: pages by path, articles by slug, films by parentSlug, culture
 * productions by pageReference, and each production's events. Built once per loaded bundle.
 */
export class ContentIndex {
  private readonly pages = new Map<string, Page>();
  private readonly articles = new Map<string, Article>();
  private readonly films = new Map<string, Production>();
  private readonly cultures = new Map<string, Production>();
  private readonly eventsByProduction = new Map<string, FestivalEvent[]>();

  constructor(readonly bundle: ContentBundle) {
    for (const page of bundle.pages) this.pages.set(page.path, page);
    for (const article of bundle.articles) this.articles.set(article.slug, article);
    for (const p of bundle.productions) {
      if (p.object === "movie" && p.parentSlug) this.films.set(p.parentSlug, p);
      if (p.object === "culture" && p.pageReference) this.cultures.set(p.pageReference, p);
    }
    for (const event of [...bundle.events].sort(byStart)) {
      const list = this.eventsByProduction.get(event.production.id) ?? [];
      list.push(event);
      this.eventsByProduction.set(event.production.id, list);
    }
  }

  /** A static page (not a parameterised template) by its path. */
  page(path: string): Page | undefined {
    const page = this.pages.get(path);
    return page && !path.includes(":") ? page : undefined;
  }

  template(kind: keyof typeof TEMPLATE_PATHS): Page | undefined {
    return this.pages.get(TEMPLATE_PATHS[kind]);
  }

  article(slug: string): Article | undefined {
    return this.articles.get(slug);
  }

  film(parentSlug: string): Production | undefined {
    return this.films.get(parentSlug);
  }

  culture(pageReference: string): Production | undefined {
    return this.cultures.get(pageReference);
  }

  /** A production's events, earliest first. */
  eventsOf(production: Production): FestivalEvent[] {
    return this.eventsByProduction.get(production.id) ?? [];
  }

  /** Which paths exist, so a router can tell a 404 without reading page data. */
  routes(): { pages: string[]; films: string[]; cultures: string[] } {
    return {
      pages: [...this.pages.keys()].filter((p) => !p.includes(":")),
      films: [...this.films.keys()],
      cultures: [...this.cultures.keys()],
    };
  }
}
