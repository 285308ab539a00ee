import { ISLAND_ATTR } from "../shared/island-markers";
import { Icon } from "./Icon";
import type { Dictionary } from "../i18n/dictionary";

/**
 * A site search form: GET to the search page with `q`, so a search is a shareable URL and works
 * without JavaScript. `idPrefix` keeps label ids unique when two forms share a page (/search).
 * With `suggest`, the form is also the island that shows suggestions as the visitor types
 * (src/client/islands/search-suggest.ts); without its code, it is the same plain form.
 */
export function SearchForm({
  action,
  t,
  idPrefix,
  defaultValue,
  placeholder,
  label,
  className = "search-form",
  suggest,
}: {
  action: string;
  t: Dictionary;
  idPrefix: string;
  defaultValue?: string;
  placeholder?: string;
  /** Names the search landmark; two search forms on one page need different names. */
  label: string;
  className?: string;
  suggest?: boolean;
}) {
  const inputId = `${idPrefix}-q`;
  const island = suggest ? { [ISLAND_ATTR]: "search-suggest" } : {};
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers the site supports; role="search" says the same */}
      <form role="search" aria-label={label} action={action} method="get" className={className} {...island}>
        <label htmlFor={inputId} className="sr-only">
          {t.searchLabel}
        </label>
        <input
          id={inputId}
          // A text field that asks for the search keyboard: the suggestions make it a combobox
          // (client/islands/suggestion-list.ts), a role HTML does not allow on type=search.
          type="text"
          inputMode="search"
          name="q"
          defaultValue={defaultValue}
          placeholder={placeholder ?? t.searchPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className="search-submit">
          <Icon name="search" inline />
          <span className="sr-only">{t.search}</span>
        </button>
      </form>
    </>
  );
}
