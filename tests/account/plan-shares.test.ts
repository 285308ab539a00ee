import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { kvKeys } from "../../src/kv/keys";
import { LIMITS } from "../../src/rate-limit/limits";
import { MAX_SHARES, REVOKED_NOTICE_SECONDS } from "../../src/session/plan-shares";
import { urlTokenHash } from "../../src/session/url-token";
import type { PlanProposal } from "../../src/shared/plan-api";
import { MAX_GROUP_LINKS, SHARE_NAME_MAX, type ShareEntry } from "../../src/shared/share-api";
import { account, newVisitor, sandbox } from "../support/account";
import { decodeEntities, h1Of, mainOf, visitCached } from "../support/fetch-page";
import { watchedKv } from "../support/watched-kv";

/**
 * "Planlegg med venner" (docs/decisions/046) against the sandbox venue and the demo programme at
 * DEMO_NOW (17 September 2025, 12:00). Stormvarsel (venue film 505) and Nordlysets datter (502)
 * clash on Friday and on Sunday; Stormvarsel's Friday 18:00 and Nordlysets datter tonight fit.
 */
const STORMVARSEL = "97a44087-0d2d-4098-9865-4f8e18e3378d";
const NORDLYS = "451408f8-10e9-45ab-841a-c932592e1123";

const share = async (cookie: string, json: unknown) => account("/shares", { method: "POST", json, cookie });
async function shared(cookie: string, json: unknown): Promise<ShareEntry> {
  const response = await share(cookie, json);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ShareEntry;
}
const pathOf = (entry: ShareEntry) => new URL(entry.url).pathname;
const open = (path: string, cookie?: string, language?: string) =>
  visitCached(path, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...(language ? { "Accept-Language": language } : {}) } });
const textOf = (html: string) =>
  decodeEntities(
    mainOf(html)
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  );

