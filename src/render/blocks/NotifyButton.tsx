import type { Locale } from "../../content/locale";
import type { Production } from "../../content/production";
import { Island } from "../Island";
import type { Dictionary } from "../../i18n/dictionary";

/**
 * "Varsle meg" beside "Alle visninger" in a film's hero (docs/decisions/024): a button that only
 * the `notify` island can work, so it is there but invisible (`data-pending`, 42-film.css) until
 * the loader has seen the browser can take push messages (island-loaders.ts); where it cannot,
 * or the visitor blocked notifications, the status line says why instead. Invisible rather than
 * absent, so showing it moves nothing: the first screen keeps its place, CLS stays 0. Without
 * push keys (`pushOn` false) there is nothing to press, and the page says so.
 */
export function NotifyButton({ production, t, locale, pushOn }: { production: Production; t: Dictionary; locale: Locale; pushOn: boolean }) {
  if (!pushOn)
    return (
      <div className="hero-notify">
        <p className="notify-status">{t.notifyMeOff}</p>
      </div>
    );
  return (
    <Island
      name="notify"
      className="hero-notify"
      props={{
        productionId: production.id,
        locale: locale === "en" ? "en" : "nb",
        on: t.notifyMe,
        off: t.notifyMeStop,
        failed: t.notifyMeFailed,
        unsupported: t.notifyMeUnsupported,
        homeScreen: t.notifyMeHomeScreen,
        blocked: t.notifyMeBlocked,
        noService: t.notifyMeNoService,
        siteOff: t.notifyMeOff,
      }}
    >
      <button type="button" className="notify-button" data-production={production.id} data-pending="" title={t.notifyMeHint}>
        {t.notifyMe}
      </button>
      <p className="notify-status" role="status" />
    </Island>
  );
}
