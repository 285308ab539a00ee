import type * as v from "valibot";

/** Given to valibot as the message of any issue whose schema has no sentence of its own. */
const NO_OWN_MESSAGE = "\u0000no-own-message";

/**
 * Parse with this, then ask `ownMessage`: a schema's own sentence for the visitor
 * (shared/account-api.ts, shared/vote-api.ts) is shown as it is, and any other issue gets the
 * route's words, chosen by code rather than by matching valibot's English defaults.
 */
export const WITH_OWN_MESSAGES = { message: NO_OWN_MESSAGE } as const;

/** The schema's own sentence for this issue, or undefined when it has none. */
export function ownMessage(issue: v.BaseIssue<unknown>): string | undefined {
  return issue.message === NO_OWN_MESSAGE ? undefined : issue.message;
}
