import { beforeAll, describe, expect, it } from "vitest";
import { DEMO, account, sandbox } from "../support/account";
import { MAX_BODY_BYTES } from "../../src/routes/account/guards";

const code = async (r: Response) => ((await r.json()) as { error: { code: string; message: string } }).error;

describe("requests the proxy refuses", () => {
  beforeAll(async () => {
    await sandbox("reset");
  });

  it("refuses a POST from another site, and one without an Origin", async () => {
    const foreign = await account("/login", { method: "POST", json: DEMO, headers: { Origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect((await code(foreign)).code).toBe("cross_origin");
    const req = new Request("http://localhost/api/account/logout", { method: "POST" });
    const { exports } = await import("cloudflare:workers");
    expect((await exports.default.fetch(req)).status).toBe(403);
  });

  it("answers 400 for a body that is not JSON, and 415 for another content type", async () => {
    const bad = await account("/login", { method: "POST", body: "{email:", headers: { "Content-Type": "application/json" } });
    expect(bad.status).toBe(400);
    expect((await code(bad)).code).toBe("bad_json");
    const form = await account("/login", { method: "POST", body: "email=a", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(415);
  });

  it("answers 400 with the reason for bad fields", async () => {
    const email = await account("/login", { method: "POST", json: { email: "ikke-en-adresse", password: "kinokveld" } });
    expect(email.status).toBe(400);
    expect(await code(email)).toEqual({ code: "invalid_fields", message: "Skriv en gyldig e-postadresse." });
    const short = await account("/users", { method: "POST", json: { email: "ny@nordkystfilm.no", password: "123", userName: "Ny" } });
    expect((await code(short)).message).toBe("Passordet må ha minst 8 tegn.");
    const missing = await account("/password-reset", { method: "POST", json: {} });
    expect(missing.status).toBe(400);
  });

  it("answers 413 for a body over the limit", async () => {
    const huge = await account("/login", { method: "POST", json: { email: DEMO.email, password: "x".repeat(MAX_BODY_BYTES) } });
    expect(huge.status).toBe(413);
    expect((await code(huge)).code).toBe("too_large");
  });

  it("limits login attempts per e-mail with 429 and Retry-After", async () => {
    const email = `gjetter-${crypto.randomUUID()}@nordkystfilm.no`;
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push((await account("/login", { method: "POST", json: { email, password: "gjett-igjen" } })).status);
    }
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    const blocked = await account("/login", { method: "POST", json: { email, password: "gjett-igjen" } });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await code(blocked)).code).toBe("rate_limited");
  });

  it("limits attempts from one address across many e-mails", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `n${i}-${crypto.randomUUID().slice(0, 8)}@nordkystfilm.no`;
      const r = await account("/users", { method: "POST", json: { email, password: "nordlys2025", userName: `Ny ${i}` }, ip });
      statuses.push(r.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("answers unknown account paths with JSON 404", async () => {
    const response = await account("/finnes-ikke");
    expect(response.status).toBe(404);
    expect((await code(response)).code).toBe("not_found");
  });
});
