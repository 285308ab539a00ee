import type { Locale } from "../../content/locale";
import type { Dictionary } from "../../i18n/dictionary";
import { formatDayInText, formatTime } from "../../render/format-date";
import { ACCOUNT_PATH } from "../../shared/site-paths";
import { MAX_GROUP_LINKS, SHARE_PATH } from "../../shared/share-api";
import type { ShareColumn } from "./share-columns";
import { groupHref } from "./share-page-query";

/** What the page knows of the visitor's own list: theirs to show, none (not logged in), or the venue failed. */
export type OwnColumn = { column: ShareColumn } | { loggedOut: true } | { failed: true };

type Props = {
  token: string;
  columns: readonly ShareColumn[];
  own: OwnColumn;
  ownMustSee: readonly string[];
  notices: readonly string[];
  t: Dictionary;
  locale: Locale;
  /** The joint plan, rendered above the columns when asked for. */
  joint?: React.ReactNode;
};

const when = (ms: string, locale: Locale) => `${formatDayInText(ms, locale)} ${formatTime(ms, locale)}`;

/**
 * `/venner/<token>` (docs/decisions/046): the shared plans side by side with the visitor's own,
 * a GET form that makes the joint plan (with the visitor's "må se" ticked), and one that adds a
 * friend's link to the group. Works without JavaScript.
 */
export function SharePage({ token, columns, own, ownMustSee, notices, t, locale, joint }: Props) {
  const f = t.friends;
  const others = columns.flatMap((c) => (c.token && c.token !== token ? [c.token] : []));
  const first = columns[0];
  const title = columns.length === 1 && first ? (first.kind === "plan" ? f.sharedPlan(first.name) : f.sharedList(first.name)) : f.title;
  const mine = "column" in own ? own.column : undefined;
  // The group's address without one of its links: the first link left leads.
  const tokens = [token, ...others];
  const without = (gone: string) => {
    const rest = tokens.filter((x) => x !== gone);
    return rest[0] ? groupHref(rest[0], rest.slice(1), ownMustSee) : undefined;
  };
  return (
    <div className="share-page">
      <h1>{title}</h1>
      <p className="lead">{f.intro}</p>
      {notices.map((n) => (
        <p key={n} role="alert" className="note">
          {n}
        </p>
      ))}
      {joint}
      <div className="share-columns">
        {mine && <Column column={mine} you t={t} locale={locale} />}
        {columns.map((column) => (
          <Column
            key={column.token}
            column={column}
            t={t}
            locale={locale}
            removeHref={columns.length > 1 && column.token ? without(column.token) : undefined}
          />
        ))}
        {"loggedOut" in own && (
          <section className="share-column share-login">
            <p>{f.loginForOwn}</p>
            <a className="button button-quiet" href={ACCOUNT_PATH}>
              {f.login}
            </a>
          </section>
        )}
        {"failed" in own && (
          <section className="share-column">
            <p className="note">{f.ownFailed}</p>
          </section>
        )}
      </div>
      <form method="get" action={`${SHARE_PATH}/${token}`} className="share-joint-form">
        {others.map((o) => (
          <input key={o} type="hidden" name="med" value={o} />
        ))}
        {mine && mine.films.length > 0 && (
          <fieldset className="share-must-choice">
            <legend>{f.yourMustSee}</legend>
            <p className="muted">{f.yourMustSeeHint}</p>
            {mine.films.map((film) => (
              <label key={film.id} className="check">
                <input type="checkbox" name="ms" value={film.id} defaultChecked={ownMustSee.includes(film.id)} /> {film.title}
              </label>
            ))}
          </fieldset>
        )}
        <button type="submit" name="felles" value="1" className="button">
          {f.makeJoint}
        </button>
      </form>
      <form method="get" action={`${SHARE_PATH}/${token}`} className="share-add">
        <h2>{f.addLink}</h2>
        {others.map((o) => (
          <input key={o} type="hidden" name="med" value={o} />
        ))}
        {ownMustSee.map((id) => (
          <input key={id} type="hidden" name="ms" value={id} />
        ))}
        {columns.length >= MAX_GROUP_LINKS ? (
          <p>{f.groupFull(MAX_GROUP_LINKS)}</p>
        ) : (
          <>
            <label htmlFor="share-link">{f.addLinkLabel}</label>
            <div className="share-add-row">
              <input id="share-link" name="lenke" type="text" inputMode="url" autoComplete="off" maxLength={600} />
              <button type="submit" className="button button-quiet">
                {f.addLinkButton}
              </button>
            </div>
            <p className="muted">{f.addLinkHint(MAX_GROUP_LINKS)}</p>
          </>
        )}
      </form>
    </div>
  );
}

function Column({
  column,
  you = false,
  removeHref,
  t,
  locale,
}: {
  column: ShareColumn;
  you?: boolean;
  removeHref?: string | undefined;
  t: Dictionary;
  locale: Locale;
}) {
  const f = t.friends;
  const must = (id: string) => column.mustSee.includes(id) && <span className="share-must">{f.mustSee}</span>;
  const heading = you ? (column.kind === "plan" ? f.yourPlan : f.yourList) : column.name;
  return (
    <section className={you ? "share-column share-own" : "share-column"} aria-label={heading}>
      <h2>{heading}</h2>
      <p className="muted">
        {column.kind === "plan" ? f.kindPlan : f.kindList}
        {column.sharedAt !== undefined && ` · ${f.sharedOn(formatDayInText(column.sharedAt, locale))}`}
      </p>
      {column.kind === "plan" && column.stops.length > 0 ? (
        <ol className="share-stops">
          {column.stops.map((e) => (
            <li key={e.id}>
              <time dateTime={e.startsAt}>{when(e.startsAt, locale)}</time> <strong>{e.production.title}</strong> {must(e.production.id)}
              <span className="muted share-place">{[e.venue, e.sal].filter(Boolean).join(", ")}</span>
            </li>
          ))}
        </ol>
      ) : column.films.length > 0 ? (
        <ul className="share-films">
          {column.films.map((film) => (
            <li key={film.id}>
              {film.href ? <a href={film.href}>{film.title}</a> : <strong>{film.title}</strong>} {must(film.id)}
              <span className="muted share-place">{film.next ? f.next(`${when(film.next.startsAt, locale)}, ${film.next.venue}`) : f.noneLeft}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{f.empty}</p>
      )}
      {removeHref && (
        <a className="share-remove" href={removeHref}>
          {f.removeFromGroup(column.name)}
        </a>
      )}
    </section>
  );
}
