import * as v from "valibot";
import { parseQuery } from "../../search/query";
import { SEARCH_PATH } from "../../shared/site-paths";
import { SearchForm } from "../SearchForm";
import { defineBlock } from "./define-block";
import { SearchHits, SearchResultsSchema } from "./search-hits";

const Props = v.object({
  placeholder: v.optional(v.string()),
  /** Set by the /search route for a non-empty query (src/routes/search.ts), never by the CMS. */
  results: v.optional(v.nullable(SearchResultsSchema)),
});

/**
 * `search`: the search field, filled with the query searched, and the results region: the hits
 * when the route searched, else a prompt to type a word. The field shows the query as the search
 * ran it (trimmed, cut to its limit), so the visitor sees what was searched.
 */
export const Search = defineBlock(
  "search",
  Props,
  (p, { block, ctx }) => {
    const query = p.results?.query ?? parseQuery(ctx.query.q);
    return (
      // A <div>: the form is the search landmark and the hits bring their own heading; before a
      // search there is nothing here to name beyond the page's h1.
      <div className="block b-search">
        <SearchForm
          action={SEARCH_PATH}
          t={ctx.t}
          idPrefix={`sok-${block.id}`}
          defaultValue={query}
          placeholder={p.placeholder}
          label={ctx.t.search}
          className="search-form search-form-large"
        />
        {p.results ? (
          <SearchHits results={p.results} ctx={ctx} />
        ) : (
          <div className="search-results">
            <p>{ctx.t.searchPrompt}</p>
          </div>
        )}
      </div>
    );
  },
  {
    reads: () => ({ params: ["q"] }),
    // A search that found nothing is kept nowhere: what a visitor types is endless (docs/decisions/040).
    listsNothing: (p) => p.results !== undefined && p.results !== null && p.results.total === 0,
  },
);
