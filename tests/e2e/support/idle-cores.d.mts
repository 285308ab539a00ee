/** Idle cores over the next `ms` milliseconds (default 300), or without /proc what the load average leaves. */
export function idleCores(ms?: number): number;
