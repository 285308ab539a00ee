import type { Locale } from "../content/locale";
import { formatLongDate, formatTime } from "./format-date";
import { dictionary } from "../i18n/dictionary";

/**
 * What a preview link shows (docs/decisions/032): which drafts (their version, and when they were
 * built or fetched), until when the link works, and where the published page is. Epoch ms.
 */
export type PreviewNotice = { shows: { version: string; builtAt: number }; expiresAt: number; publishedHref: string };

/** The bar's name among what opens a page's first screen (75-preview.css names it). */
export const PREVIEW_BAR = "preview-bar";

/**
 * The bar over a page rendered from drafts: says it is a preview, of which version, until when, and
 * links the page visitors see. A `role="note"`, not an alert: it is there before the page is read.
 *
 * @example <PreviewBar notice={preview} locale="nb" />
 */
export function PreviewBar({ notice, locale }: { notice: PreviewNotice; locale: Locale }) {
  const t = dictionary(locale);
  const when = (at: number) => t.previewWhen(formatLongDate(at, locale), formatTime(at, locale));
  return (
    <div className="preview-bar" role="note" aria-label={t.preview}>
      <p>
        <strong>{t.preview}</strong>
        {` ${t.previewShows(notice.shows.version, when(notice.shows.builtAt))} ${t.previewExpires(when(notice.expiresAt))}`}
      </p>
      <a href={notice.publishedHref}>{t.previewPublished}</a>
    </div>
  );
}
