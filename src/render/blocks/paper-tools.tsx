import type { Dictionary } from "../../i18n/dictionary";
import type { SiteConfig } from "../../content/site";
import { type ProgrammeCalendarKind, programmeCalendarPath, webcalUrl } from "../../shared/site-paths";

/**
 * The running head of a page made for paper (docs/decisions/047): the festival's name, what the
 * paper is ("Kinoprogram · Lørdag 20. september 2025") and when it was printed, which the page
 * script writes in as it prints (client/print-page.ts). Hidden on screen; print shows it at the top
 * of every sheet (a fixed box repeats on each page in Chromium, 80-print.css). It also marks the
 * page as one that prints with QR codes.
 */
export function PrintHead({ site, what, t }: { site: Pick<SiteConfig, "festivalName">; what: string; t: Dictionary }) {
  return (
    <div className="print-head" data-print-head="" hidden>
      <span className="print-site">{site.festivalName}</span>
      <span className="print-what">{what}</span>
      <span className="print-date" data-print-date={t.printedOn("{date}")} />
    </div>
  );
}

/**
 * "Skriv ut": shown by the page script only (a button without JavaScript could do nothing; the
 * print layout itself needs none), which draws the QR codes and then opens the browser's print.
 * Styled as a link, one line high, so showing it moves nothing on the screen. Never printed.
 */
export function PrintButton({ t }: { t: Dictionary }) {
  return (
    <button type="button" className="print-button">
      {t.print}
    </button>
  );
}

/**
 * "Abonner i kalenderen" for a strand or a place (docs/decisions/047): a `webcal://` address on
 * the site's host, so the phone or laptop subscribes to the feed rather than importing one copy;
 * the calendar then follows a moved or cancelled screening.
 */
export function SubscribeLink({
  site,
  kind,
  slug,
  name,
  t,
  hidden = false,
}: {
  site: Pick<SiteConfig, "host">;
  kind: ProgrammeCalendarKind;
  slug: string;
  name: string;
  t: Dictionary;
  hidden?: boolean;
}) {
  return (
    <a href={webcalUrl(site.host, programmeCalendarPath(kind, slug))} className="calendar-subscribe i-calendar" data-calendar={slug} hidden={hidden}>
      {t.subscribeCalendar(name)}
    </a>
  );
}
