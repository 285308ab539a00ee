import { describe, expect, test } from "vitest";
import { fetchPage } from "../support/fetch-page";

/** The login form as a browser without JavaScript sends it. */
const formPost = (body: BodyInit, type = "application/x-www-form-urlencoded") =>
  fetchPage("/min-side", { method: "POST", headers: { "content-type": type }, body });

describe("Min side's login form sent without JavaScript", () => {
  test("sends the visitor back to Min side with a GET (303), and is never cached", async () => {
    const { response, html } = await formPost("email=demo%40nordkystfilm.no&password=kinokveld");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/min-side");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(html).not.toContain("kinokveld");
  });

  test("does the same whatever the body is: it is never read", async () => {
    for (const [body, type] of [
      ["{not json", "application/json"],
      ["x".repeat(100_000), "text/plain"],
      ["", "multipart/form-data"],
    ] as const) {
      const { response } = await formPost(body, type);
      expect(response.status, type).toBe(303);
      expect(response.headers.get("location")).toBe("/min-side");
    }
  });

  test("the page it goes back to shows the login form, posting to itself", async () => {
    const { response, html } = await fetchPage("/min-side");
    expect(response.status).toBe(200);
    const form = /<form class="auth-form"[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/min-side"');
  });
});
