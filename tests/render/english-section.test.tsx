import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Layout } from "../../src/render/Layout";
import { headerMenu } from "../../src/render/menu-tree";
import { fetchPage, mainOf } from "../support/fetch-page";
import { chrome, theme } from "./fixtures";

const labels = (nodes: ReturnType<typeof headerMenu>) => nodes.map((n) => n.entry.label);

describe("the header menu per language", () => {
  // The fixtures' theme has the spec's shape: Norwegian entries and one "English" group.
  const entries = theme.menu;

  it("on a Norwegian page: the Norwegian entries and the English group as the English section's doorway", () => {
    const menu = labels(headerMenu(entries, "nb", "nb"));
    expect(menu).toContain("Program");
    expect(menu).toContain("English");
    expect(menu).not.toContain("Information");
  });

  it("on an English page: the English entries only, opened out of their group", () => {
    expect(labels(headerMenu(entries, "en", "nb"))).toEqual(["Information", "Program", "News"]);
  });

  it("in a language without a menu of its own: the default one", () => {
    const norwegianOnly = theme.menu.filter((e) => e.locale === "nb");
    expect(labels(headerMenu(norwegianOnly, "en", "nb"))).toEqual(labels(headerMenu(norwegianOnly, "nb", "nb")));
  });
});

describe("twin pages and the language switcher", () => {
  const page = (switcherEnabled: boolean, translations: Record<string, string>) =>
    renderToString(
      <Layout
        chrome={{ ...chrome, theme: { ...theme, language: { switcherEnabled, homes: { nb: "/", en: "/english" } } } }}
        locale="nb"
        currentPath="/festivalen"
        translations={translations}
      >
        <p>Innhold</p>
      </Layout>,
    );

  it("a page with an English twin links it first thing in main, in English", () => {
    expect(page(false, { en: "/english-information" })).toMatch(
      /<main[^>]*><p class="twin-links"><a href="\/english-information" hrefLang="en" lang="en" class="twin-link"><span class="twin-full">This page in English<\/span><span class="twin-short">English<\/span><\/a>/,
    );
  });

  it("a page without a twin has no such link, and no switcher while the theme has it off", () => {
    const html = page(false, {});
    expect(html).not.toContain("twin-link");
    expect(html).not.toContain("language-switcher");
  });

  it("the switcher, when the theme turns it on, names each language in itself and leads to the twin or that language's home", () => {
    const withTwin = page(true, { en: "/english-information" });
    expect(withTwin).toMatch(
      /<nav class="language-switcher" aria-label="Språk">.*href="\/festivalen"[^>]*aria-current="true"[^>]*>Norsk<.*href="\/english-information"[^>]*>English</s,
    );
    expect(withTwin).not.toContain("twin-links");
    expect(page(true, {})).toMatch(/href="\/english" hrefLang="en" lang="en"[^>]*>English</);
  });
});

describe("the English section of the demo", () => {
  it("/english-program lists the programme in English: weekdays, dates, ticket buttons, age limits, English titles with the original, synopses", async () => {
    // Saturday of the festival: Kystlinjer (Coastlines) and Nordlysets datter are both on it.
    const { response, html } = await fetchPage("/english-program?dag=2025-09-20");
    expect(response.status).toBe(200);
    const main = mainOf(html);
    expect(main).toMatch(/<h3 class="day-heading">(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d+ September<\/h3>/);
    expect(main).toContain("Buy ticket");
    expect(main).not.toContain("Kjøp billett");
    expect(main).toMatch(/Coastlines<\/a><span class="screening-original" lang="nb"> \(Kystlinjer\)<\/span>/);
    expect(main).toContain("Ragna comes home to Havvik");
    expect(main).toMatch(/\b(12|15|9|6) years\b|All ages/);
  });

  it("English pages get the English menu and footer, and the logo leads to the English home", async () => {
    const { html } = await fetchPage("/english-information");
    expect(html).toContain('<a href="/english" class="logo"');
    const nav = /<nav id="hovedmeny"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(nav).toContain(">Program<");
    expect(nav).not.toContain("Arrangementer");
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
    expect(footer).toContain("Follow us");
    expect(footer).toContain("Privacy (in Norwegian)");
    expect(footer).not.toContain("Følg oss");
  });

  it("Norwegian pages with a twin link it, and the twin links back", async () => {
    expect(mainOf((await fetchPage("/kinoprogram")).html)).toMatch(
      /<a href="\/english-program" hrefLang="en" lang="en" class="twin-link"><span class="twin-full">This page in English</,
    );
    expect(mainOf((await fetchPage("/english-program")).html)).toMatch(
      /<a href="\/kinoprogram" hrefLang="nb" lang="nb" class="twin-link"><span class="twin-full">Denne siden på norsk</,
    );
  });
});
