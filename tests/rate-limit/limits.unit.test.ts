import { describe, expect, it } from "vitest";
import { LIMITS } from "../../src/rate-limit/limits";

const TEN_MINUTES = 600;
const HOUR = 3600;

/**
 * The numbers the decisions promise, written here as numbers: the in-runtime tests drive each
 * limit by reading LIMITS, so without this a changed value would pass them all. A change here is a
 * change of docs/decisions/018 and 041, made in the same commit.
 */
describe("the limits the decisions promise", () => {
  it("holds logins to 20 per address, 8 per e-mail and 8 per device cookie in ten minutes (decision 018)", () => {
    expect(LIMITS.login.ip).toEqual({ limit: 20, windowSeconds: TEN_MINUTES });
    expect(LIMITS.login.email).toEqual({ limit: 8, windowSeconds: TEN_MINUTES });
    expect(LIMITS.login.device).toEqual({ limit: 8, windowSeconds: TEN_MINUTES });
  });

  it("holds failed logins without a device cookie to 60 per network, and asks a challenge past 300 on the site, in eight shards (decisions 018, 041)", () => {
    expect(LIMITS.login.network).toEqual({ limit: 60, windowSeconds: TEN_MINUTES });
    expect(LIMITS.login.site).toEqual({ limit: 300, windowSeconds: TEN_MINUTES });
    expect(LIMITS.login.siteShards).toBe(8);
  });

  it("holds new users and reset mails to 5 per address and 3 per e-mail an hour", () => {
    for (const rule of [LIMITS.createUser, LIMITS.passwordReset]) {
      expect(rule.ip).toEqual({ limit: 5, windowSeconds: HOUR });
      expect(rule.email).toEqual({ limit: 3, windowSeconds: HOUR });
    }
  });

  it("holds shared links to 20 new ones an hour per visitor and joint plans to 30 per address in ten minutes", () => {
    expect(LIMITS.share.visitor).toEqual({ limit: 20, windowSeconds: HOUR });
    expect(LIMITS.jointPlan.ip).toEqual({ limit: 30, windowSeconds: TEN_MINUTES });
  });
});
