import { createContext, useContext } from "react";
import type { SeatWatchWords } from "../../shared/island-markers";

/**
 * What "Si fra om det blir ledig" says on Min side and whether the site has push (the `account`
 * island's `seats` prop, docs/decisions/045), and the page's locale for the messages; undefined on
 * a page rendered before it existed, which then offers no button.
 */
export const SeatWordsContext = createContext<{ words: SeatWatchWords; locale: "nb" | "en" } | undefined>(undefined);

export const useSeatWords = () => useContext(SeatWordsContext);
