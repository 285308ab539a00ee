import { type Context, Hono } from "hono";
import type { ReactNode } from "react";
import { siteNow } from "../../config/clock";
import { dictionary } from "../../i18n/dictionary";
import { requestLocale } from "../../i18n/refusals";
import { jointPlan } from "../../plan/joint-plan";
import { planScreening } from "../../plan/plan-screening";
import { walkingTime } from "../../plan/walking-minutes";
import { LIMITS } from "../../rate-limit/limits";
import { MAX_GROUP_LINKS, SHARE_PATH } from "../../shared/share-api";
import { clientIp } from "../account/guards";
import type { AccountEnv } from "../account/account-env";
import { listedScreenings } from "../account/listed-screenings";
import { readSession, visitorStub } from "../account/session-io";
import { venueContext } from "../account/venue-context";
import { type OwnPage, answerOwnPage } from "../own-page";
import { JointPlanView } from "./JointPlanView";
import { openShare } from "./open-share";
import { type OwnColumn, SharePage } from "./SharePage";
import { type ShareColumn, eventsByFilm, jointMember, shareColumn } from "./share-columns";
import { groupHref, pastedToken, sharePageQuery } from "./share-page-query";

/** Personal, and never kept by any cache: what it shows depends on who asks and on links that can be revoked. */
const PERSONAL = "private, no-store";

/** The visitor's own list (and saved plan) as a column, when logged in; the venue failing leaves the links alone. */
async function ownColumn(
  c: Context<AccountEnv>,
  name: string,
  byFilm: ReturnType<typeof eventsByFilm>,
  now: number,
  mustSee: readonly string[],
): Promise<OwnColumn> {
  const current = await readSession(c);
  if (!current) return { loggedOut: true };
  try {
    const { screenings } = await listedScreenings(c, current);
    const saved = await visitorStub(c, current.auth.email).plan();
    const films = [...new Set(screenings.map((s) => s.production.id))];
    return { column: shareColumn({ name, kind: saved ? "plan" : "list", films, mustSee, eventIds: saved?.eventIds ?? [] }, byFilm, now) };
  } catch (error) {
    console.error(`shares: the visitor's own list could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return { failed: true };
  }
}

/**
 * `GET /venner/<token>` (docs/decisions/046): a friend's shared plan or list beside the visitor's
 * own, up to MAX_GROUP_LINKS links as a group, and the joint plan when asked. A link that is
 * unknown answers 404, a revoked one 410, each a page that says so. Private and noindex; the
 * site's referrer policy gives the ticket checkout our origin only, never the address, which is
 * the secret. Opening it writes nothing.
 */
async function sharePage(c: Context<AccountEnv>): Promise<Response> {
  const token = c.req.param("token") ?? "";
  const locale = requestLocale(c.req.header("Accept-Language"));
  const t = dictionary(locale);
  const f = t.friends;
  c.header("X-Robots-Tag", "noindex");
  const answer = (status: OwnPage["status"], title: string, body: ReactNode) =>
    answerOwnPage(c, { title, description: f.intro, locale, path: `${SHARE_PATH}/${token}`, cacheControl: PERSONAL, status, firstScreen: ["friends"] }, body);
  const first = await openShare(c, token, Date.now());
  if (first === "missing" || first === "gone") {
    const [title, text] = first === "gone" ? [f.goneTitle, f.goneText] : [f.notFoundTitle, f.notFoundText];
    return answer(first === "gone" ? 410 : 404, title, <ShareUnavailable title={title} text={text} />);
  }

  const query = sharePageQuery(token, c.req.queries());
  const notices: string[] = query.bad ? [f.badQuery] : [];
  if (query.pasted !== undefined) {
    const pasted = pastedToken(query.pasted);
    const full = 1 + query.others.length >= MAX_GROUP_LINKS;
    if (pasted && !full) return c.redirect(groupHref(token, [...new Set([...query.others, pasted])], query.mustSee), 303);
    notices.push(pasted ? f.groupFull(MAX_GROUP_LINKS) : f.badLink);
  }
  const opened = await Promise.all(query.others.map((o) => openShare(c, o, Date.now())));
  if (opened.some((o) => typeof o === "string")) notices.push(f.linkGone);

  const now = siteNow(c.var.config);
  const byFilm = eventsByFilm((await c.var.source.load()).bundle.events);
  const columns: ShareColumn[] = [first, ...opened.flatMap((o) => (typeof o === "string" ? [] : [o]))].map((r) =>
    shareColumn({ name: r.name, token: r.token, kind: r.kind, sharedAt: r.createdAt, films: r.films, mustSee: r.mustSee, eventIds: r.eventIds }, byFilm, now),
  );
  const own = await ownColumn(c, f.you, byFilm, now, query.mustSee);

  let joint: ReactNode;
  const wait = query.joint ? await jointPlanWait(c) : undefined;
  if (wait !== undefined) notices.push(f.jointTooOften(Math.ceil(wait / 60)));
  if (query.joint && wait === undefined) {
    const site = c.var.chrome.value.site;
    const group = ["column" in own ? [own.column] : [], columns].flat();
    const films = new Set(group.flatMap((g) => g.films.map((film) => film.id)));
    const events = [...films].flatMap((id) => byFilm.get(id) ?? []);
    const plan = jointPlan(
      group.map(jointMember),
      events.map((e) => planScreening(e, site.places)),
      now,
      walkingTime(site.walkingMinutes),
      t.unplaced,
    );
    joint = (
      <JointPlanView
        plan={plan}
        names={group.map((g) => g.name)}
        namedAfter={group.map((g) => ("column" in own && g === own.column ? f.youObject : g.name))}
        events={new Map(events.map((e) => [e.id, e]))}
        now={now}
        t={t}
        locale={locale}
      />
    );
  }
  const title = columns.length === 1 ? (first.kind === "plan" ? f.sharedPlan(first.name) : f.sharedList(first.name)) : f.title;
  if (wait !== undefined) c.header("Retry-After", String(wait));
  return answer(
    wait === undefined ? 200 : 429,
    title,
    <SharePage token={token} columns={columns} own={own} ownMustSee={query.mustSee} notices={notices} t={t} locale={locale} joint={joint} />,
  );
}

/** Counts a joint plan against the address's limit: the seconds to wait when over it, else undefined. */
async function jointPlanWait(c: Context<AccountEnv>): Promise<number | undefined> {
  const { limit, windowSeconds } = LIMITS.jointPlan.ip;
  const limiter = c.var.config.RATE_LIMITER;
  const hit = await limiter.get(limiter.idFromName(`jointPlan:ip:${clientIp(c)}`)).hit(limit, windowSeconds);
  return hit.allowed ? undefined : hit.retryAfterSeconds;
}

function ShareUnavailable({ title, text }: { title: string; text: string }) {
  return (
    <div className="share-page">
      <h1>{title}</h1>
      <p className="lead">{text}</p>
    </div>
  );
}

export const sharePageRoutes = new Hono<AccountEnv>().use(`${SHARE_PATH}/:token`, venueContext).get(`${SHARE_PATH}/:token`, (c) => sharePage(c));
