import * as v from "valibot";
import { SEARCH_KINDS } from "../../shared/search-kind";
import { formatLongDate } from "../format-date";
import type { RenderContext } from "../render-context";

/** Text in pieces; `mark` pieces matched the query (src/search/highlight.ts). */
const SegmentsSchema = v.array(v.object({ text: v.string(), mark: v.optional(v.literal(true)) }));
type Segments = v.InferOutput<typeof SegmentsSchema>;

/**
 * The results the /search route hands the search block as its `results` prop (src/routes/search.ts,
 * shaped by src/search/search-site.ts). Parsed like every prop: the block trusts nothing it did
 * not check.
 */
export const SearchResultsSchema = v.object({
  query: v.string(),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  hits: v.array(
    v.object({
      kind: v.picklist(SEARCH_KINDS),
      href: v.nullable(v.string()),
      date: v.nullable(v.number()),
      title: SegmentsSchema,
      snippet: SegmentsSchema,
    }),
  ),
});
export type SearchResultsProps = v.InferOutput<typeof SearchResultsSchema>;

/**
 * Marked text. Every piece is a React text child, so `<script>` in a query or a title is shown
 * as text, never run: no dangerouslySetInnerHTML here.
 */
function Marked({ segments }: { segments: Segments }) {
  return segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text));
}

/** The hits, or "no hits" with suggestions. */
export function SearchHits({ results, ctx }: { results: SearchResultsProps; ctx: RenderContext }) {
  const { t, locale } = ctx;
  if (results.total === 0) {
    return (
      <div className="search-results">
        <h2>{t.searchNoHits(results.query)}</h2>
        <p>{t.searchSuggestionsIntro}</p>
        <ul>
          {t.searchSuggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="search-results">
      <h2>{t.searchHits(results.total, results.query)}</h2>
      {results.hits.length < results.total && <p>{t.searchShowing(results.hits.length)}</p>}
      <ol className="search-hits">
        {results.hits.map((hit, i) => (
          <li key={i} className={`search-hit search-hit-${hit.kind}`}>
            <p className="search-hit-meta">
              <span className="search-hit-kind">{t.searchKind[hit.kind]}</span>
              {hit.date !== null && (
                <>
                  {" "}
                  <time dateTime={new Date(hit.date).toISOString()}>{formatLongDate(hit.date, locale)}</time>
                </>
              )}
            </p>
            <h3 className="search-hit-title">
              {hit.href ? (
                <a href={hit.href}>
                  <Marked segments={hit.title} />
                </a>
              ) : (
                <Marked segments={hit.title} />
              )}
            </h3>
            <p className="search-hit-snippet">
              <Marked segments={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
