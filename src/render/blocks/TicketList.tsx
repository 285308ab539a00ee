import * as v from "valibot";
import { defineBlock } from "./define-block";
import { Screening } from "./Screening";
import { chronological } from "./screenings";

const Props = v.object({ title: v.optional(v.string()) });

/**
 * `ticket-list`: the screenings of the film or culture production the page shows, each with its
 * day, time and ticket link; a short note when none are scheduled yet.
 */
export const TicketList = defineBlock("ticket-list", Props, (p, { data, ctx }) => {
  const doc = data.document;
  const events = doc && doc.kind !== "article" ? chronological(doc.events) : [];
  return (
    <section className="block b-ticket-list">
      <h2 className="block-title">{p.title || ctx.t.screenings}</h2>
      {events.length === 0 ? (
        <p className="empty-note">{ctx.t.noScreenings}</p>
      ) : (
        <ul className="screenings">
          {events.map((e) => (
            <Screening key={e.id} event={e} t={ctx.t} locale={ctx.locale} linkTitle={false} withDate />
          ))}
        </ul>
      )}
    </section>
  );
});
