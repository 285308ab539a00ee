import { describe, expect, it } from "vitest";
import { mainOf } from "../support/fetch-page";
import { hitKinds, hitTitles, searchPage } from "./search-page";

describe("search", () => {
  it.each(["makeoya", "maakeoeya", "Makeøya", "Måkeøya", "MAAKEOYA"])("finds Måkeøya when searched as %s", async (q) => {
    const { response, html } = await searchPage(q);
    expect(response.status).toBe(200);
    expect(hitTitles(html).some((t) => t.includes("Måkeøya"))).toBe(true);
    expect(html).toMatch(/<mark>Måkeøya<\/mark>/);
  });

  it("finds festival articles by a stemmed form: festivalene", async () => {
    const titles = hitTitles((await searchPage("festivalene")).html);
    expect(titles.some((t) => /festival/i.test(t))).toBe(true);
  });

  it("finds ticket articles by a stemmed form: billettene", async () => {
    const { html } = await searchPage("billettene");
    expect(hitTitles(html).some((t) => /billett/i.test(t))).toBe(true);
    expect(html).toMatch(/<mark>[Bb]illett/);
  });

  it("tolerates a typo: kystlinjr finds Kystlinjer first", async () => {
    const titles = hitTitles((await searchPage("kystlinjr")).html);
    expect(titles[0]).toMatch(/Kystlinjer/);
  });

  it("ranks news with the word in the title above news with it only in the body", async () => {
    const { html } = await searchPage("festivalpass");
    const titles = hitTitles(html).filter((_, i) => hitKinds(html)[i] === "Nyhet");
    expect(titles.length).toBeGreaterThan(2);
    const firstBodyOnly = titles.findIndex((t) => !/festivalpass/i.test(t));
    const lastTitleHit = titles.map((t) => /festivalpass/i.test(t)).lastIndexOf(true);
    expect(firstBodyOnly === -1 || lastTitleHit < firstBodyOnly).toBe(true);
  });

  it("says how many hits there are, and links each to its page", async () => {
    const { html } = await searchPage("kino");
    expect(html).toMatch(/\d+ treff for «kino»/);
    expect(mainOf(html)).toMatch(/href="\/article\/[^"]+"/);
    expect(html).toContain('<span class="search-hit-kind">Nyhet</span>');
  });

  it("lists screenings, linked to their film page", async () => {
    const { html } = await searchPage("Kystlinjer");
    expect(html).toContain('<span class="search-hit-kind">Film</span>');
    expect(html).toContain('href="/kystlinjer-DXM10234"');
  });

  it("escapes <script> in the query", async () => {
    const { response, html } = await searchPage("<script>alert(1)</script>");
    expect(response.status).toBe(200);
    expect(mainOf(html)).not.toContain("<script>alert(1)");
    expect(mainOf(html)).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("shows the prompt for an empty or blank query", async () => {
    for (const q of [undefined, "", "   "]) {
      const { response, html } = await searchPage(q);
      expect(response.status).toBe(200);
      expect(html).toContain("Skriv et søkeord");
      expect(html).not.toContain("treff for");
    }
  });

  it("says there are no hits, with suggestions", async () => {
    const { html } = await searchPage("xqzvbnmwk");
    expect(html).toContain("Ingen treff for «xqzvbnmwk»");
    expect(html).toContain("Sjekk stavemåten");
  });

  it.each([
    ["5000 characters", "festival ".repeat(556)],
    ["%", "%"],
    ["emoji", "🎬🍿"],
    ["only punctuation", "«»!?.,;:"],
    ["lone surrogate", "\ud800kino"],
  ])("answers calmly for an odd query: %s", async (_name, q) => {
    const { response, html } = await searchPage(q);
    expect(response.status).toBe(200);
    expect(html).toContain("</html>");
  });

  it("cuts a very long query to 100 characters", async () => {
    const { html } = await searchPage("a".repeat(5000));
    expect(html).toContain(`value="${"a".repeat(100)}"`);
    expect(html).not.toContain("a".repeat(101));
  });
});
