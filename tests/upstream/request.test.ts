import { describe, expect, it } from "vitest";
import { type Auth, type Transport, fillPath, request } from "../../src/upstream/request";
import { UpstreamError } from "../../src/upstream/upstream-error";

/** A small upstream that records what it was asked and answers by a rule of the test. */
function upstream(answer: (req: Request, calls: number) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const transport: Transport = {
    fetch: async (req) => {
      seen.push(req.clone());
      return answer(req, seen.length);
    },
  };
  return { seen, config: { transport, baseUrl: "https://api.example/v1/", timeoutMs: 200 } };
}

describe("the upstream request helper", () => {
  it("fills :param placeholders, percent-encoded, and adds the query", async () => {
    expect(fillPath("sites/:siteId/events/:id", { siteId: "nff 2025", id: 7 })).toBe("sites/nff%202025/events/7");
    expect(() => fillPath("sites/:siteId", {})).toThrow(/siteId/);
    const { seen, config } = upstream(() => Response.json([]));
    await request(config, { method: "GET", path: "sites/:siteId/events", params: { siteId: "118" }, query: { keys: "a,b" } });
    expect(seen[0]?.url).toBe("https://api.example/v1/sites/118/events?keys=a%2Cb");
  });

  it.each(["GET", "POST", "PUT", "DELETE"] as const)("sends %s with a JSON body when given one", async (method) => {
    const { seen, config } = upstream(() => new Response(null, { status: 204 }));
    await request(config, { method, path: "thing", json: method === "GET" ? undefined : { a: 1 } });
    expect(seen[0]?.method).toBe(method);
    if (method !== "GET") {
      expect(seen[0]?.headers.get("content-type")).toBe("application/json");
      expect(await seen[0]?.json()).toEqual({ a: 1 });
    }
  });

  it("sends a form body, as token endpoints take it", async () => {
    const { seen, config } = upstream(() => Response.json({}));
    await request(config, { method: "POST", path: "", form: { grant_type: "client_credentials", client_id: "kino web" } });
    expect(seen[0]?.url).toBe("https://api.example/v1/");
    expect(seen[0]?.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    const form = await seen[0]?.formData();
    expect([...(form?.entries() ?? [])]).toEqual([
      ["grant_type", "client_credentials"],
      ["client_id", "kino web"],
    ]);
  });

  it("sends basic auth", async () => {
    const { seen, config } = upstream(() => Response.json({}));
    await request(config, { method: "GET", path: "sites", auth: { kind: "basic", user: "nff", password: "hemmelig" } });
    expect(seen[0]?.headers.get("authorization")).toBe(`Basic ${btoa("nff:hemmelig")}`);
  });

  it("treats any status outside 200–299 as a failure, with the status and body", async () => {
    const { config } = upstream(() => Response.json({ Message: "nei" }, { status: 302 }));
    const error = await request(config, { method: "GET", path: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(302);
    expect((error as UpstreamError).body).toEqual({ Message: "nei" });
  });

  it("under token auth refreshes once and retries once on 401", async () => {
    let token = "old";
    let refreshes = 0;
    const auth: Auth = { kind: "token", apply: (h) => h.set("Authorization", `Bearer ${token}`), refresh: async () => ((token = "new"), refreshes++, true) };
    const { seen, config } = upstream((req) =>
      req.headers.get("authorization") === "Bearer new" ? Response.json({ ok: true }) : new Response(null, { status: 401 }),
    );
    const response = await request(config, { method: "GET", path: "me", auth });
    expect(await response.json()).toEqual({ ok: true });
    expect(refreshes).toBe(1);
    expect(seen.map((r) => r.headers.get("authorization"))).toEqual(["Bearer old", "Bearer new"]);
  });

  it("rethrows the second 401 after the one retry", async () => {
    let refreshes = 0;
    const auth: Auth = { kind: "token", apply: () => {}, refresh: async () => (refreshes++, true) };
    const { seen, config } = upstream(() => new Response(null, { status: 401 }));
    const error = await request(config, { method: "GET", path: "me", auth }).catch((e: unknown) => e);
    expect((error as UpstreamError).status).toBe(401);
    expect(refreshes).toBe(1);
    expect(seen).toHaveLength(2);
  });

  it("does not retry when the auth will not switch again (its one switch per request is spent)", async () => {
    const auth: Auth = { kind: "token", apply: () => {}, refresh: async () => false };
    const { seen, config } = upstream(() => new Response(null, { status: 401 }));
    const error = await request(config, { method: "GET", path: "me", auth }).catch((e: unknown) => e);
    expect((error as UpstreamError).status).toBe(401);
    expect(seen).toHaveLength(1);
  });

  it("does not refresh on 401 under basic auth", async () => {
    const { seen, config } = upstream(() => new Response(null, { status: 401 }));
    await expect(request(config, { method: "GET", path: "x", auth: { kind: "basic", user: "a", password: "b" } })).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });

  it("gives up with a timeout instead of hanging", async () => {
    const { config } = upstream((req) => new Promise((_resolve, reject) => req.signal.addEventListener("abort", () => reject(req.signal.reason))));
    const started = Date.now();
    const error = await request(config, { method: "GET", path: "slow" }).catch((e: unknown) => e);
    expect((error as UpstreamError).status).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe("the size cap on upstream answers", () => {
  it("stops reading a 10 MB answer at the cap, cancels it and throws too-large", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const transport = {
      fetch: async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              if (pulled >= 10 * 1024 * 1024) return controller.close();
              pulled += chunk.byteLength;
              controller.enqueue(chunk);
            },
          }),
        ),
    };
    const config = { transport, baseUrl: "https://venue.test/", timeoutMs: 5000, maxBodyBytes: 1024 * 1024 };
    const error = await request(config, { method: "GET", path: "api/GetTicketsDx" }).catch((e: unknown) => e);
    expect((error as UpstreamError).status).toBe("too-large");
    expect(pulled).toBeLessThan(2 * 1024 * 1024);
  });

  it("refuses at once an answer whose Content-Length is over the cap", async () => {
    const transport = { fetch: async () => new Response("x".repeat(2000), { headers: { "Content-Length": "2000" } }) };
    const error = await request({ transport, baseUrl: "https://venue.test/", timeoutMs: 5000, maxBodyBytes: 1000 }, { method: "GET", path: "p" }).catch(
      (e: unknown) => e,
    );
    expect((error as UpstreamError).status).toBe("too-large");
  });
});
