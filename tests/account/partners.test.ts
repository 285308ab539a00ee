import { afterEach, describe, expect, it } from "vitest";
import { account, sandbox } from "../support/account";
import { withPartners } from "../support/site-partners";

describe("the venue is chosen by the site's first partner number", () => {
  afterEach(async () => {
    await withPartners([118]);
  });

  it("reaches the venue for partner 178 too", async () => {
    await sandbox("reset");
    await withPartners([178]);
    const response = await account("/movies/10234");
    expect(response.status).toBe(200);
  });

  it("turns account routes off with 503 and a clear message for any other partner", async () => {
    await withPartners([999, 118]);
    const response = await account("/login", { method: "POST", json: { email: "demo@nordkystfilm.no", password: "kinokveld" } });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: "no_venue", message: "Innlogging er ikke tilgjengelig for dette nettstedet." } });
  });
});
