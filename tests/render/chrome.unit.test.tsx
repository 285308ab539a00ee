import { renderToString } from "react-dom/server";
import { MODULES_AFTER_PAINT } from "../../src/security/modules-after-paint";
import { describe, expect, test } from "vitest";
import { Document, inlineStyle } from "../../src/render/Document";
import { Footer } from "../../src/render/Footer";
import { Header } from "../../src/render/Header";
import { Layout } from "../../src/render/Layout";
import type { HeadMeta } from "../../src/render/head-meta";
import type { SiteStyles } from "../../src/http/client-assets";
import { chrome } from "./fixtures";
import { dictionary } from "../../src/i18n/dictionary";

const t = dictionary("nb");
const html = (node: React.ReactElement) => renderToString(node);
/** The `content` of the first meta tag matching `attr` (workerd has no DOMParser). */
const metaContent = (page: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(page)?.[1];

describe("header menu", () => {
  const header = html(<Header chrome={chrome} locale="nb" currentPath="/kinoprogram" t={t} />);

  test("has every entry of the spec's header menu, groups as collapsed disclosure buttons", () => {
    const nav = /<nav[^>]*aria-label="Hovedmeny"[\s\S]*<\/nav>/.exec(header)?.[0] ?? "";
    for (const label of [
      "Forside",
      "Tidligere program NFF",
      "Samarbeidspartnere",
      "Bli frivillig",
      "Kontakt oss",
      "Smittevern",
      "Informasjon",
      "Filmer",
      "Billettinfo",
      "Program",
      "Se alle arrangementer",
      "Åpningsfest",
      "Information",
      "News",
      "Facebook",
    ]) {
      expect(nav, label).toContain(`>${label}<`);
    }
    const buttons = [...nav.matchAll(/<button type="button" class="menu-button" aria-expanded="false" aria-controls="([^"]+)">([^<]+)</g)];
    expect(buttons.map((b) => b[2])).toEqual(["Festivalen", "Festivalen", "BUFF", "Arrangementer", "English"]);
    for (const [, id] of buttons) expect(nav).toContain(`<ul id="${id}"`);
    expect(new Set(buttons.map((b) => b[1])).size).toBe(5);
  });

  test("entries come in the configured order", () => {
    const order = ["Forside", "Festivalen", "BUFF", ">Program<", "Arrangementer", "English", "Facebook"].map((s) => header.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  test("the Facebook link opens in a new window and says so", () => {
    const facebook = /<a href="https:\/\/www\.facebook\.com\/nordkystfilmfestival"[^>]*>[\s\S]*?<\/a>/.exec(header)?.[0] ?? "";
    expect(facebook).toContain('target="_blank"');
    expect(facebook).toContain('rel="noopener noreferrer"');
    expect(facebook).toContain("(åpnes i nytt vindu)");
    // Drawn in the page: the menu is in the first screen (docs/decisions/054).
    expect(facebook).toMatch(/<svg [^>]*class="icon icon-external"[^>]*><path d=/);
  });

  test("the link to the current page is marked aria-current", () => {
    expect(header).toMatch(/<a href="\/kinoprogram" class="menu-link" aria-current="page">/);
    expect(header.match(/aria-current="page"/g)).toHaveLength(1);
  });

  test("has a labelled hamburger, a labelled search field and the profile island with its props", () => {
    expect(header).toMatch(/<button type="button" class="menu-toggle" aria-label="Meny" aria-expanded="false" aria-controls="menypanel"/);
    expect(header).toContain('<div id="menypanel"');
    expect(header).toMatch(/<form role="search"[^>]* action="\/search" method="get"/);
    // A text field with the search keyboard: the suggestions' combobox role is not allowed on type=search.
    expect(header).toMatch(
      /<label for="topp-sok-q" class="sr-only">Søk på nettstedet<\/label><input id="topp-sok-q" type="text" inputmode="search"[^>]* name="q"/i,
    );
    expect(header).toMatch(/<input id="topp-sok-q"[^>]* enterkeyhint="search"/i);
    expect(header).toMatch(/<div class="profile" data-island="profile"><a href="\/min-side" class="profile-link">[\s\S]*Logg inn/);
    expect(header).toContain('<script type="application/json" data-island-props="profile">{"href":"/min-side","locale":"nb"}</script>');
  });

  test("the English group on a Norwegian page is marked lang=en", () => {
    expect(header).toMatch(/<li class="menu-group" lang="en"><button[^>]*>English</);
    expect(header.match(/lang="en"/g)).toHaveLength(1);
  });

  test("an entry without a path shows as text, and one whose parent is missing is still listed", () => {
    const menu = [
      ...chrome.theme.menu,
      {
        id: "uten-lenke",
        parent: "buff",
        path: null,
        label: "Kommer snart",
        place: "header" as const,
        locale: "nb" as const,
        order: 9,
        openInNewWindow: false,
      },
      {
        id: "foreldreløs",
        parent: "finnes-ikke",
        path: "/kommende",
        label: "Kommende",
        place: "header" as const,
        locale: "nb" as const,
        order: 99,
        openInNewWindow: false,
      },
    ];
    const out = html(<Header chrome={{ ...chrome, theme: { ...chrome.theme, menu } }} locale="nb" currentPath="/" t={t} />);
    expect(out).toContain('<span class="menu-text">Kommer snart</span>');
    expect(out).toContain('<a href="/kommende" class="menu-link">Kommende</a>');
  });

  test("without search enabled there is no search form", () => {
    const off = { ...chrome, theme: { ...chrome.theme, search: { enabled: false, submitPath: "/search" } } };
    expect(html(<Header chrome={off} locale="nb" currentPath="/" t={t} />)).not.toContain('role="search"');
  });
});

describe("footer", () => {
  const footer = html(<Footer chrome={chrome} locale="nb" currentPath="/personvern" t={t} />);

  test("has the three columns in order, the empty one included", () => {
    const columns = [...footer.matchAll(/<div class="footer-column">([\s\S]*?)<\/div>(?=<div class="footer-column">|<\/div>)/g)].map((m) => m[1]);
    expect(columns).toHaveLength(3);
    expect(columns[0]).toContain("Følg oss");
    expect(columns[1]).toBe("");
    expect(columns[2]).toContain("Havnegata 1");
  });

  test("has social links with icons, the mailto link and the footer menu", () => {
    expect(footer).toMatch(
      /href="https:\/\/www\.facebook\.com\/nordkystfilmfestival" class="footer-link"><svg aria-hidden="true" class="icon footer-icon"[^>]*><path d=/,
    );
    expect(footer).not.toMatch(/ic-(facebook|instagram)/);
    expect(footer).toContain('href="mailto:post@nordkystfilm.no"');
    for (const [label, path] of [
      ["Personvernerklæring", "/personvern"],
      ["Info om cookies", "/cookies-info"],
      ["Tilgjengelighet", "/tilgjengelighet"],
      ["Min side", "/min-side"],
    ]) {
      expect(footer).toContain(`href="${path}"`);
      expect(footer).toContain(label);
    }
    expect(footer).toContain('aria-label="Bunnmeny"');
  });
});

describe("layout and document", () => {
  const head: HeadMeta = {
    title: "Festivalen – Nordkyst filmfestival",
    description: "Om festivalen",
    keywords: "film, Havvik",
    image: "https://img.example.no/og.jpg",
    canonical: "https://nordkystfilm.no/festivalen",
    locale: "nb",
    alternates: [{ locale: "en", href: "https://nordkystfilm.no/english-information" }],
    facebookVerificationCode: "abc123",
    ogType: "website",
    noindex: true,
    firstScreen: ["title", "content"],
  };
  const css: SiteStyles = {
    font: "@font-face{font-family:F}",
    layer: "site",
    parts: [
      { for: "always", css: "body{margin:0}" },
      { for: ["programme", "events"], css: ".programme{color:red}" },
      { for: ["content"], css: "a>b{color:red}" },
    ],
    file: "/build/site-ABC.css",
  };
  const assets = { css, scripts: { menu: "/build/menu-ABC.js", islands: "/build/islands-DEF.js" } };
  const page = html(
    <Document head={head} chrome={chrome} assets={assets}>
      <Layout chrome={chrome} locale="nb" currentPath="/festivalen">
        <p>innhold</p>
      </Layout>
    </Document>,
  );

  test("writes lang, meta, Open Graph, hreflang, robots and the verification code in <head>", () => {
    expect(page).toMatch(/^<html lang="nb"><head><meta charSet="utf-8"\/>/);
    expect(page).toContain(`<title>${head.title}</title>`);
    expect(metaContent(page, 'name="description"')).toBe("Om festivalen");
    expect(metaContent(page, 'name="keywords"')).toBe("film, Havvik");
    expect(metaContent(page, 'property="og:title"')).toBe(head.title);
    expect(metaContent(page, 'property="og:image"')).toBe(head.image);
    expect(metaContent(page, 'property="og:url"')).toBe(head.canonical);
    expect(metaContent(page, 'property="og:type"')).toBe("website");
    expect(metaContent(page, 'property="og:site_name"')).toBe("Nordkyst filmfestival");
    expect(metaContent(page, 'property="og:locale"')).toBe("nb_NO");
    expect(metaContent(page, 'name="twitter:card"')).toBe("summary_large_image");
    expect(metaContent(page, 'name="facebook-domain-verification"')).toBe("abc123");
    expect(metaContent(page, 'name="robots"')).toContain("noindex");
    expect(page).toContain(`<link rel="canonical" href="${head.canonical}"/>`);
    const hreflang = [...page.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(hreflang).toEqual([`nb ${head.canonical}`, "en https://nordkystfilm.no/english-information"]);
    expect(page.indexOf("</head>")).toBeLessThan(page.indexOf("<body>"));
  });

  test("an indexable page without image has no robots or og:image tag", () => {
    const plain = html(
      <Document head={{ ...head, image: "", noindex: false, alternates: [] }} chrome={chrome} assets={assets}>
        <p />
      </Document>,
    );
    expect(plain).not.toContain('name="robots"');
    expect(plain).not.toContain("og:image");
    expect(plain).not.toContain("hrefLang");
    expect(metaContent(plain, 'name="twitter:card"')).toBe("summary");
  });

  test("has exactly one inline style, byte for byte the first screen's rules followed by the snippet, and one inline script: the one that adds the modules after the paint", () => {
    const styles = [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toEqual([inlineStyle("@font-face{font-family:F}@layer site{body{margin:0}a>b{color:red}}", chrome.theme.styleSnippet)]);
    // The snippet last and outside the site's layer: it wins over the linked stylesheet too.
    expect(styles[0]).toBe("@font-face{font-family:F}@layer site{body{margin:0}a>b{color:red}}" + chrome.theme.styleSnippet);
    expect(styles[0]).not.toContain(".programme");
    const inline = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/type="application\/(ld\+)?json"/.test(m[1] ?? ""));
    // The modules are named, not linked: the preload scanner would ask for a src with the document.
    expect(inline.map((m) => [m[1], m[2]])).toEqual([[' data-modules="/build/islands-DEF.js /build/menu-ABC.js"', MODULES_AFTER_PAINT]]);
    expect(page).not.toMatch(/<script[^>]+src=/);
  });

  test("names the whole stylesheet last in the body, for the page script to ask for and linked for a browser without JavaScript", () => {
    expect(page).toMatch(
      /<noscript data-stylesheet="\/build\/site-ABC.css"><link rel="stylesheet" href="\/build\/site-ABC.css"\/><\/noscript><\/body><\/html>$/,
    );
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  test("a snippet cannot close the style element", () => {
    expect(inlineStyle("a{}", "</style><script>x</script>")).toBe("a{}<\\/style><script>x</script>");
  });

  test("the skip link opens the body and leads to the main region; no sprite in the page", () => {
    expect(page).toMatch(/<body><a href="#hovedinnhold" class="skip-link">Hopp til hovedinnhold<\/a>/);
    expect(page).toMatch(/<main id="hovedinnhold" tabindex="-1"><p>innhold<\/p><\/main>/);
    expect(page).not.toContain("<symbol");
  });
});
