import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../src/rate-limit/limits";
import { account, loginDemo, sandbox } from "../support/account";

/**
 * Every 429 says in Retry-After how long is left of the window that is full, and an attempt made
 * once that time has passed gets through. The clock is vitest's fake Date, which the rate limiter's
 * Durable Object reads too (it runs in the test's isolate): windows of ten minutes and an hour pass
 * without waiting for them. The sandbox venue, a worker of its own, keeps the real time.
 */

type Rule = { limit: number; windowSeconds: number };
type Case = {
  name: string;
  rule: Rule;
  /** Prepares what the attempts need (a visitor, a session); runs before the clock is frozen. */
  setup?: () => Promise<void>;
  /** Attempt `i` (0-based): a fresh address or e-mail per attempt where the rule counts only the other. */
  attempt: (i: number) => Promise<Response>;
};

const PASSWORD = "riktig-passord";
/** A run of addresses (RFC 2544 benchmarking range) of its own for each case. */
let block = 0;
const addresses = () => {
  const b = ++block;
  return (i: number) => `198.18.${b}.${i + 1}`;
};
const unique = (what: string) => `${what}-${crypto.randomUUID()}@nordkystfilm.no`;
const post = (path: string, json: unknown, ip: string, cookie?: string) => account(path, { method: "POST", json, ip, ...(cookie ? { cookie } : {}) });

function loginPerEmail(): Case {
  const email = unique("per-epost");
  const ip = addresses();
  return { name: "login, per e-mail from many addresses", rule: LIMITS.login.email, attempt: (i) => post("/login", { email, password: "gjett" }, ip(i)) };
}

function loginPerIp(): Case {
  const ip = addresses()(0);
  return {
    name: "login, per address over many e-mails",
    rule: LIMITS.login.ip,
    attempt: () => post("/login", { email: unique("per-ip"), password: "gjett" }, ip),
  };
}

function loginPerDeviceCookie(): Case {
  const email = unique("med-enhet");
  const ip = addresses();
  let device = "";
  return {
    name: "login, per device cookie from many addresses",
    rule: LIMITS.login.device,
    setup: async () => {
      expect((await post("/users", { email, password: PASSWORD, userName: "Enhet" }, addresses()(0))).status).toBe(201);
      const login = await post("/login", { email, password: PASSWORD }, ip(0));
      device =
        login.headers
          .getAll("Set-Cookie")
          .find((h) => h.startsWith("__Host-kinoweb-device="))
          ?.split(";")[0] ?? "";
      expect(device).not.toBe("");
    },
    attempt: (i) => post("/login", { email, password: "gjett" }, ip(i + 1), device),
  };
}

function loginPerNetwork(): Case {
  const ip = addresses();
  const rule = LIMITS.login.network;
  // Ten e-mails and four addresses of one /24 in turn: none of them meets its own limit, only the network does.
  const emails = Array.from({ length: 10 }, () => unique("nett"));
  return {
    name: "login, per network (/24) over many e-mails and addresses",
    rule,
    // The venue answers "wrong password" at once to every attempt that reaches it (the limit's and the last one), without hashing each.
    setup: async () => void (await sandbox("faults", { path: "api/LoginDx", status: 401, times: rule.limit + 1 })),
    attempt: (i) => post("/login", { email: emails[i % emails.length], password: "gjett" }, ip(i % 4)),
  };
}

function createUserPerEmail(): Case {
  const email = unique("samme");
  const ip = addresses();
  return {
    name: "new user, per e-mail",
    rule: LIMITS.createUser.email,
    attempt: (i) => post("/users", { email, password: PASSWORD, userName: "Samme" }, ip(i)),
  };
}

function createUserPerIp(): Case {
  const ip = addresses()(0);
  return {
    name: "new user, per address",
    rule: LIMITS.createUser.ip,
    attempt: () => post("/users", { email: unique("ny"), password: PASSWORD, userName: "Ny" }, ip),
  };
}

function calendarLinks(): Case {
  let cookie = "";
  return {
    name: "calendar links, per visitor",
    rule: LIMITS.calendarLink.visitor,
    setup: async () => {
      cookie = await loginDemo();
    },
    // Each link is deleted again, so the ceiling met is the rate, not the five live links.
    attempt: async () => {
      const created = await account("/calendar", { method: "POST", cookie });
      if (created.status !== 201) return created;
      const { id } = (await created.clone().json()) as { id: string };
      expect((await account(`/calendar/${id}`, { method: "DELETE", cookie })).status).toBe(204);
      return created;
    },
  };
}

describe("Retry-After on 429", () => {
  beforeAll(async () => {
    await sandbox("reset");
  });
  afterEach(async () => {
    vi.useRealTimers();
    // A case that stopped half-way must not leave the venue answering the next one's logins with faults.
    await sandbox("faults", undefined, "DELETE");
  });

  it.each([loginPerEmail(), loginPerIp(), loginPerDeviceCookie(), loginPerNetwork(), createUserPerEmail(), createUserPerIp(), calendarLinks()])(
    "$name: the time left in the window, and the attempt after it gets through",
    async ({ rule, setup, attempt }) => {
      await setup?.();
      const start = Date.now();
      const at = (seconds: number) => vi.setSystemTime(start + seconds * 1000);
      vi.useFakeTimers({ toFake: ["Date"], now: start });

      let i = 0;
      for (; i < rule.limit; i++) expect((await attempt(i)).status, `attempt ${i + 1} is within the limit`).not.toBe(429);

      // 100 s into the window: the ceiling holds, and says how much of the window is left.
      const elapsed = 100;
      at(elapsed);
      const refused = await attempt(i++);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(Math.abs(retryAfter - (rule.windowSeconds - elapsed)), `Retry-After ${retryAfter}`).toBeLessThanOrEqual(1);

      // A second before Retry-After has passed: still refused, with about a second to go.
      at(elapsed + retryAfter - 1);
      const early = await attempt(i++);
      expect(early.status).toBe(429);
      expect(Number(early.headers.get("Retry-After"))).toBeLessThanOrEqual(2);

      // Once Retry-After has passed, the next attempt is let through.
      at(elapsed + retryAfter);
      expect((await attempt(i++)).status, "the attempt after Retry-After").not.toBe(429);
    },
    60_000,
  );
});
