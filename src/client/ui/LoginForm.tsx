import type { Dispatch, FormEvent } from "react";
import { LIMITS } from "../../shared/account-api";
import type { UserAction, UserState } from "../state/user";
import { logIn } from "./auth-actions";
import { Field } from "../../shared/form-field";
import { fieldValue } from "./field-value";
import { FormError } from "./FormError";
import { useText } from "./text";

/** E-mail and password → POST login; the profile is stored and every island shows the name. */
export function LoginForm({ user, dispatch }: { user: UserState; dispatch: Dispatch<UserAction> }) {
  const t = useText();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    dispatch({ type: "user/loginErrorDeleted" });
    void logIn(dispatch, fieldValue(form, "email"), fieldValue(form, "password"));
  };
  return (
    <form className="auth-form" onSubmit={submit} aria-busy={user.loading}>
      <Field label={t.email} name="email" type="email" autoComplete="username" maxLength={LIMITS.emailMax} />
      <Field label={t.password} name="password" type="password" autoComplete="current-password" maxLength={LIMITS.passwordMax} />
      <FormError problem={user.error} />
      <button type="submit" className="button" disabled={user.loading}>
        {user.loading ? t.sending : t.submitLogin}
      </button>
    </form>
  );
}
