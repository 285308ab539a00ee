import type { Dispatch, FormEvent } from "react";
import { LIMITS } from "../../shared/account-api";
import type { UserAction, UserState } from "../state/user";
import { resetPassword } from "./auth-actions";
import { Field } from "../../shared/form-field";
import { fieldValue } from "./field-value";
import { FormError } from "./FormError";
import { useText } from "./text";

/**
 * E-mail → POST password-reset. The proxy answers the same for known and unknown addresses, so
 * the message says an e-mail is on its way without saying whether the address has a user.
 */
export function PasswordResetForm({ user, dispatch }: { user: UserState; dispatch: Dispatch<UserAction> }) {
  const t = useText();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    dispatch({ type: "user/loginErrorDeleted" });
    void resetPassword(dispatch, fieldValue(form, "email"));
  };
  return (
    <form className="auth-form" onSubmit={submit} aria-busy={user.loading}>
      <p className="form-intro">{t.resetIntro}</p>
      <Field label={t.email} name="email" type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
      <FormError problem={user.error} />
      {/* A live region present from the start, so the message is announced when it appears. */}
      <p role="status" className={user.emailSent ? "form-success" : "form-status-empty"}>
        {user.emailSent ? t.emailSent : ""}
      </p>
      <button type="submit" className="button" disabled={user.loading}>
        {user.loading ? t.sending : t.submitReset}
      </button>
    </form>
  );
}
