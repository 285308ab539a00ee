import type { suggestNb } from "./suggest-nb";

/** The suggestion list's words in English: the same keys as suggest-nb.ts. */
export const suggestEn: typeof suggestNb = {
  label: "Suggestions",
  count: { one: "1 suggestion", other: "{n} suggestions" },
  kinds: { page: "Page", film: "Film", culture: "Event", news: "News", article: "Article" },
};
