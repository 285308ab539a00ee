import { vi } from "vitest";

/**
 * Every line written to the log while `work` runs, kept out of the test output: a fault should
 * cost one line, not a flood or a stack trace.
 */
export async function logLines<T>(work: () => Promise<T>): Promise<{ value: T; lines: string[] }> {
  const lines: string[] = [];
  const record = (...args: unknown[]) => void lines.push(args.map(String).join(" "));
  const spies = (["error", "warn", "log", "info"] as const).map((level) => vi.spyOn(console, level).mockImplementation(record));
  try {
    return { value: await work(), lines };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
