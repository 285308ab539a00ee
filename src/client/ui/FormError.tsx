import type { Problem } from "../account/problem";
import { Icon } from "./Icon";

/**
 * An error a form or list shows. `role="alert"` makes screen readers announce it as it appears;
 * callers clear the old error before a new attempt, so the same message is announced again.
 */
export function FormError({ problem }: { problem: Problem | null }) {
  if (!problem) return null;
  return (
    <p role="alert" className="form-error">
      <Icon name="exclamation" />
      <span>{problem.message}</span>
    </p>
  );
}
