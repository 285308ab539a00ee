import * as v from "valibot";
import type { HydrateOptions } from "../loader/island-module";
import { readTypedForm, restoreTypedForm } from "../typed-form-state";
import { seatWords } from "../seat-watch";
import { AccountPage } from "../ui/AccountPage";
import type { AuthView } from "../ui/AuthForms";
import { SeatWordsContext } from "../ui/seat-words";
import { mount } from "./mount";

/** The `account` island's props (`AccountIslandProps`), parsed; a bad locale falls back to nb. */
const Props = v.object({ locale: v.fallback(v.picklist(["nb", "en"]), "nb"), now: v.optional(v.number()) });

/** The view a switch button of the server's form opens (`data-auth-view`), if the trigger is one. */
function viewOf(trigger: Element | undefined): AuthView | undefined {
  const view = trigger?.getAttribute("data-auth-view");
  return view === "create" || view === "reset" ? view : undefined;
}

/** Whether the island was woken by the server's form being sent (Enter in a field, or its button). */
function isSubmit(trigger: Element | undefined): boolean {
  return trigger instanceof HTMLFormElement || (trigger instanceof HTMLButtonElement && trigger.type === "submit");
}

/**
 * Min side's tickets, watch list and login forms, in place of the server's login form
 * (src/render/LoginFallback.tsx). The island wakes when the visitor reaches for that form, so
 * what they typed is carried over, focus and cursor stay where they were, and a send or a switch
 * button pressed before the code came is done now.
 */
export function hydrate(root: HTMLElement, props: unknown, { trigger }: HydrateOptions): void {
  const parsed = v.safeParse(Props, props);
  const typed = readTypedForm(root);
  const initialView = viewOf(trigger);
  const { locale, now } = parsed.success ? parsed.output : { locale: "nb" as const, now: undefined };
  const words = seatWords(props);
  mount(
    root,
    locale,
    <SeatWordsContext.Provider value={words && { words, locale }}>
      <AccountPage initialView={initialView} now={now} />
    </SeatWordsContext.Provider>,
  );

  // Logged in (a stored profile), the island shows no login form and nothing is carried over.
  const auth = root.querySelector<HTMLElement>(".auth");
  if (!auth) return;
  const refocused = restoreTypedForm(auth, typed);
  const form = auth.querySelector<HTMLFormElement>("form");
  if (initialView) {
    // As a click on the switch button does once the island runs: focus to the new form.
    auth.querySelector("input")?.focus();
  } else if (isSubmit(trigger) && form) {
    if (!refocused && trigger instanceof HTMLButtonElement) form.querySelector<HTMLElement>("button[type=submit]")?.focus();
    form.requestSubmit();
  }
}
