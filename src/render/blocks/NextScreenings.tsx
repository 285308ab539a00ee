import * as v from "valibot";
import type { FestivalEvent } from "../../content/event";
import { screeningStatus } from "../../content/screening-status";
import { formatDayHeading, formatTime } from "../format-date";
import { Icon } from "../Icon";
import { Href, Limit } from "./block-schemas";
import { BlockImage } from "./BlockImage";
import { defineBlock } from "./define-block";
import { NEXT_SCREENING } from "./image-sizes";
import { blockSource, picturesById } from "./production-facts";
import { ScreeningActions } from "./screening-actions";
import { upcoming } from "./screenings";
import { productionPath } from "../../shared/site-paths";

const Props = v.object({
  title: v.optional(v.string()),
  limit: v.optional(Limit),
  /** The whole programme, linked under the strip. */
  showMoreHref: v.optional(Href),
});

/** The next `limit` screenings after `now` (the site's clock), soonest first; never one that has started. */
export function nextScreenings(events: FestivalEvent[], now: number, limit: number): FestivalEvent[] {
  return upcoming(events, now).slice(0, limit);
}

/**
 * `next-screenings`: what a visitor can still catch, from the page's production (or event) source:
 * each screening's picture, title (to its film page), day and time, place, and its ticket button.
 * Rendered against the site's clock, and the page's edge cache never outlives the next start
 * (docs/decisions/009), so a screening that has begun drops out.
 */
export const NextScreenings = defineBlock("next-screenings", Props, (p, { block, data, ctx }) => {
  const { t, locale, now } = ctx;
  const productions = blockSource(block, data, "production");
  const events = productions?.events ?? blockSource(block, data, "event")?.items ?? [];
  const images = picturesById(productions?.items ?? []);
  const shown = nextScreenings(events, now, p.limit ?? 6);
  const title = p.title || t.nextScreenings;
  return (
    <section className="block b-next" aria-labelledby={`${block.id}-tittel`}>
      <h2 className="block-title" id={`${block.id}-tittel`}>
        {title}
      </h2>
      {shown.length === 0 ? (
        <p className="empty-note">{t.nextScreeningsEmpty}</p>
      ) : (
        <ol className="next-list">
          {shown.map((e) => {
            const status = screeningStatus(e, now);
            const time = formatTime(e.startsAt, locale);
            const when = `${formatDayHeading(e.startsAt, locale)} ${time}`;
            const href = productionPath(e.production);
            const image = images.get(e.production.id);
            return (
              <li key={e.id} className="next-item" data-event-id={e.id} data-status={status}>
                {image ? (
                  <BlockImage image={{ ...image, alt: "" }} width={640} height={360} className="next-image" layout={NEXT_SCREENING} />
                ) : (
                  <div className="next-image card-image-empty" />
                )}
                <div className="next-body">
                  <time className="next-when" dateTime={e.startsAt}>
                    {when}
                  </time>
                  <h3 className="next-title">{href ? <a href={href}>{e.title}</a> : e.title}</h3>
                  <p className="next-place">{e.sal ? `${e.venue}, ${e.sal}` : e.venue}</p>
                  <ScreeningActions event={e} status={status} t={t} when={when} inlineIcons />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {p.showMoreHref && (
        <p className="show-more">
          <a href={p.showMoreHref} className="button button-quiet">
            {t.wholeProgramme}
            <Icon name="arrow-right" />
          </a>
        </p>
      )}
    </section>
  );
});
