import { env, exports } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../src/worker";
import { beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, loginDemo, sandbox } from "../support/account";

// Publikumsprisen's short link /stem/<screening>, without JavaScript: a page and a POST form.
const ISEN = "/stem/nff25-isen-som-forsvant-1";

async function get(path: string, cookie?: string): Promise<{ response: Response; html: string }> {
  const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }));
  return { response, html: await response.text() };
}

async function post(path: string, form: Record<string, string>, cookie: string, origin = ORIGIN): Promise<Response> {
  const headers = { Cookie: cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" };
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form).toString(), redirect: "manual" }));
}

const csrfOf = (html: string) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";

describe("the ballot page /stem/<screening>", () => {
  let cookie: string;
  beforeAll(async () => {
    await sandbox("reset");
    cookie = await loginDemo();
  });

  it("asks a visitor who is not logged in to log in, and is never kept by a cache", async () => {
    const { response, html } = await get(ISEN);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(html).toContain("Isen som forsvant");
    expect(html).toContain('href="/min-side?stem=nff25-isen-som-forsvant-1"');
    expect(html).toContain('name="robots" content="noindex');
  });

  it("answers 404 for an unknown screening and refuses one that is not the festival's", async () => {
    expect((await get("/stem/nff25-finnes-ikke")).response.status).toBe(404);
    const cinema = await get("/stem/kino25-fiskeren-1016", cookie);
    expect(cinema.response.status).toBe(422);
    expect(cinema.html).toContain("Bare filmene på Nordkyst filmfestival");
  });

  it("says so when the visitor holds no ticket to the screening", async () => {
    const { html } = await get("/stem/nff25-nunani-3", cookie);
    expect(html).toContain("Du har ingen billett til denne visningen");
    expect(html).not.toContain('name="die"');
  });

  it("refuses a form from another site, and one without the session's token", async () => {
    const { html } = await get(ISEN, cookie);
    const fields = { die: "4", qrCode: "NFF25-1SEN-0917", csrf: csrfOf(html) };
    expect((await post(ISEN, fields, cookie, "https://evil.example")).status).toBe(403);
    expect((await post(ISEN, { ...fields, csrf: "forged" }, cookie)).status).toBe(403);
    // Another session's token does not fit this session.
    expect((await post(ISEN, fields, await loginDemo())).status).toBe(403);
    expect((await post(ISEN, { ...fields, die: "9" }, cookie)).status).toBe(422);
  });

  it("counts a vote from the form, shows the die, and refuses the same ticket again", async () => {
    const { html } = await get(ISEN, cookie);
    expect(html.match(/name="die"/g)).toHaveLength(6);
    const fields = { die: "4", qrCode: "NFF25-1SEN-0917", csrf: csrfOf(html) };
    const cast = await post(ISEN, fields, cookie);
    expect(cast.status).toBe(303);
    expect(cast.headers.get("Location")).toBe(ISEN);
    const after = await get(ISEN, cookie);
    expect(after.html).toContain("Du ga filmen terningkast 4");
    const again = await post(ISEN, { ...fields, die: "6" }, cookie);
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("allerede stemt (terningkast 4)");
  });

  it("keeps the public results page a 404 until the festival turns it on", async () => {
    expect((await get("/publikumsprisen")).response.status).toBe(404);
    const on = { ...env, AUDIENCE_AWARD_RESULTS: "public", AUDIENCE_AWARD_MIN_VOTES: "1" } as Env;
    const response = await worker.fetch(new Request(`${ORIGIN}/english-audience-award`), on, createExecutionContext());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Isen som forsvant");
    expect(html).toContain("Average 4.0 from 1 votes");
  });
});
