import type { Article } from "../article";
import type { FestivalEvent } from "../event";
import type { Page } from "../page";
import type { Production } from "../production";
import type { Redirect } from "../redirects";
import type { SiteConfig } from "../site";
import type { Theme } from "../theme";
import type { Located } from "./located";

/** The documents that passed their schema, each with its location; a file that failed is absent. */
export type ParsedContent = {
  site?: Located<SiteConfig>;
  theme?: Located<Theme>;
  redirects?: Located<Redirect[]>;
  pages: Located<Page>[];
  articles: Located<Article>[];
  productions: Located<Production>[];
  events: Located<FestivalEvent>[];
};
