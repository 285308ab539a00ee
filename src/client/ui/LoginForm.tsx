import { useRef, useState, type Dispatch, type FormEvent } from "react";
import { LIMITS } from "../../shared/account-api";
import type { UserAction, UserState } from "../state/user";
import { logIn } from "./auth-actions";
import { Field } from "../../shared/form-field";
import { fieldValue } from "./field-value";
import { FormError } from "./FormError";
import { LoginChallenge } from "./LoginChallenge";
import { useText } from "./text";

/** The proxy's codes for a login that needs the check (docs/decisions/041). */
const CHECK_CODES = new Set(["challenge_required", "challenge_failed"]);

/**
 * E-mail and password → POST login; the profile is stored and every island shows the name.
 * When the proxy asks for the login challenge (past the site's ceiling, a browser without a
 * device cookie), the check shows under the fields and solves itself; the login the visitor
 * asked for is then sent again with the solution, without another press. A solution works once,
 * so each login sent with one mounts a fresh check for the next.
 */
export function LoginForm({ user, dispatch }: { user: UserState; dispatch: Dispatch<UserAction> }) {
  const t = useText();
  const form = useRef<HTMLFormElement>(null);
  /** 0 while no check is needed; then the number of the check shown (a new one remounts it). */
  const [check, setCheck] = useState(0);
  const solution = useRef<string | undefined>(undefined);
  /** A login the visitor asked for that waits for the check's solution. */
  const waiting = useRef(false);

  const send = async () => {
    const fields = form.current;
    if (!fields) return;
    const challenge = solution.current;
    solution.current = undefined;
    waiting.current = false;
    dispatch({ type: "user/loginErrorDeleted" });
    const problem = await logIn(dispatch, fieldValue(fields, "email"), fieldValue(fields, "password"), challenge);
    if (problem === null) return;
    const needsCheck = CHECK_CODES.has(problem.code);
    // The login waits for the check's solution, and goes again by itself once it comes.
    if (needsCheck) waiting.current = true;
    if (needsCheck || challenge !== undefined) setCheck((n) => n + 1);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // While the check is still solving, the press is remembered and the login goes when it is done.
    if (check > 0 && solution.current === undefined) {
      waiting.current = true;
      return;
    }
    void send();
  };
  const solved = (payload: string) => {
    solution.current = payload;
    if (waiting.current) void send();
  };

  return (
    <form ref={form} className="auth-form" onSubmit={submit} aria-busy={user.loading}>
      <Field label={t.email} name="email" type="email" autoComplete="username" maxLength={LIMITS.emailMax} />
      <Field label={t.password} name="password" type="password" autoComplete="current-password" maxLength={LIMITS.passwordMax} />
      <FormError problem={user.error && CHECK_CODES.has(user.error.code) ? null : user.error} />
      {check > 0 && <LoginChallenge key={check} onSolved={solved} />}
      <button type="submit" className="button" disabled={user.loading}>
        {user.loading ? t.sending : t.submitLogin}
      </button>
    </form>
  );
}
