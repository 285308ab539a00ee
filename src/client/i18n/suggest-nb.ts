import type { CountText } from "../../shared/programme-filter";
import type { SearchKind } from "../../shared/search-kind";

/**
 * What the header search field's suggestion list says in Norwegian: its name, how many it holds
 * (said to screen readers) and each kind. The island reads it by the page's language instead of
 * every page carrying it as props (docs/decisions/054).
 */
export const suggestNb: { label: string; count: CountText; kinds: Record<SearchKind, string> } = {
  label: "Forslag",
  count: { one: "1 forslag", other: "{n} forslag" },
  kinds: { page: "Side", film: "Film", culture: "Arrangement", news: "Nyhet", article: "Artikkel" },
};
