import * as v from "valibot";
import { defineBlock } from "./define-block";
import { placeHref } from "../place-links";
import { Screening } from "./Screening";
import { chronological } from "./screenings";

const Props = v.object({ title: v.optional(v.string()) });

/** The list's anchor: the film page's first screen links down to it ("Alle 4 visninger"). */
export const SCREENINGS_ANCHOR = "visninger";

/**
 * `ticket-list`: the screenings of the film or culture production the page shows, each with its
 * day, time and ticket state; a short note when none are scheduled yet. `data-list-name` names the
 * list for the analytics (the list name of the tracking events).
 */
export const TicketList = defineBlock("ticket-list", Props, (p, { data, ctx }) => {
  const doc = data.document;
  const events = doc && doc.kind !== "article" ? chronological(doc.events) : [];
  const title = p.title || ctx.t.screenings;
  return (
    <section className="block b-ticket-list" id={SCREENINGS_ANCHOR} data-list-name={title}>
      <h2 className="block-title">{title}</h2>
      {events.length === 0 ? (
        <p className="empty-note">{ctx.t.noScreenings}</p>
      ) : (
        <ul className="screenings">
          {events.map((e) => (
            <Screening
              key={e.id}
              event={e}
              t={ctx.t}
              locale={ctx.locale}
              now={ctx.now}
              linkTitle={false}
              withDate
              placeHref={placeHref(ctx.site, e.venue)}
              native={ctx.locale === ctx.site.locale.default}
              moderators
            />
          ))}
        </ul>
      )}
    </section>
  );
});
