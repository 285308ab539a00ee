import * as v from "valibot";
import { placeHref } from "../place-links";
import { defineBlock } from "./define-block";
import { nowAndNext } from "./now-and-next";
import { blockSource, picturesById, translationsById } from "./production-facts";
import { Screening } from "./Screening";

const Props = v.object({ title: v.optional(v.string()) });

/**
 * `now-and-next`: the screenings of the page's films that start soon by the site clock — the next
 * three hours, or the rest of today, or the next few when today is done (now-and-next.ts) — each a
 * programme row with its time, film, room and ticket button. /pa-kino-na leads with it. The page is
 * kept only until its next screening starts (routes/html-cache.ts), so the list moves on by itself.
 */
export const NowAndNext = defineBlock("now-and-next", Props, (p, { block, data, ctx }) => {
  const { t, locale } = ctx;
  const source = blockSource(block, data, "production");
  const { kind, events } = nowAndNext(source?.events ?? [], ctx.now);
  const productions = source?.items ?? [];
  const pictures = picturesById(productions);
  const translated = translationsById(productions, locale);
  const hint = kind === "window" ? t.nowAndNextHint : kind === "today" ? t.nowAndNextToday : t.nowAndNextLater;
  return (
    <section className="block b-now-next" data-list-name={p.title ?? t.nowAndNext}>
      <h2 className="block-title">{p.title ?? t.nowAndNext}</h2>
      {events.length === 0 ? (
        <p className="empty-note">{t.noMoreScreenings}</p>
      ) : (
        <>
          <p className="subtitle">{hint}</p>
          <ul className="screenings">
            {events.map((e) => (
              <Screening
                key={e.id}
                event={e}
                t={t}
                locale={locale}
                now={ctx.now}
                linkTitle
                withDate={kind === "later"}
                native={locale === ctx.site.locale.default}
                image={pictures.get(e.production.id)}
                placeHref={placeHref(ctx.site, e.venue)}
                translation={translated.get(e.production.id)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
