import { createContext, useContext } from "react";
import type { ClientText } from "../i18n";
import { nb } from "../i18n/nb";

/** The island's strings, set once by the island module from its locale (Norwegian by default). */
export const TextContext = createContext<ClientText>(nb);

/** @example const t = useText(); <button>{t.login}</button> */
export const useText = (): ClientText => useContext(TextContext);
