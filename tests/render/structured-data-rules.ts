import { ISO_WITH_OFFSET, type LdNode, type PageGraph } from "./structured-data-graph";

/**
 * The properties Google documents for each type the site writes (Search Central: Event, Movie
 * carousel, Article, Organization logo), as a table: `required` ones Google needs for a rich
 * result, `recommended` ones it lists as recommended, and `expected` ones the site promises on
 * its own (a film's cast, length, genre, language and age limit; a place's coordinates).
 * Each property may carry a check of its form. Nested nodes (a location, its address) have rules
 * of their own, checked where they sit.
 */

type Level = "required" | "recommended" | "expected";
/** A problem with a value that is there, in words; undefined when it is right. */
type Form = (value: unknown) => string | undefined;
type Rule = { path: string; level: Level; form?: Form; nested?: Rule[] };

const rule =
  (level: Level) =>
  (path: string, form?: Form, nested?: Rule[]): Rule => ({ path, level, form, nested });
const req = rule("required");
const rec = rule("recommended");
const own = rule("expected");

const text: Form = (v) => (typeof v === "string" && v.trim() !== "" ? undefined : `is not text: ${JSON.stringify(v)}`);
const number: Form = (v) => (typeof v === "number" && Number.isFinite(v) ? undefined : `is not a number: ${JSON.stringify(v)}`);
const absoluteUrl: Form = (v) =>
  typeof v === "string" && /^https:\/\/[a-z0-9.-]+\//.test(v) ? undefined : `is not an absolute https URL: ${JSON.stringify(v)}`;
const dateTime: Form = (v) => (typeof v === "string" && ISO_WITH_OFFSET.test(v) ? undefined : `is not an ISO 8601 date-time with offset: ${JSON.stringify(v)}`);
const date: Form = (v) => (typeof v === "string" && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(v) ? undefined : `is not an ISO 8601 date: ${JSON.stringify(v)}`);
const pattern =
  (re: RegExp, what: string): Form =>
  (v) =>
    typeof v === "string" && re.test(v) ? undefined : `is not ${what}: ${JSON.stringify(v)}`;
const member =
  (...names: string[]): Form =>
  (v) =>
    typeof v === "string" && names.some((n) => v === `https://schema.org/${n}`) ? undefined : `is not one of ${names.join(", ")}: ${JSON.stringify(v)}`;

const ADDRESS: Rule[] = [
  rec("streetAddress", text),
  rec("addressLocality", text),
  rec("addressRegion", text),
  rec("postalCode", text),
  rec("addressCountry", pattern(/^[A-Z]{2}$/, "an ISO 3166 country code")),
];

/** A place: Google's Event `location` (name, address) and the site's places (their coordinates). */
const PLACE: Rule[] = [req("name", text), req("address", undefined, ADDRESS), own("geo"), own("geo.latitude", number), own("geo.longitude", number)];

const EVENT: Rule[] = [
  req("name", text),
  req("startDate", dateTime),
  req("location", undefined, PLACE),
  rec("description", text),
  rec("endDate", dateTime),
  rec("eventStatus", member("EventScheduled", "EventCancelled", "EventPostponed", "EventRescheduled", "EventMovedOnline")),
  rec("eventAttendanceMode", member("OfflineEventAttendanceMode", "OnlineEventAttendanceMode", "MixedEventAttendanceMode")),
  rec("image", absoluteUrl),
  rec("offers"),
  rec("offers.price", number),
  rec("offers.priceCurrency", pattern(/^[A-Z]{3}$/, "an ISO 4217 currency code")),
  rec("offers.availability", member("InStock", "SoldOut", "PreOrder", "LimitedAvailability", "Discontinued")),
  rec("offers.url", absoluteUrl),
  rec("offers.validFrom", dateTime),
  rec("organizer"),
  rec("organizer.name", text),
  rec("organizer.url", absoluteUrl),
  rec("performer"),
  rec("performer.name", text),
];

const MOVIE: Rule[] = [
  req("name", text),
  req("image", absoluteUrl),
  rec("dateCreated", date),
  rec("director"),
  rec("director.name", text),
  own("actor.name", text),
  own("duration", pattern(/^PT(\d+H)?(\d+M)?$/, "an ISO 8601 duration")),
  own("genre", text),
  own("inLanguage", text),
  own("contentRating", pattern(/^(Tillatt for alle|\d{1,2} år)$/, "a Norwegian age limit")),
];

const ARTICLE: Rule[] = [
  rec("headline", text),
  rec("image", absoluteUrl),
  rec("datePublished", dateTime),
  rec("dateModified", dateTime),
  rec("author"),
  rec("author.name", text),
  rec("author.url", absoluteUrl),
];

export const RULES: Record<string, Rule[]> = {
  Event: EVENT,
  ScreeningEvent: [...EVENT, req("workPresented", undefined, MOVIE)],
  Movie: MOVIE,
  NewsArticle: ARTICLE,
  Article: ARTICLE,
  Place: PLACE,
  // A place that shows films on the page (Google's ScreeningEvent location), written once and referred to.
  MovieTheater: PLACE,
  Organization: [req("name", text), rec("url", absoluteUrl), rec("logo"), rec("logo.url", absoluteUrl)],
  // A language's home: the site, its language, its publisher and its search box (sitelinks search box).
  WebSite: [
    req("name", text),
    req("url", absoluteUrl),
    own("inLanguage", pattern(/^(nb|en)$/, "the page's language")),
    own("publisher.name", text),
    own("potentialAction.target.urlTemplate", pattern(/^https:\/\/[^?]+\?q=\{search_term_string\}$/, "a search URL with the query's slot")),
    own("potentialAction.query-input", pattern(/^required name=search_term_string$/, "the slot's name")),
  ],
  // Google's breadcrumb: every step a position, a name and (the page itself may leave it out) a URL.
  BreadcrumbList: [
    req("itemListElement"),
    req("itemListElement.position", number),
    req("itemListElement.name", text),
    req("itemListElement.item", absoluteUrl),
  ],
};

