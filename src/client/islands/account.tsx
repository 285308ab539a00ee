import * as v from "valibot";
import type { HydrateOptions } from "../island-loaders";
import { AccountPage } from "../ui/AccountPage";
import { mount } from "./mount";

/** The `account` island's props (`AccountIslandProps`), parsed; a bad locale falls back to nb. */
const Props = v.object({ locale: v.fallback(v.picklist(["nb", "en"]), "nb") });

/** Min side's tickets, watch list and login forms, in place of the server's short note. */
export function hydrate(root: HTMLElement, props: unknown, _options: HydrateOptions): void {
  const parsed = v.safeParse(Props, props);
  mount(root, parsed.success ? parsed.output.locale : "nb", <AccountPage />);
}
