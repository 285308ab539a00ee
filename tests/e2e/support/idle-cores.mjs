// How many of the machine's cores nobody is using right now: /proc/stat's idle time over a short
// look. The load average says how busy the last minute was, which at the start of the browser stage
// is mostly the stage before it; this says how busy the machine is now (docs/decisions/042).
import { readFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";

/** The summed CPU line of /proc/stat as [idle, total] jiffies, or undefined where there is none. */
function cpuTimes() {
  try {
    const fields = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are time no process wanted.
    return [fields[3] + fields[4], fields.slice(0, 8).reduce((a, b) => a + b, 0)];
  } catch {
    return undefined;
  }
}

/**
 * Idle cores over the next `ms` milliseconds (a blocking look: the config that asks is read once),
 * or, without /proc, the cores the last minute's load average leaves.
 *
 * @example idleCores() // 1.9 on a quiet two-core machine, 0.1 while another test run is busy
 */
export function idleCores(ms = 300) {
  const cores = availableParallelism();
  const before = cpuTimes();
  if (!before) return Math.max(0, cores - loadavg()[0]);
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
  const after = cpuTimes();
  const total = after[1] - before[1];
  return total > 0 ? (cores * (after[0] - before[0])) / total : cores;
}
