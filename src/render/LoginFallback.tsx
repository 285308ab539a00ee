import { LIMITS } from "../shared/account-api";
import { Field } from "../shared/form-field";
import type { Dictionary } from "../i18n/dictionary";

/** The switch buttons under the form: which view of the account island each one opens. */
const VIEWS = [
  ["create", "newUser"],
  ["reset", "forgotPassword"],
] as const;

/**
 * Min side's login view as the account island renders it for a logged-out visitor (AccountPage →
 * AuthForms → LoginForm), so a visitor can start typing before any script has loaded. The island
 * wakes on the first touch of the form, carries over what was typed, and takes over a submit or
 * a switch button pressed meanwhile (`data-auth-view` names the view it opens).
 *
 * Without JavaScript the form posts to the page itself (never a GET: the password must not end up
 * in an address) and is sent back to it, under a note that Min side needs JavaScript.
 * `account-waking` shows instead of the form while a visitor with a stored profile waits for
 * their tickets (50-account.css).
 *
 * @example <LoginFallback t={ctx.t} action="/min-side" />
 */
export function LoginFallback({ t, action }: { t: Dictionary; action: string }) {
  const text = t.loginForm;
  return (
    <div className="account-login account-fallback">
      <p className="account-waking">{text.loading}</p>
      <p>{text.intro}</p>
      <noscript>
        <p className="note">{text.needsScript}</p>
      </noscript>
      <div className="auth">
        <h2 className="auth-title">{text.submit}</h2>
        <form className="auth-form" method="post" action={action}>
          <Field label={text.email} name="email" type="email" autoComplete="username" maxLength={LIMITS.emailMax} />
          <Field label={text.password} name="password" type="password" autoComplete="current-password" maxLength={LIMITS.passwordMax} />
          <button type="submit" className="button">
            {text.submit}
          </button>
        </form>
        <ul className="auth-switch" aria-label={text.views}>
          {VIEWS.map(([view, label]) => (
            <li key={view}>
              <button type="button" className="link-button" data-auth-view={view}>
                {text[label]}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
