// CPU time of a process group (Linux /proc): what the server spent, whatever else runs on the
// machine. On a shared machine requests/s follow the neighbours' load; CPU per request much less.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat times: 100 on every Linux build that matters here. */
const TICKS_PER_SECOND = 100;

/** utime + stime of one process, in ms, from its stat line (fields after the command name). */
function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/**
 * CPU ms used so far by every live process of the group `pgid`, or undefined where /proc is not
 * there (not Linux). Processes that ended in between are not counted.
 *
 * @example const before = groupCpuMs(site.pid); …; const used = groupCpuMs(site.pid) - before;
 * @param {number} pgid
 */
export function groupCpuMs(pgid) {
  let pids;
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return undefined;
  }
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2] === String(pgid)) total += processCpuMs(pid);
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}
