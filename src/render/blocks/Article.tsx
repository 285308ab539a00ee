import * as v from "valibot";
import { isRealAuthor } from "../../content/article";
import { changedNoLaterThan } from "../../content/published";
import { formatLongDate, isoDateTime } from "../format-date";
import { defineBlock } from "./define-block";

const Props = v.object({ title: v.optional(v.string()), html: v.optional(v.string()) });

/**
 * `article`: on an article page the article's body under its byline — published date, updated
 * date when it is another day, author when a real one. Elsewhere the props' title and HTML.
 * Bodies were sanitized when they entered the system.
 */
export const Article = defineBlock("article", Props, (p, { data, ctx }) => {
  const doc = data.document;
  if (doc?.kind !== "article") {
    if (!p.html) return null;
    // A section when it has a title to name it; untitled text simply continues the page.
    const Box = p.title ? "section" : "div";
    return (
      <Box className="block b-article">
        {p.title && <h2 className="block-title">{p.title}</h2>}
        <div className="prose" dangerouslySetInnerHTML={{ __html: p.html }} />
      </Box>
    );
  }
  const { article } = doc;
  const published = formatLongDate(article.createdAt, ctx.locale);
  // A change is never shown later than the site's clock (content/published.ts).
  const updatedAt = changedNoLaterThan(article.updatedAt, ctx.now);
  const updated = formatLongDate(updatedAt, ctx.locale);
  // A <div>, not an <article>: the article's heading is the page's h1 in the title block before it,
  // so the whole page is the article, and an <article> without its own heading names nothing.
  return (
    <div className="block b-article">
      <p className="article-meta">
        <time dateTime={isoDateTime(article.createdAt)}>{ctx.t.published(published)}</time>
        {updated !== published && updatedAt > article.createdAt && <time dateTime={isoDateTime(updatedAt)}>{ctx.t.updated(updated)}</time>}
        {isRealAuthor(article.author) && <span>{ctx.t.byAuthor(article.author.trim())}</span>}
      </p>
      <div className="prose" dangerouslySetInnerHTML={{ __html: article.content }} />
    </div>
  );
});
