import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageDataKey } from "../../src/kv/keys";
import worker from "../../src/worker";
import { fetchPage, fetchPageSettled, h1Of } from "../support/fetch-page";

const TOKEN = "purge-token-for-tests-0123456789abcdef";
const withToken = { ...env, ADMIN_TOKEN: TOKEN } as Env;

/** POST /api/admin/purge with the given Authorization header and body, background work awaited. */
async function purge(
  authorization: string | undefined,
  body?: string,
  bindings: Env = withToken,
): Promise<{ status: number; json: Record<string, unknown>; response: Response }> {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (authorization !== undefined) headers.set("Authorization", authorization);
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request("http://localhost/api/admin/purge", { method: "POST", headers, body }), bindings, ctx);
  const json = (await response.json()) as Record<string, unknown>;
  await waitOnExecutionContext(ctx);
  return { status: response.status, json, response };
}

const SLUG = "datoene-for-nff-2025-er-klare";

/** Edits the article's KV entry in place, as if it had been built from other content. */
async function tamperWithArticle(title: string): Promise<void> {
  const key = pageDataKey({ kind: "article", slug: SLUG });
  await fetchPageSettled(`/article/${SLUG}`);
  const stored = await env.PAGES.getWithMetadata<{ document: { article: { title: string } } }>(key, "json");
  if (!stored.value) throw new Error("the article was not cached");
  stored.value.document.article.title = title;
  await env.PAGES.put(key, JSON.stringify(stored.value), { metadata: stored.metadata });
}

describe("POST /api/admin/purge", () => {
  it("refuses without a token, with a wrong one, and with a prefix of the right one", async () => {
    for (const header of [undefined, "Bearer wrong-token", `Bearer ${TOKEN.slice(0, -1)}`, `Basic ${TOKEN}`]) {
      const { status, json, response } = await purge(header, "{}");
      expect(status).toBe(401);
      expect(response.headers.get("WWW-Authenticate")).toMatch(/^Bearer/);
      expect(json).toEqual({ error: { code: "unauthorized", message: expect.any(String) } });
    }
  });

  it("is off, with 503, where no ADMIN_TOKEN secret is set", async () => {
    const { status, json } = await purge(`Bearer ${TOKEN}`, "{}", env);
    expect(status).toBe(503);
    expect(json).toMatchObject({ error: { code: "not_configured" } });
  });

  it("answers 400 with a clear message for a body that is not the expected JSON", async () => {
    for (const body of ["not json", '{"path": "no-leading-slash"}', '{"path": 7}']) {
      const { status, json } = await purge(`Bearer ${TOKEN}`, body);
      expect(status).toBe(400);
      expect(json).toMatchObject({ error: { code: "bad_request" } });
    }
  });

  it("rebuilds one page from the current content", async () => {
    await tamperWithArticle("Feil tittel i KV");
    expect(h1Of((await fetchPage(`/article/${SLUG}`)).html)).toBe("Feil tittel i KV");
    const { status, json } = await purge(`Bearer ${TOKEN}`, JSON.stringify({ path: `/article/${SLUG}` }));
    expect(status).toBe(200);
    expect(json).toMatchObject({ purged: `/article/${SLUG}`, status: "rebuilt" });
    expect(h1Of((await fetchPage(`/article/${SLUG}`)).html)).toBe("Datoene for NFF 2025 er klare");
  });

  it("answers 404 for a path that neither the content nor KV knows", async () => {
    const { status, json } = await purge(`Bearer ${TOKEN}`, JSON.stringify({ path: "/finnes-ikke" }));
    expect(status).toBe(404);
    expect(json).toMatchObject({ error: { code: "not_found" } });
  });

  it("rebuilds everything without a path", async () => {
    await tamperWithArticle("Feil tittel igjen");
    const { status, json } = await purge(`Bearer ${TOKEN}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ purged: "everything", status: "stored" });
    expect(h1Of((await fetchPage(`/article/${SLUG}`)).html)).toBe("Datoene for NFF 2025 er klare");
  });

  it("answers 503 store_failed, not a source failure, when KV does not take the writes, and visitors keep the version they had", async () => {
    await fetchPageSettled(`/article/${SLUG}`);
    const before = h1Of((await fetchPage(`/article/${SLUG}`)).html);
    // The real namespace, refusing writes as KV does past its write limits.
    const refusing = new Proxy(env.PAGES, {
      get(target, name) {
        if (name === "put" || name === "delete") return () => Promise.reject(new Error("KV PUT failed: 429 Too Many Requests"));
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const bindings = { ...withToken, PAGES: refusing } as Env;
    for (const body of ["{}", JSON.stringify({ path: `/article/${SLUG}` })]) {
      const { status, json, response } = await purge(`Bearer ${TOKEN}`, body, bindings);
      expect(status, body).toBe(503);
      expect(response.headers.get("Retry-After"), body).toBe("60");
      expect(json, body).toEqual({ error: { code: "store_failed", message: expect.stringContaining("visitors keep the version they have") } });
    }
    expect(h1Of((await fetchPage(`/article/${SLUG}`)).html)).toBe(before);
  });
});
