import type { ContentBundle } from "../content/bundle";
import { htmlToText } from "../content/excerpt";
// The same paths the rest of the site links to, so a hit leads where a card would.
import { articlePath, productionPath } from "../render/site-paths";

/** One searchable thing: an article or an event (a screening or culture event). */
export type SearchDocument = {
  id: string;
  kind: "article" | "event";
  title: string;
  /** Body text: the article, or the event's production summary, body and notes. */
  text: string;
  /** Facts: the article's author, the event's production title, venue, hall and features. */
  facts: string;
  /** Where the hit links to; null for an event whose production has no page. */
  href: string | null;
  /** Epoch ms: an article's creation, an event's start. */
  date: number;
};

/**
 * Every article and every event of the content as search documents (issue part 5: "titles,
 * summaries, bodies, features"). Events carry their production's texts, so a screening is found
 * by what its film is about.
 */
export function searchDocuments(bundle: ContentBundle): SearchDocument[] {
  const productions = new Map(bundle.productions.map((p) => [p.id, p]));
  const articles = bundle.articles.map((a): SearchDocument => ({
    id: `article:${a.id}`,
    kind: "article",
    title: a.title,
    text: htmlToText(a.content),
    facts: a.author,
    href: articlePath(a.slug),
    date: a.createdAt,
  }));
  const events = bundle.events.map((e): SearchDocument => {
    const production = productions.get(e.production.id);
    const about = production?.contents.map((c) => `${htmlToText(c.summary)} ${htmlToText(c.body)}`).join(" ") ?? "";
    const features = production?.features.map((f) => `${f.name}: ${f.value}`).join(". ") ?? "";
    return {
      id: `event:${e.id}`,
      kind: "event",
      title: e.title,
      text: [e.notes, about].filter(Boolean).join(" "),
      facts: [e.production.title, e.venue, e.sal, features].filter(Boolean).join(". "),
      href: productionPath(e.production),
      date: Date.parse(e.startsAt),
    };
  });
  return [...articles, ...events];
}
