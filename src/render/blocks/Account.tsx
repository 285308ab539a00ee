import * as v from "valibot";
import { Island } from "../Island";
import { LoginFallback } from "../LoginFallback";
import { seatWatchWords } from "../seat-watch-words";
import { defineBlock } from "./define-block";
import { ACCOUNT_PATH } from "../../shared/site-paths";
import { PrintHead } from "./paper-tools";

const Props = v.object({});

/**
 * `account`: Min side's tickets and watch list (docs/architecture.md "Where we depart from the
 * specification"). Who is logged in is known only in the browser (pages are cached for everyone), so
 * the server renders the logged-out login form, and the `account` island replaces it with the visitor's
 * tickets and list, or with its own login forms, once the visitor reaches for the form (or at once when
 * a profile is stored).
 */
export const Account = defineBlock("account", Props, (_p, { ctx, data }) => (
  <>
    {/* Min side prints its plan ("Skriv ut planen", docs/decisions/047): the running head stays outside the island it replaces. */}
    <PrintHead site={ctx.site} what={data.page.title} t={ctx.t} />
    <Island
      name="account"
      props={{ locale: ctx.locale, seats: seatWatchWords(ctx), ...(ctx.fixedNow === undefined ? {} : { now: ctx.fixedNow }) }}
      className="block b-account"
    >
      <LoginFallback t={ctx.t} action={ACCOUNT_PATH} />
    </Island>
  </>
));
