import type { Dispatch, FormEvent } from "react";
import { LIMITS } from "../../shared/account-api";
import type { UserAction, UserState } from "../state/user";
import { createUser } from "./auth-actions";
import { Field } from "../../shared/form-field";
import { fieldValue } from "./field-value";
import { FormError } from "./FormError";
import { useText } from "./text";

/** Name, e-mail and password → POST users; the new user is logged in at once. */
export function CreateUserForm({ user, dispatch }: { user: UserState; dispatch: Dispatch<UserAction> }) {
  const t = useText();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    dispatch({ type: "user/loginErrorDeleted" });
    void createUser(dispatch, {
      userName: fieldValue(form, "userName"),
      email: fieldValue(form, "email"),
      password: fieldValue(form, "password"),
    });
  };
  return (
    <form className="auth-form" onSubmit={submit} aria-busy={user.loading}>
      <Field label={t.userName} name="userName" type="text" autoComplete="name" maxLength={LIMITS.userNameMax} />
      <Field label={t.email} name="email" type="email" autoComplete="email" maxLength={LIMITS.emailMax} />
      <Field
        label={t.password}
        name="password"
        type="password"
        autoComplete="new-password"
        hint={t.passwordHint(LIMITS.passwordMin)}
        minLength={LIMITS.passwordMin}
        maxLength={LIMITS.passwordMax}
      />
      <FormError problem={user.error} />
      <button type="submit" className="button" disabled={user.loading}>
        {user.loading ? t.sending : t.submitCreate}
      </button>
    </form>
  );
}
