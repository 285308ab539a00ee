/**
 * Logs a content problem once per key per isolate. A bad block is on every request of its page;
 * one line tells the editors, a line per request would drown the logs.
 */
const seen = new Set<string>();

export function warnOnce(key: string, message: string, detail?: unknown): void {
  if (seen.has(key)) return;
  seen.add(key);
  if (detail === undefined) console.warn(message);
  else console.warn(message, detail);
}

/** For tests: forget what was logged. */
export function resetWarnings(): void {
  seen.clear();
}