describe("sharing a plan or list with friends", () => {
  let kari: { email: string; cookie: string };
  let ola: { email: string; cookie: string };
  beforeAll(async () => {
    await sandbox("reset");
    kari = await newVisitor("Kari", [502]);
    ola = await newVisitor("Ola", [505]);
  });

  it("makes an unguessable link under the chosen name that shows no e-mail, and lists it on Min side", async () => {
    const entry = await shared(kari.cookie, { kind: "list", name: "  Kari  ", mustSee: [NORDLYS, "not-on-the-list"] });
    const token = pathOf(entry).split("/").pop()!;
    expect(pathOf(entry)).toMatch(/^\/venner\/[A-Za-z0-9_-]{43}$/);
    expect(entry).toMatchObject({ name: "Kari", kind: "list", films: 1 });
    // KV keeps the token's hash and which object to ask: neither the token nor the e-mail.
    const kept = await env.PAGES.get(kvKeys.share(await urlTokenHash(token)));
    expect(kept).not.toContain(token);
    expect(kept).not.toContain(kari.email);
    const listed = (await (await account("/shares", { cookie: kari.cookie })).json()) as { shares: ShareEntry[] };
    expect(listed.shares.map((s) => s.url)).toContain(entry.url);

    const { response, html } = await open(pathOf(entry));
    expect(response.status).toBe(200);
    expect(h1Of(html)).toBe("Kari deler listen sin");
    expect(textOf(html)).toContain("Nordlysets datter");
    expect(textOf(html)).toContain("Må se");
    expect(html).not.toContain(kari.email);
    expect(html).not.toContain(kari.email.split("@")[0]!);
    const english = await open(pathOf(entry), undefined, "en-GB,en;q=0.9");
    expect(h1Of(english.html)).toBe("Kari shares their list");
    expect(english.response.headers.get("Content-Language")).toBe("en");
  });

  it("opens as a private, noindex page that costs no KV write and is kept by no cache", async () => {
    const entry = await shared(kari.cookie, { kind: "list", name: "Kari" });
    const { bindings, writes } = watchedKv();
    for (let i = 0; i < 2; i++) {
      const { response, html, edge } = await visitCached(pathOf(entry), {}, bindings);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag")).toContain("noindex");
      // The ticket checkout a button leads to learns our origin, never the address with its token.
      expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(edge).toBe("bypass");
    }
    expect(writes).toEqual([]);
  });

  it("shows a friend's list beside the visitor's own, and makes a joint plan with both må se films and their ticket buttons", async () => {
    const entry = await shared(kari.cookie, { kind: "list", name: "Kari", mustSee: [NORDLYS] });
    const first = await open(pathOf(entry), ola.cookie);
    expect(textOf(first.html)).toContain("Listen din");
    expect(textOf(first.html)).toContain("Stormvarsel");
    expect(first.html).toContain(`name="ms" value="${STORMVARSEL}"`);

    const { response, html } = await open(`${pathOf(entry)}?ms=${STORMVARSEL}&felles=1`, ola.cookie);
    expect(response.status).toBe(200);
    const joint = /<section class="joint-plan"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    const text = textOf(`<main>${joint}</main>`);
    expect(text).toContain("2 filmer på 2 dager dere kan se sammen");
    expect(text).toContain("Må se for deg");
    expect(text).toContain("Ønsket av deg");
    expect(text).toContain("Må se for Kari");
    expect(text).toContain("Du: 1 av 1 «må se»");
    expect(text).toContain("Kari: 1 av 1 «må se»");
    expect(joint.match(/class="button ticket-button/g)).toHaveLength(2);
  });

  it("plans a group of up to six links, and takes a pasted link into the group", async () => {
    const group = await newVisitor("Gruppe", [502]);
    const entries = [];
    for (const name of ["A", "B", "C", "D", "E", "F"]) entries.push(await shared(group.cookie, { kind: "list", name }));
    const [lead, ...rest] = entries.map((e) => pathOf(e).split("/").pop()!);
    const pasted = await open(`/venner/${lead}?lenke=${encodeURIComponent(`https://nordkystfilm.no/venner/${rest[0]}`)}`);
    expect(pasted.response.status).toBe(303);
    expect(pasted.response.headers.get("Location")).toBe(`/venner/${lead}?med=${rest[0]}`);

    const all = await open(`/venner/${lead}?${rest.map((t) => `med=${t}`).join("&")}&felles=1`);
    expect(all.response.status).toBe(200);
    expect(all.html.match(/<section class="share-column"/g)).toHaveLength(MAX_GROUP_LINKS);
    expect(textOf(all.html)).toContain(`Gruppen har ${MAX_GROUP_LINKS} lenker`);
    const seventh = await open(`/venner/${lead}?${rest.map((t) => `med=${t}`).join("&")}&lenke=${rest[0]}`);
    expect(textOf(seventh.html)).toContain(`Gruppen har ${MAX_GROUP_LINKS} lenker, som er det meste`);
  });

  it("says what is wrong with a pasted text that is no link, and a query past its bounds", async () => {
    const entry = await shared(kari.cookie, { kind: "list", name: "Kari" });
    const bad = await open(`${pathOf(entry)}?lenke=hei`);
    expect(bad.response.status).toBe(200);
    expect(textOf(bad.html)).toContain("Det er ikke en delt lenke fra denne siden");
    const long = await open(`${pathOf(entry)}?ms=${"x".repeat(200)}`);
    expect(long.response.status).toBe(200);
    expect(textOf(long.html)).toContain("Adressen har noe vi ikke forstår");
  });

  it("revokes from Min side: the link answers 410 with a page, also where KV lags, and 404 once KV lets go", async () => {
    const entry = await shared(kari.cookie, { kind: "list", name: "Kari" });
    const key = kvKeys.share(await urlTokenHash(pathOf(entry).split("/").pop()!));
    const live = await env.PAGES.get(key);
    expect((await account(`/shares/${entry.id}`, { method: "DELETE", cookie: ola.cookie })).status).toBe(404);
    expect((await account(`/shares/${entry.id}`, { method: "DELETE", cookie: kari.cookie })).status).toBe(204);
    const gone = await open(pathOf(entry));
    expect(gone.response.status).toBe(410);
    expect(h1Of(gone.html)).toBe("Lenken er trukket tilbake");
    expect(gone.response.headers.get("Cache-Control")).toBe("private, no-store");
    const { keys } = await env.PAGES.list({ prefix: key });
    expect(keys[0]?.expiration, "the notice lasts a month, not the link's year").toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + REVOKED_NOTICE_SECONDS + 5);
    // Another data centre's KV may still hold the live entry for a minute: the visitor's object says it is revoked.
    await env.PAGES.put(key, live!);
    expect((await open(pathOf(entry))).response.status).toBe(410);
    await env.PAGES.delete(key);
    const missing = await open(pathOf(entry));
    expect(missing.response.status).toBe(404);
    expect(h1Of(missing.html)).toBe("Fant ikke den delte planen");
    expect((await open(`/venner/${"A".repeat(43)}`)).response.status).toBe(404);
    expect((await open("/venner/kort")).response.status).toBe(404);
    expect((await account("/shares/nope", { method: "DELETE", cookie: kari.cookie })).status).toBe(404);
  });

  it("shares a plan's screenings, and refuses one that is not the visitor's", async () => {
    const proposal = (await (await account("/plan/proposal", { method: "POST", json: {}, cookie: kari.cookie })).json()) as PlanProposal;
    const eventIds = proposal.chosen.map((c) => c.eventId);
    expect(eventIds).toHaveLength(1);
    const entry = await shared(kari.cookie, { kind: "plan", name: "Kari", eventIds, mustSee: [NORDLYS] });
    const { html } = await open(pathOf(entry));
    expect(h1Of(html)).toBe("Kari deler planen sin");
    expect(html).toContain(`dateTime="${proposal.chosen[0]!.startsAt}"`);
    const refused = await share(kari.cookie, { kind: "plan", name: "Kari", eventIds: ["nff25-stormvarsel-1"] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("unknown_screening");
  });

  it("refuses bad input with a stable error, an empty list, a visitor who is not logged in", async () => {
    for (const json of [
      { kind: "list" },
      { kind: "list", name: "" },
      { kind: "list", name: "x".repeat(SHARE_NAME_MAX + 1) },
      { kind: "list", name: "Kari\u0000" },
      { kind: "plan", name: "Kari", eventIds: [] },
      { kind: "film", name: "Kari" },
      { kind: "list", name: "Kari", email: "x@y.no" },
    ]) {
      const response = await share(kari.cookie, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("invalid_fields");
    }
    expect((await share(kari.cookie, { kind: "list", name: "x".repeat(SHARE_NAME_MAX + 1) }).then((r) => r.json())) as unknown).toEqual({
      error: { code: "invalid_fields", message: `Navnet kan ha høyst ${SHARE_NAME_MAX} tegn.` },
    });
    expect((await account("/shares", { method: "POST", json: { kind: "list", name: "Kari" } })).status).toBe(401);
    expect((await account("/shares")).status).toBe(401);
    const empty = await newVisitor("Tom", []);
    const none = await share(empty.cookie, { kind: "list", name: "Tom" });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe("nothing_to_share");
  });

  it(`keeps at most ${MAX_SHARES} live links per visitor and ${LIMITS.share.visitor.limit} new ones an hour`, async () => {
    const busy = await newVisitor("Travel", [502]);
    const made: ShareEntry[] = [];
    for (let i = 0; i < MAX_SHARES; i++) made.push(await shared(busy.cookie, { kind: "list", name: `Gruppe ${i}` }));
    const full = await share(busy.cookie, { kind: "list", name: "En til" });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { error: { code: string } }).error.code).toBe("too_many_shares");
    // Revoking makes room, until the hour's new links (refused ones counted) are used up.
    let attempts = MAX_SHARES + 1;
    for (; attempts < LIMITS.share.visitor.limit; attempts++) {
      expect((await account(`/shares/${made.pop()!.id}`, { method: "DELETE", cookie: busy.cookie })).status).toBe(204);
      made.push(await shared(busy.cookie, { kind: "list", name: `Ny ${attempts}` }));
    }
    expect((await account(`/shares/${made.pop()!.id}`, { method: "DELETE", cookie: busy.cookie })).status).toBe(204);
    const limited = await share(busy.cookie, { kind: "list", name: "En til" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
