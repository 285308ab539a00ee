// A page and its static twin measured in turns, so both meet the same machine whatever else it
// does in between: `rounds` runs of `seconds / rounds` each, page first, each side merged.
import { percentile, runLoad } from "./load.mjs";

/** Runs of one address as one: requests, latencies and CPU summed, the median first byte of the runs. */
export function merged(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const requests = runs.reduce((n, r) => n + r.requests, 0);
  const elapsed = runs.reduce((n, r) => n + r.seconds, 0);
  const cpu = runs.every((r) => r.cpuMs !== undefined) ? runs.reduce((n, r) => n + r.cpuMs * r.requests, 0) : undefined;
  const firstBytes = runs.map((r) => r.firstByteP50).sort((a, b) => a - b);
  return {
    requests,
    errors: runs.reduce((n, r) => n + r.errors, 0),
    rps: requests / elapsed,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    firstByteP50: percentile(firstBytes, 0.5),
    bytes: runs.at(-1)?.bytes ?? 0,
    cpuMs: cpu === undefined || requests === 0 ? undefined : cpu / requests,
  };
}

/**
 * Page and twin in turns. `page` and `twin` are runLoad options without concurrency and seconds;
 * `measure` runs one load (default runLoad; bench/run.mjs adds the server's CPU).
 *
 * @example const { page, stat } = await inTurns({ page: { url }, twin: { url: twinUrl }, rounds: 3, seconds: 6, concurrency: 64 })
 */
export async function inTurns({ page, twin, rounds, seconds, concurrency, measure = runLoad }) {
  const runs = { page: [], twin: [] };
  for (let round = 0; round < rounds; round++) {
    runs.page.push(await measure({ ...page, concurrency, seconds: seconds / rounds }));
    runs.twin.push(await measure({ ...twin, concurrency, seconds: seconds / rounds }));
  }
  return { page: merged(runs.page), stat: merged(runs.twin) };
}
