// Watches the one site every browser file shares (global-setup.ts). Twice it failed the rest of a
// run: once workerd livelocked in V8's garbage collector and every later test waited its whole 45 s
// for a page that never came; once `wrangler dev` went away and every later test was refused. So
// the site is started again, on the same port with the same storage, and the log says why
// (docs/decisions/042): at once when wrangler exits, and when a cheap page the worker itself
// answers (robots.txt), asked for now and then, has gone unanswered several times in a row. A busy
// machine answers slowly, never not at all, so that patience is long.

/** What the watch needs of a running site (support/site-server.mjs `RunningSite`). */
export type WatchedSite = { baseUrl: string; exited: Promise<string>; output(): string };

/** How often the site is asked, how long one answer may take, and how many unanswered requests in a row count as stuck. */
export type Patience = { everyMs: number; answerMs: number; misses: number };
/** About a minute and a half of silence. */
const PATIENCE: Patience = { everyMs: 15_000, answerMs: 15_000, misses: 3 };
/** How much of wrangler's output the log line quotes: where its reason would be. */
const OUTPUT_LINES = 15;

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
 * Starts watching `site()`; `restart` stops it and starts it again (at the same address), after
 * which `site()` is the new one. Returns the function that ends the watch, to be called before the
 * site is stopped for good.
 * @example const unwatch = watchSite(() => site, async () => { await site.stop(); site = await startSite(…) });
 */
export function watchSite(site: () => WatchedSite, restart: () => Promise<void>, log: (line: string) => void = console.error, patience = PATIENCE): () => void {
  const { everyMs, answerMs, misses: limit } = patience;
  let stopped = false;
  let restarting = false;
  let timer: NodeJS.Timeout | undefined;
  let misses = 0;

  const rescue = async (why: string, output: string) => {
    restarting = true;
    const tail = output.trimEnd().split("\n").slice(-OUTPUT_LINES).join("\n");
    log(`[e2e] the shared site at ${site().baseUrl} ${why}: restarting it. wrangler's last output:\n${tail}`);
    try {
      await restart();
      log(`[e2e] the shared site answers again at ${site().baseUrl}`);
      watchExit();
    } catch (error) {
      log(`[e2e] the shared site could not be started again; the tests left will fail:\n${String(error)}`);
      stopped = true;
    } finally {
      restarting = false;
      misses = 0;
    }
  };
  // wrangler gone: nothing will answer again, so there is nothing to wait for.
  const watchExit = () => {
    const current = site();
    void current.exited.then((how) => {
      if (!stopped && !restarting && site() === current) void rescue(`lost wrangler (it exited: ${how})`, current.output());
    });
  };
  const check = async () => {
    const current = site();
    misses = (await answers(current.baseUrl, answerMs)) ? 0 : misses + 1;
    if (!stopped && !restarting && misses >= limit) {
      await rescue(`left ${misses} requests for /robots.txt unanswered (${answerMs / 1000} s each)`, current.output());
    }
    next();
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(check, everyMs);
    // The watch must not keep vitest's process alive on its own.
    timer.unref();
  };
  watchExit();
  next();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
