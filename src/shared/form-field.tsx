import { useId } from "react";

type FieldProps = {
  label: string;
  name: string;
  type: "email" | "password" | "text";
  autoComplete: string;
  hint?: string;
  minLength?: number;
  maxLength?: number;
};

/**
 * A labelled input with an optional hint tied to it by `aria-describedby`. Shared: the account
 * islands' forms use it, and so does the server's login form on Min side (src/render/LoginFallback.tsx),
 * so the two are the same markup and nothing moves when the island replaces the server's form.
 *
 * @example <Field label="E-post" name="email" type="email" autoComplete="username" maxLength={254} />
 */
export function Field({ label, name, type, autoComplete, hint, minLength, maxLength }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required
        minLength={minLength}
        maxLength={maxLength}
        aria-describedby={hint ? hintId : undefined}
        // E-mail addresses and names are not sentences: no capitalising or autocorrect on phones.
        autoCapitalize={type === "text" ? "words" : "none"}
        spellCheck={false}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
