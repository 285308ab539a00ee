import { expect } from "vitest";
import { type Fault, HANG_BOUND_MS, TIMEOUT_MS, WAITS_FOR_TIMEOUT } from "./fault-env";

/**
 * What every faulty answer must be: the expected status with the stable JSON error shape and its
 * code (never a stack trace), after the configured timeout when the fault is silence or slow
 * bytes, and well before a hang in every case. The bounds are wide: behaviour, not speed.
 */
export async function expectFaultAnswer(fault: Fault, response: Response, ms: number, expected: { status: number; code: string }): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(expected.status);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  const body = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
  expect(body.error?.code).toBe(expected.code);
  expect(typeof body.error?.message).toBe("string");
  expect(text).not.toMatch(/\bat .+:\d+:\d+|Error:/);
  if (WAITS_FOR_TIMEOUT.has(fault)) expect(ms, "the answer waited for the configured timeout").toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
  expect(ms, "the answer came well before a hang").toBeLessThan(HANG_BOUND_MS);
}
