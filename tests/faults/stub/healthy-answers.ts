import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";

/** The content APIs' recorded answers, shared with the worker fixture (tests/fixtures/upstream-apis/). */
const recorded = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/upstream-apis/recorded/content-apis/${name}.json`, import.meta.url), "utf8"));

const MOVIE = { Title: "Nordlysets datter", MovieId: 10251, Edis: ["10251"], Rating: 4, RatingCount: 12, Poster: null, link: null };

let issued = 0;

function json(res: ServerResponse, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(200, { "Content-Type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** A new venue session cookie (docs/venue-api.md: VenueSession). */
const venueSession = () => ({ "Set-Cookie": `VenueSession=stub-session-${++issued}; Path=/; HttpOnly` });

/**
 * What a working upstream answers on `path` (the part after `/<scenario>/<play>/`): the venue's
 * account API, the identity provider, the management and platform APIs and the runtime events API,
 * just enough for the site to log a visitor in, get a token and read content. Anything else is 404.
 */
export function answerHealthy(scenario: string, path: string, req: IncomingMessage, res: ServerResponse, body: string): void {
  if (path === "api/LoginDx") {
    const email = (JSON.parse(body || "{}") as { Email?: string }).Email ?? "";
    return json(res, { marsToken: `stub-mars-${++issued}`, UserName: "Stub Visitor", UserInfo: email }, venueSession());
  }
  if (path === "api/SwitchTokensDx") return json(res, {}, venueSession());
  if (path === "api/CreateUserDx") {
    const { Email = "", UserName = "" } = JSON.parse(body || "{}") as { Email?: string; UserName?: string };
    return json(res, { Token: `stub-mars-${++issued}`, UserName, ContactEmail: Email }, venueSession());
  }
  if (path === "api/ForgotPasswordDx") return json(res, {});
  if (path === "api/GetTicketsDx" || path === "api/GetWatchlistDx" || path === "api/GetReviewsByEdiDx") return json(res, []);
  if (path === "api/GetMovieByEdiDx") return json(res, MOVIE);
  if (path === "token" && req.method === "POST") return json(res, { access_token: `${scenario}.token-${++issued}`, token_type: "Bearer", expires_in: 3600 });
  // The management API takes only tokens of its own identity provider (this scenario's), so a
  // token another test left in the site's token cache is refused, as a real provider's would be.
  if (/^site\/[^/]+\/(block-data|article)$/.test(path) && !req.headers.authorization?.startsWith(`Bearer ${scenario}.token-`)) {
    res.writeHead(401, { "Content-Type": "application/json" });
    return void res.end(JSON.stringify({ message: "Unauthorized" }));
  }
  if (/^site\/[^/]+\/block-data$/.test(path)) return json(res, recorded("block-data"));
  if (/^site\/[^/]+\/article$/.test(path)) return json(res, recorded("article"));
  if (path === "sites") return json(res, recorded("sites"));
  if (/^sites\/[^/]+\/events$/.test(path)) return json(res, recorded("events"));
  if (/^sites\/[^/]+\/basic_events$/.test(path)) return json(res, { data: [] });
  res.writeHead(404, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ message: `the stub has no ${path}` }));
}
