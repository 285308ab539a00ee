import type { Locale } from "../content/locale";
import { OFFLINE_NOTICE_ATTR } from "../shared/offline";
import { dictionary } from "../i18n/dictionary";

/**
 * The offline page's content: what happened, what still works without network (the tickets on
 * Min side, pages opened before), and what to do. Pure links: it must work from the service
 * worker's cache with nothing else. Once back online the page reloads itself
 * (src/client/offline-page-reload.ts), so the page asked for appears.
 */
export function OfflineNotice({ locale, accountPath }: { locale: Locale; accountPath: string }) {
  const t = dictionary(locale);
  return (
    <div className="block offline-notice" {...{ [OFFLINE_NOTICE_ATTR]: "" }}>
      <h1 className="page-title">{t.offlineTitle}</h1>
      <p className="lead">{t.offlineLead}</p>
      <h2>{t.offlineWorksTitle}</h2>
      <ul>
        <li>
          {t.offlineTickets} <a href={accountPath}>{t.offlineAccountLink}</a> {t.offlineTicketsNote}
        </li>
        <li>{t.offlineVisited}</li>
      </ul>
      <p>{t.offlineRetry}</p>
      <p>
        <a className="button" href="/">
          {t.offlineFrontPage}
        </a>
      </p>
    </div>
  );
}
