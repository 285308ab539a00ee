/**
 * The ALTCHA widget (docs/decisions/041), loaded the first time a login needs the check: its
 * stylesheet, then `altcha/external`, the build that starts no blob: worker and writes no
 * <style> (the pages' CSP allows neither), with our hashed PBKDF2 worker registered for the one
 * algorithm the server uses. Later checks reuse what the first one loaded.
 */
const ALGORITHM = "PBKDF2/SHA-256";
let loading: Promise<void> | undefined;

/** Resolves once the stylesheet has loaded (or failed: the widget still works unstyled). */
function linkStylesheet(): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = LOGIN_CHALLENGE_STYLESHEET;
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
    document.head.append(link);
  });
}

/** Loads the widget's code and look once; rejects when the code cannot be fetched (offline). */
export function loadLoginChallengeWidget(): Promise<void> {
  loading ??= (async () => {
    const styled = linkStylesheet();
    await import("altcha/external");
    globalThis.$altcha.algorithms.set(ALGORITHM, () => new Worker(LOGIN_CHALLENGE_WORKER));
    await styled;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * A new widget that fetches a challenge from `challengeUrl` and starts solving it at once, with
 * `strings` registered under `language`. `onSolved` gets the payload to send with the login.
 */
export function createLoginChallengeWidget(options: {
  challengeUrl: string;
  language: string;
  strings: Record<string, string>;
  onSolved: (payload: string) => void;
}): HTMLElement {
  globalThis.$altcha.i18n.set(options.language, options.strings);
  const widget = document.createElement("altcha-widget");
  widget.setAttribute("challenge", options.challengeUrl);
  widget.setAttribute("auto", "onload");
  widget.setAttribute("language", options.language);
  // Up to four workers: a phone's cores are not all fast ones, and four already quarter the wait.
  widget.setAttribute("workers", String(Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 4))));
  // No logo or footer: they link another site, and the check is ours.
  widget.setAttribute("configuration", JSON.stringify({ hideLogo: true, hideFooter: true }));
  widget.addEventListener("verified", (event) => {
    const payload = (event as CustomEvent<{ payload?: unknown }>).detail?.payload;
    if (typeof payload === "string") options.onSolved(payload);
  });
  return widget;
}
