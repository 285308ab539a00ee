import * as v from "valibot";
import { Island } from "../Island";
import { ACCOUNT_PATH } from "../ProfileButton";
import { defineBlock } from "./define-block";

const Props = v.object({});

/**
 * `account`: Min side's tickets and watch list (DESIGN.md "Pages a visitor expects"). Who is
 * logged in is known only in the browser (pages are cached for everyone), so the server renders
 * a short note with a login link, and the `account` island replaces it with the visitor's
 * tickets and list, or with the login forms.
 */
export const Account = defineBlock("account", Props, (_p, { ctx }) => (
  <Island name="account" props={{ locale: ctx.locale }} className="block b-account">
    <p className="note">
      {ctx.t.accountFallback} <a href={ACCOUNT_PATH}>{ctx.t.login}</a>
    </p>
  </Island>
));
