// Watches the one site every browser file shares (global-setup.ts): workerd once livelocked in
// V8's garbage collector mid-run, and every later test then waited its whole 45 s for a page that
// never came. While the run lasts, a cheap page the worker itself answers (robots.txt) is asked
// for now and then; when the site has left several such requests in a row unanswered, it is stopped
// and started again on the same port with the same storage, and the log says why
// (docs/decisions/042). A busy machine answers slowly, never not at all, so the patience is long.
/** How often the site is asked, how long one answer may take, and how many unanswered requests in a row count as stuck. */
export type Patience = { everyMs: number; answerMs: number; misses: number };
/** About a minute and a half of silence. */
const PATIENCE: Patience = { everyMs: 15_000, answerMs: 15_000, misses: 3 };

/** Whether the site answers a request to a page its worker makes (any status will do). */
async function answers(baseUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/robots.txt`, { signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts watching the site at `baseUrl()`; `restart` stops the stuck one and starts it again (at
 * the same address). Returns the function that ends the watch, to be called before the site is
 * stopped for good.
 * @example const unwatch = watchSite(() => site.baseUrl, async () => { await site.stop(); site = await startSite(…) });
 */
export function watchSite(baseUrl: () => string, restart: () => Promise<void>, log: (line: string) => void = console.error, patience = PATIENCE): () => void {
  const { everyMs, answerMs, misses: limit } = patience;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let misses = 0;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(check, everyMs);
    // The watch must not keep vitest's process alive on its own.
    timer.unref();
  };
  const check = async () => {
    misses = (await answers(baseUrl(), answerMs)) ? 0 : misses + 1;
    if (!stopped && misses >= limit) {
      log(`[e2e] the shared site at ${baseUrl()} left ${misses} requests for /robots.txt unanswered (${answerMs / 1000} s each): restarting it`);
      misses = 0;
      try {
        await restart();
        log(`[e2e] the shared site answers again at ${baseUrl()}`);
      } catch (error) {
        log(`[e2e] the shared site could not be started again; the tests left will time out:\n${String(error)}`);
        return;
      }
    }
    next();
  };
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
