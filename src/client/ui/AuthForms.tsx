import { useEffect, useRef, useState, type Dispatch } from "react";
import type { UserAction, UserState } from "../state/user";
import { CreateUserForm } from "./CreateUserForm";
import { LoginForm } from "./LoginForm";
import { PasswordResetForm } from "./PasswordResetForm";
import { useText } from "./text";

export type AuthView = "login" | "create" | "reset";

type AuthFormsProps = {
  user: UserState;
  dispatch: Dispatch<UserAction>;
  /** The id the heading gets, so a dialog can be labelled by it. */
  headingId: string;
  /** The form shown first (login unless given): the one the visitor asked for before the code came. */
  initialView?: AuthView;
};

/**
 * Log in, new user, forgotten password: one form at a time under its own heading, with buttons
 * to switch between them below. Switching clears the last error (it belonged to the other form)
 * and moves focus to the new form's first field, so a keyboard user lands where they meant to go.
 */
export function AuthForms({ user, dispatch, headingId, initialView = "login" }: AuthFormsProps) {
  const t = useText();
  const [view, setView] = useState<AuthView>(initialView);
  const box = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view switches, to move the focus into the new form
  useEffect(() => {
    if (switched.current) box.current?.querySelector("input")?.focus();
  }, [view]);

  const show = (next: AuthView) => {
    switched.current = true;
    dispatch({ type: "user/loginErrorDeleted" });
    setView(next);
  };
  const titles: Record<AuthView, string> = { login: t.dialogTitle, create: t.newUser, reset: t.forgotPassword };
  const others = (["login", "create", "reset"] as const).filter((v) => v !== view);

  return (
    <div className="auth" ref={box}>
      <h2 id={headingId} className="auth-title">
        {titles[view]}
      </h2>
      {view === "login" && <LoginForm user={user} dispatch={dispatch} />}
      {view === "create" && <CreateUserForm user={user} dispatch={dispatch} />}
      {view === "reset" && <PasswordResetForm user={user} dispatch={dispatch} />}
      <ul className="auth-switch" aria-label={t.authViews}>
        {others.map((v) => (
          <li key={v}>
            <button type="button" className="link-button" onClick={() => show(v)}>
              {titles[v]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
