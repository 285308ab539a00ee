/**
 * A promise that resolves with `value` after `ms` milliseconds, to race a fetch against.
 *
 * @example await Promise.race([fetch(request), after(3_000, TIMED_OUT)])
 */
export function after<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}
