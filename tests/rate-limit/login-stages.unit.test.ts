import { describe, expect, it } from "vitest";
import { loginStages } from "../../src/rate-limit/login-stages";
import { SITE_SHARD_KEYS, SITE_SHARD_RULE, randomSiteShard, siteShardKey } from "../../src/rate-limit/site-logins";
import { spentChallengesKey } from "../../src/rate-limit/spent-challenges";

const TEN_MINUTES = 600;

describe("the counts a login attempt goes into (docs/decisions/018, 041)", () => {
  it("without a device cookie: the address and the e-mail, then the network, then one shard of the site", () => {
    expect(loginStages("203.0.113.7", "  Ragna@Nordkystfilm.NO ", undefined, "login:site:3")).toEqual([
      {
        stage: "narrow",
        counters: [
          { key: "login:ip:203.0.113.7", rule: { limit: 20, windowSeconds: TEN_MINUTES } },
          { key: "login:email:ragna@nordkystfilm.no", rule: { limit: 8, windowSeconds: TEN_MINUTES } },
        ],
      },
      { stage: "narrow", counters: [{ key: "login:network:203.0.113.0/24", rule: { limit: 60, windowSeconds: TEN_MINUTES } }] },
      { stage: "site", counters: [{ key: "login:site:3", rule: { limit: 38, windowSeconds: TEN_MINUTES } }] },
    ]);
  });

  it("with a device cookie: the address and the cookie's own budget, never the e-mail's, the network's or the site's", () => {
    expect(loginStages("203.0.113.7", "ragna@nordkystfilm.no", "d1", "login:site:3")).toEqual([
      {
        stage: "narrow",
        counters: [
          { key: "login:ip:203.0.113.7", rule: { limit: 20, windowSeconds: TEN_MINUTES } },
          { key: "login:device:d1", rule: { limit: 8, windowSeconds: TEN_MINUTES } },
        ],
      },
    ]);
  });
});

describe("the site's count of failed logins, in shards", () => {
  it("is eight counters, each full at its share of 300 rounded up, so the ceiling is never lower", () => {
    expect(SITE_SHARD_KEYS).toEqual([
      "login:site:0",
      "login:site:1",
      "login:site:2",
      "login:site:3",
      "login:site:4",
      "login:site:5",
      "login:site:6",
      "login:site:7",
    ]);
    expect(SITE_SHARD_RULE).toEqual({ limit: 38, windowSeconds: TEN_MINUTES });
    expect(siteShardKey(5)).toBe("login:site:5");
  });

  it("draws every shard, and no other", () => {
    const drawn = new Set(Array.from({ length: 400 }, randomSiteShard));
    expect([...drawn].sort()).toEqual(SITE_SHARD_KEYS);
  });

  it("keeps a solved challenge's use in one of sixteen objects, by its signature's first hex digit", () => {
    expect(spentChallengesKey("a1b2c3")).toBe("login:challenge:a");
    expect(spentChallengesKey("0fff")).toBe("login:challenge:0");
  });
});
