import * as v from "valibot";
import { SearchForm } from "../SearchForm";
import { defineBlock } from "./define-block";

const Props = v.object({ placeholder: v.optional(v.string()) });

/** Where the search form sends visitors (spec section 2: search submit path /search). */
const SEARCH_PATH = "/search";

/**
 * `search`: the search field, filled with the current query, and the results region. Results come
 * in a later issue; until then the region says so honestly and repeats the query (as text: React
 * escapes it, so `<script>` in `q` is shown, not run).
 */
export const Search = defineBlock("search", Props, (p, { block, ctx }) => {
  const query = (ctx.query.q ?? "").trim();
  return (
    <section className="block b-search">
      <SearchForm
        action={SEARCH_PATH}
        t={ctx.t}
        idPrefix={`sok-${block.id}`}
        defaultValue={query}
        placeholder={p.placeholder}
        label={ctx.t.search}
        className="search-form search-form-large"
      />
      <div className="search-results">
        <p>{query ? ctx.t.searchComingSoon(query) : ctx.t.searchPrompt}</p>
      </div>
    </section>
  );
});
