/** One key's window of attempts: when it started and how many it has let through. */
export type Window = { start: number; count: number };

/** What one attempt did to a window: whether it is allowed, the seconds left when not, and the window to keep. */
export type Attempt = { allowed: boolean; retryAfterSeconds: number; window: Window; fresh: boolean };

/**
 * One attempt against a fixed window of `limit` attempts per `windowSeconds` (docs/decisions/018).
 * A window that has run its time starts again from this attempt (`fresh`: its end is when the
 * stored state may go). A refused attempt is not counted, and says the seconds left, at least one
 * (what Retry-After says).
 */
export function attemptIn(stored: Window | undefined, now: number, limit: number, windowSeconds: number): Attempt {
  const windowMs = windowSeconds * 1000;
  const fresh = !stored || now - stored.start >= windowMs;
  const window = fresh ? { start: now, count: 0 } : stored;
  if (window.count >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - now) / 1000)), window, fresh };
  return { allowed: true, retryAfterSeconds: 0, window: { ...window, count: window.count + 1 }, fresh };
}

/** The window with one counted attempt taken back (one that turned out not to be a failure); never below zero. */
export function forgiven(stored: Window | undefined): Window | undefined {
  return stored && stored.count > 0 ? { ...stored, count: stored.count - 1 } : undefined;
}

/** The seconds to wait when any of the counts refused the attempt: the longest of theirs; else undefined. */
export function longestWait(results: ReadonlyArray<{ allowed: boolean; retryAfterSeconds: number }>): number | undefined {
  const blocked = results.filter((r) => !r.allowed);
  return blocked.length ? Math.max(...blocked.map((r) => r.retryAfterSeconds)) : undefined;
}
