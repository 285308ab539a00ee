import { readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";

/** The content APIs' recorded answers, shared with the worker fixture (tests/fixtures/upstream-apis/). */
const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/upstream-apis/recorded/content-apis/${name}.json`, import.meta.url), "utf8"));

const MOVIE = { Title: "Nordlysets datter", MovieId: 10251, Edis: ["10251"], Rating: 4, RatingCount: 12, Poster: null, link: null };

let issued = 0;

/** What a working upstream answers: status, headers and the JSON body as text. */
export type HealthyAnswer = { status: number; headers: Record<string, string>; body: string };

const json = (body: unknown, headers: Record<string, string> = {}, status = 200): HealthyAnswer => ({
  status,
  headers: { "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/** A new venue session cookie (docs/venue-api.md: VenueSession). */
const venueSession = () => ({ "Set-Cookie": `VenueSession=stub-session-${++issued}; Path=/; HttpOnly` });

/**
 * What a working upstream answers on `path` (the part after `/<scenario>/<play>/`): the venue's
 * account API, the identity provider, the management and platform APIs and the runtime events API,
 * just enough for the site to log a visitor in, get a token and read content. Anything else is 404.
 */
export function healthyAnswer(scenario: string, path: string, req: IncomingMessage, body: string): HealthyAnswer {
  if (path === "api/LoginDx") {
    const email = (JSON.parse(body || "{}") as { Email?: string }).Email ?? "";
    return json({ marsToken: `stub-mars-${++issued}`, UserName: "Stub Visitor", UserInfo: email }, venueSession());
  }
  if (path === "api/SwitchTokensDx") return json({}, venueSession());
  if (path === "api/CreateUserDx") {
    const { Email = "", UserName = "" } = JSON.parse(body || "{}") as { Email?: string; UserName?: string };
    return json({ Token: `stub-mars-${++issued}`, UserName, ContactEmail: Email }, venueSession());
  }
  if (path === "api/ForgotPasswordDx") return json({});
  if (path === "api/GetTicketsDx" || path === "api/GetWatchlistDx" || path === "api/GetReviewsByEdiDx") return json([]);
  if (path === "api/GetMovieByEdiDx") return json(MOVIE);
  if (path === "token" && req.method === "POST") return json({ access_token: `${scenario}.token-${++issued}`, token_type: "Bearer", expires_in: 3600 });
  // The management API takes only tokens of its own identity provider (this scenario's), so a
  // token another test left in the site's token cache is refused, as a real provider's would be.
  if (/^site\/[^/]+\/(block-data|article)$/.test(path) && !req.headers.authorization?.startsWith(`Bearer ${scenario}.token-`))
    return json({ message: "Unauthorized" }, {}, 401);
  if (/^site\/[^/]+\/block-data$/.test(path)) return json(recorded("block-data"));
  if (/^site\/[^/]+\/article$/.test(path)) return json(recorded("article"));
  if (path === "sites") return json(recorded("sites"));
  if (/^sites\/[^/]+\/events$/.test(path)) return json(recorded("events"));
  if (/^sites\/[^/]+\/basic_events$/.test(path)) return json({ data: [] });
  return json({ message: `the stub has no ${path}` }, {}, 404);
}
