// What `npm run soak` sends, and in what shares: the pages visitors read, the programme's live
// ticket status, searches, links with junk and tracking parameters, and someone guessing
// passwords; and the requests of the credential-stuffing phase (soak-events.mjs). Event ids and
// article slugs come from content/, so the mix follows the content.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { junkParameter, randomQuery, respelledQuery, trackingParameters } from "./random-requests.mjs";

/** Film pages of the demo content (the preflight checks that each answers 200). */
const FILMS = ["/kystlinjer-DXM10234", "/nordlysets-datter-DXM10251", "/fiskerens-sang-DXM10277", "/makeoya-DXM10302", "/stormvarsel-DXM10319"];
const PROGRAMMES = ["/kinoprogram", "/buff-program", "/arrangementer", "/kinoprogram?dag=2025-09-18"];
const LISTS = ["/nyheter", "/nyheter?side=2", "/filmer"];
/**
 * The visitor whose account is under attack: the sandbox venue's demo account (README "Demo
 * login"), logging in from an address of their own.
 */
export const VISITOR = { email: "demo@nordkystfilm.no", password: "kinokveld", ip: "198.51.100.7" };
/** Another visitor of the sandbox venue (its README), who logs in without a device cookie while the list is tried. */
export const OTHER_VISITOR = { email: "ola.nordmann@example.no", password: "anmelder" };
/** What the password guesser tries: the visitor's e-mail and two more, from a dozen addresses, so every limit bites. */
const GUESSED_EMAILS = [VISITOR.email, "soak-1@example.no", "soak-2@example.no"];
const GUESSER_IPS = Array.from({ length: 12 }, (_, i) => `203.0.113.${10 + i}`);

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const below = (n) => Math.floor(Math.random() * n);

/**
 * Credential stuffing: a list of leaked e-mails and passwords tried once each, every try from an
 * address of its own anywhere in 100.64.0.0/10 (16 384 /24 networks), so that no per-address,
 * per-e-mail or per-network limit bites and only the site's ceiling is left.
 */
export function stuffingLogin(baseUrl) {
  return {
    path: "/api/account/login",
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": `100.${64 + below(64)}.${below(256)}.${1 + below(254)}` },
    body: JSON.stringify({ email: `liste-${Math.random().toString(36).slice(2)}@example.no`, password: `lekket-${Math.random().toString(36).slice(2)}` }),
  };
}

function jsonFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
    .map((entry) => JSON.parse(readFileSync(join(entry.parentPath ?? entry.path, entry.name), "utf8")));
}

/** Every article's address and every event id in `contentDir`. */
export function contentAddresses(contentDir) {
  const articles = jsonFiles(join(contentDir, "articles")).map((a) => `/article/${encodeURIComponent(a.slug)}`);
  const events = jsonFiles(join(contentDir, "events"))
    .flatMap((file) => (Array.isArray(file) ? file : (file.events ?? [])))
    .map((e) => e.id);
  return { articles, events };
}

/** One to five event ids, as the programme's live island asks for them. */
function eventKeys(events) {
  return Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => pick(events)).join(",");
}

/**
 * The mix: kind, weight (shares of all requests) and the next request of that kind. Failed
 * logins are the one kind whose 401, 429 and the login challenge's 403 are the expected answers (`expected`).
 *
 * @param {{ baseUrl: string, articles: string[], events: string[] }} site
 * @returns {(import("./mixed-load.mjs").MixEntry & { expected?: number[] })[]}
 */
/**
 * The front page with a parameter no page reads, which the site drops before its caches
 * (edge/page-cache.ts): the cached `/`. wrangler 4.86's proxy exits when a request for its
 * bare origin (`/`, or `/?`, which the runtime reads as `/`) meets a dropped connection to the
 * runtime (soak-report.mjs `droppedByProxy`), and sends any other GET again: spelt so, the front
 * page's requests cannot end the run.
 */
const FRONT_PAGE = "/?soak";

export function soakMix({ baseUrl, articles, events }) {
  const anyPage = () => pick([pick(FILMS), pick(PROGRAMMES), pick(articles), pick(LISTS), "/"]).split("?")[0];
  return [
    { kind: "front page", weight: 8, next: () => ({ path: FRONT_PAGE }) },
    { kind: "programmes", weight: 10, next: () => ({ path: pick(PROGRAMMES) }) },
    { kind: "film pages", weight: 10, next: () => ({ path: pick(FILMS) }) },
    { kind: "articles", weight: 10, next: () => ({ path: pick(articles) }) },
    { kind: "news and film lists", weight: 6, next: () => ({ path: pick(LISTS) }) },
    { kind: "events API", weight: 10, next: () => ({ path: `/api/events?keys=${eventKeys(events)}` }) },
    { kind: "calendar file", weight: 3, next: () => ({ path: `/api/events/${encodeURIComponent(pick(events))}.ics` }) },
    { kind: "search, respelled", weight: 6, next: () => ({ path: respelledQuery() }) },
    { kind: "search, random", weight: 5, next: () => ({ path: randomQuery() }) },
    { kind: "junk parameter", weight: 10, next: () => ({ path: junkParameter(anyPage()) }) },
    { kind: "tracking parameters", weight: 10, next: () => ({ path: trackingParameters(anyPage()) }) },
    {
      kind: "failed login",
      weight: 6,
      expected: [401, 403, 429],
      next: () => ({
        path: "/api/account/login",
        method: "POST",
        // The address Cloudflare reports; wrangler dev passes it through as sent.
        headers: { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": pick(GUESSER_IPS) },
        body: JSON.stringify({ email: pick(GUESSED_EMAILS), password: `feil-${Math.random().toString(36).slice(2)}` }),
      }),
    },
  ];
}