/**
 * Recommended properties the site may leave out on purpose, and why. Nothing else may be missing.
 * `elsewhere`: only on a page that is not the node's own (a programme listing names a film and
 * leaves the rest to the film's page: src/render/structured-data/screening-event.ts `movieMention`).
 */
const LISTED_FILM = "a listing names the film (name, poster) by the @id of its page, which writes it in full (docs/decisions/053)";
const FILM_DETAILS = ["dateCreated", "director", "director.name", "actor", "actor.name", "duration", "genre", "inLanguage", "contentRating"];
/** The site's clock in the tests (DEMO_NOW): what has started by then sells no tickets. */
const SITE_NOW = Date.parse("2025-09-17T12:00:00+02:00");

/** The offer's properties, left out of an event that has started (`started`: its checkout is closed). */
const OFFER_PATHS = ["offers", "offers.price", "offers.priceCurrency", "offers.availability", "offers.url", "offers.validFrom"];

export const LEFT_OUT: { type: string; path: string; why: string; elsewhere?: true; started?: true }[] = [
  ...["ScreeningEvent", "Event"].flatMap((type) =>
    OFFER_PATHS.map((path) => ({ type, path, why: "a screening that has started sells no tickets: its page says it is over", started: true as const })),
  ),
  ...FILM_DETAILS.map((path) => ({ type: "Movie", path, why: LISTED_FILM, elsewhere: true as const })),
  ...FILM_DETAILS.map((path) => ({ type: "ScreeningEvent", path: `workPresented.${path}`, why: LISTED_FILM, elsewhere: true as const })),
  {
    type: "ScreeningEvent",
    path: "performer",
    why: "a film screening has performers only where the content names its guests (a talk after the film: docs/decisions/048) or live music: the cast is the film's",
  },
  { type: "ScreeningEvent", path: "performer.name", why: "as performer" },
  {
    type: "ScreeningEvent",
    path: "description",
    why: "a programme listing leaves the film's summary to the film's page (its screenings there carry it); a screening's own notes are kept",
    elsewhere: true,
  },
  { type: "NewsArticle", path: "author.url", why: "the site has no page per writer; articles by the festival itself carry its url" },
  { type: "Article", path: "author.url", why: "as for NewsArticle" },
];

/** The values at a dotted path, lists flattened and `@id` references followed. */
function valuesAt(graph: PageGraph, node: unknown, path: string): unknown[] {
  let values: unknown[] = [node];
  for (const key of path.split(".")) {
    values = values
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .map((v) => (v && typeof v === "object" ? graph.resolve(v) : v))
      .flatMap((v) => (v && typeof v === "object" ? [(v as LdNode)[key]] : []))
      .flatMap((v) => (Array.isArray(v) ? v : [v]))
      .filter((v) => v !== undefined && v !== null && v !== "");
  }
  return values;
}

function label(node: LdNode): string {
  const name = node.name ?? node.headline ?? "";
  const start = typeof node.startDate === "string" ? ` ${node.startDate}` : "";
  return `${node["@type"] ?? "node"} «${String(name)}»${start}`;
}

/** `top` is the graph's node the problems are told of; `node` the one checked, it or one inside it. */
function check(graph: PageGraph, top: LdNode, node: LdNode, rules: Rule[], prefix: string, where: string): string[] {
  const type = String(top["@type"]);
  const onItsPage = typeof top.url === "string" && new URL(top.url).pathname === new URL(where, "https://x").pathname;
  const started = typeof top.startDate === "string" && ISO_WITH_OFFSET.test(top.startDate) && Date.parse(top.startDate) <= SITE_NOW;
  const problems: string[] = [];
  for (const r of rules) {
    const path = prefix + r.path;
    const values = valuesAt(graph, node, r.path);
    if (values.length === 0) {
      // Left out on purpose may be missing; where it is there, its form is checked all the same.
      if (!LEFT_OUT.some((l) => l.type === type && l.path === path && !(l.elsewhere && onItsPage) && !(l.started && !started)))
        problems.push(`${where}: ${label(top)}: missing ${r.level} ${path}`);
      continue;
    }
    for (const value of values) {
      const wrong = r.form?.(value);
      if (wrong) problems.push(`${where}: ${label(top)}: ${path} ${wrong}`);
      if (r.nested && value && typeof value === "object") problems.push(...check(graph, top, graph.resolve(value), r.nested, `${path}.`, where));
    }
  }
  return problems;
}

/**
 * What every node of a page's graph lacks or has wrong, one line each, e.g.
 * `/kinoprogram: ScreeningEvent «Kystlinjer» 2025-09-16T18:00:00+02:00: missing recommended offers.validFrom`.
 * A node of a type without rules is a problem too: the table must grow with the site.
 */
export function structuredDataProblems(graph: PageGraph, where: string): string[] {
  return graph.nodes.flatMap((node) => {
    const rules = RULES[String(node["@type"])];
    return rules ? check(graph, node, node, rules, "", where) : [`${where}: ${label(node)}: no rules for type ${String(node["@type"])}`];
  });
}

/** Every absolute image address in a page's graph (event and film pictures, article images, logos). */
export function imageUrls(graph: PageGraph): string[] {
  const urls = new Set<string>();
  const walk = (value: unknown, key: string) => {
    if (Array.isArray(value)) for (const v of value) walk(v, key);
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k === "url" && key === "logo" ? "image" : k);
    else if (typeof value === "string" && key === "image") urls.add(value);
  };
  walk(graph.nodes, "");
  return [...urls];
}
