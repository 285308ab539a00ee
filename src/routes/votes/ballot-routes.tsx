import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import * as v from "valibot";
import { openSealed, seal } from "../../session/sealed-auth";
import { QrCodeSchema, ScreeningIdSchema, type Ballot } from "../../shared/vote-api";
import { isAwardScreening } from "../../votes/ticket-screenings";
import type { AccountEnv } from "../account/account-env";
import { asVisitor } from "../account/as-visitor";
import { MAX_BODY_BYTES } from "../account/guards";
import { readSession } from "../account/session-io";
import { venueContext } from "../account/venue-context";
import { notFound } from "../not-found";
import { BallotPage, type BallotNotice } from "./BallotPage";
import { castVote } from "./cast-vote";
import { answerOwnPage, type OwnPage } from "../own-page";
import { ballotsOf, visitorTicketScreenings } from "./visitor-ballots";
import { dictionary } from "../../i18n/dictionary";
import { refusalsNb } from "../../i18n/refusals-nb";
import { ApiFailure } from "../api-failure";
import { WITH_OWN_MESSAGES, ownMessage } from "../own-message";

/** The short link the festival shows on screen after a film: `/stem/<screening id>`. */
const BALLOT_PATH = "/stem";

const t = dictionary("nb").vote;
const PERSONAL = "private, no-store";

/** The form's fields: the die as the pressed button's value, the ticket, the session's form token. */
const BallotForm = v.object({
  die: v.pipe(v.string(), v.regex(/^[1-6]$/, refusalsNb.dieRequired), v.toNumber()),
  qrCode: QrCodeSchema,
  csrf: v.pipe(v.string(), v.maxLength(512)),
});

/** The form token: the session id sealed under the session secret, so only this session's page can post. */
const CsrfSchema = v.object({ ballotFor: v.string() });

async function screeningOf(c: Context<AccountEnv>) {
  const id = v.safeParse(ScreeningIdSchema, c.req.param("id"));
  return id.success ? (await c.var.source.load()).bundle.events.find((e) => e.id === id.output) : undefined;
}

/**
 * Renders the ballot of one screening for whoever asks: a login prompt, the visitor's tickets to
 * it with their dice, or `notice` (a refusal of the form just sent, with its status).
 */
async function ballotPage(c: Context<AccountEnv>, notice?: { text: string; status: OwnPage["status"] }): Promise<Response> {
  const event = await screeningOf(c);
  if (!event) return notFound(c);
  const page = {
    title: `${t.title}: ${event.production.title}`,
    description: t.intro,
    locale: "nb" as const,
    path: new URL(c.req.url).pathname,
    cacheControl: PERSONAL,
  };
  const render = (ballots: Ballot[], shown: BallotNotice | undefined, csrf = "", status = notice?.status) =>
    answerOwnPage(c, { ...page, status }, <BallotPage event={event} ballots={ballots} notice={shown} csrf={csrf} action={page.path} />);
  if (!isAwardScreening(event)) return render([], { kind: "message", text: refusalsNb.notAwardFilm }, "", 422);
  const session = await readSession(c);
  if (!session) return render([], { kind: "login" }, "", notice?.status ?? 200);
  let ballots: Ballot[];
  try {
    ballots = await asVisitor(c, async (s) => ballotsOf(c, await visitorTicketScreenings(c, s, [event])));
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    return error.status === 401 ? render([], { kind: "login" }, "", 401) : render([], { kind: "message", text: t.failed }, "", 502);
  }
  const csrf = await seal(c.var.sessionSecret, { ballotFor: session.id }, session.expiresAt);
  const shown: BallotNotice | undefined = notice
    ? { kind: "message", text: notice.text }
    : ballots.length === 0
      ? { kind: "message", text: t.noTicket }
      : undefined;
  return render(ballots, shown, csrf);
}

/**
 * `GET /stem/:id` and its form's `POST` (docs/decisions/033). The POST works without JavaScript:
 * it must come from this site (Origin, as every account write) and carry the session's form token;
 * then the same checks as `POST /api/account/votes` (cast-vote.ts). A counted vote is a 303 back
 * to the ballot, which then shows the die; a refusal is the ballot with the reason.
 */
export const ballotRoutes = new Hono<AccountEnv>()
  .use(`${BALLOT_PATH}/:id`, venueContext)
  .get(`${BALLOT_PATH}/:id`, (c) => ballotPage(c))
  .post(
    `${BALLOT_PATH}/:id`,
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => ballotPage(c, { text: refusalsNb.formTooLarge, status: 422 }) }),
    async (c) => {
      if (c.req.header("Origin") !== new URL(c.req.url).origin) return ballotPage(c, { text: refusalsNb.formNotFromSite, status: 403 });
      const form = v.safeParse(BallotForm, await c.req.parseBody(), WITH_OWN_MESSAGES);
      if (!form.success) return ballotPage(c, { text: ownMessage(form.issues[0]) ?? refusalsNb.formIncomplete, status: 422 });
      const session = await readSession(c);
      if (!session) return ballotPage(c, { text: t.loginFirst, status: 401 });
      const token = await openSealed(c.var.sessionSecret, form.output.csrf, CsrfSchema);
      if (token?.ballotFor !== session.id) return ballotPage(c, { text: refusalsNb.formExpired, status: 403 });
      const screeningId = c.req.param("id");
      try {
        await asVisitor(c, (s) => castVote(c, s, { screeningId, qrCode: form.output.qrCode, die: form.output.die }));
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error;
        // The venue's failures say "try again later" in the ballot's own words; a refusal says why,
        // in Norwegian like the festival's screen that links the ballot.
        const venueFailed = error.status >= 500 && error.code !== "votes_off";
        return ballotPage(c, { text: venueFailed ? t.failed : error.say(refusalsNb), status: (venueFailed ? 502 : error.status) as OwnPage["status"] });
      }
      return c.redirect(`${BALLOT_PATH}/${encodeURIComponent(screeningId)}`, 303);
    },
  );
