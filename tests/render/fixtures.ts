import type { FestivalEvent } from "../../src/content/event";
import type { Block, Page } from "../../src/content/page";
import type { ArticleSummary, PageData } from "../../src/content/page-data";
import type { Production } from "../../src/content/production";
import type { SiteConfig } from "../../src/content/site";
import type { MenuEntry, Theme } from "../../src/content/theme";
import type { Chrome } from "../../src/render/Document";
import { renderContext, type RenderContext } from "../../src/render/render-context";

/** Small inline fixtures shaped like the demo content: the demo's menu and footer. */

const entry = (id: string, label: string, path: string | null, order: number, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  label,
  path,
  order,
  parent: null,
  place: "header",
  locale: "nb",
  openInNewWindow: false,
  ...extra,
});
const child = (parent: string, id: string, label: string, path: string | null, order: number, extra: Partial<MenuEntry> = {}) =>
  entry(id, label, path, order, { parent, ...extra });

export const headerMenu: MenuEntry[] = [
  entry("forside", "Forside", "/", 1),
  entry("festivalen", "Festivalen", null, 2),
  child("festivalen", "festivalen-side", "Festivalen", "/festivalen", 1),
  child("festivalen", "tidligere", "Tidligere program NFF", "/article/tidligere-program-nff", 2),
  child("festivalen", "partnere", "Samarbeidspartnere", "/samarbeidspartnere", 3),
  child("festivalen", "frivillig", "Bli frivillig", "/bli-frivillig", 4),
  child("festivalen", "kontakt", "Kontakt oss", "/kontakt-oss", 5),
  child("festivalen", "smittevern", "Smittevern", "/smittevern", 6),
  child("festivalen", "informasjon", "Informasjon", "/festivalen", 7),
  entry("festivalen-2", "Festivalen", null, 3),
  child("festivalen-2", "filmer", "Filmer", "/filmer", 1),
  child("festivalen-2", "billettinfo", "Billettinfo", "/billettinfo", 2),
  entry("buff", "BUFF", null, 4),
  child("buff", "buff-filmer", "Filmer", "/buff-filmer", 1),
  child("buff", "buff-program", "Program", "/buff-program", 2),
  child("buff", "buff-info", "Informasjon", "/buff", 3),
  entry("program", "Program", "/kinoprogram", 5),
  entry("arrangementer", "Arrangementer", null, 6),
  child("arrangementer", "alle", "Se alle arrangementer", "/arrangementer", 1),
  child("arrangementer", "apningsfest", "Åpningsfest", "https://billett.example.no/nff/apningsfest", 2),
  entry("english", "English", null, 7, { locale: "en" }),
  child("english", "en-info", "Information", "/english-information", 1, { locale: "en" }),
  child("english", "en-program", "Program", "/english-program", 2, { locale: "en" }),
  child("english", "en-news", "News", "/english-news", 3, { locale: "en" }),
  entry("facebook", "Facebook", "https://www.facebook.com/nordkystfilmfestival", 8, { openInNewWindow: true }),
];

export const footerMenu: MenuEntry[] = [
  entry("personvern", "Personvernerklæring", "/personvern", 1, { place: "footer" }),
  entry("cookies", "Info om cookies", "/cookies-info", 2, { place: "footer" }),
  entry("tilgjengelighet", "Tilgjengelighet", "/tilgjengelighet", 3, { place: "footer" }),
  entry("min-side", "Min side", "/min-side", 4, { place: "footer" }),
];

export const theme: Theme = {
  id: "nff",
  variant: "default",
  favicon: "/favicon.svg",
  logo: { src: "/logo.svg", alt: "Nordkyst filmfestival" },
  search: { enabled: true, submitPath: "/search" },
  language: { switcherEnabled: false, homes: { nb: "/", en: "/english" } },
  styleSnippet: "body{background:#fff;color:#000}",
  menu: [...headerMenu, ...footerMenu],
  footerColumns: [
    {
      locale: "nb",
      title: "Kontakt",
      order: 3,
      items: [
        { type: "text", value: "Havnegata 1, 9990 Havvik", icon: "place", order: 1 },
        { type: "text", value: "post@nordkystfilm.no", href: "mailto:post@nordkystfilm.no", icon: "mail", order: 2 },
      ],
    },
    { locale: "nb", title: "", order: 2, items: [] },
    {
      locale: "nb",
      title: "Følg oss",
      order: 1,
      items: [
        { type: "text", value: "Nordkyst filmfestival", href: "https://www.facebook.com/nordkystfilmfestival", icon: "facebook", order: 1 },
        { type: "text", value: "BUFF", href: "https://www.instagram.com/buffhavvik", icon: "instagram", order: 2 },
      ],
    },
  ],
  sponsors: { inFooter: "none" },
};

export const site: SiteConfig = {
  id: "nff",
  title: "Nordkyst filmfestival",
  festivalName: "Nordkyst filmfestival",
  host: "nordkystfilm.no",
  aliases: [],
  partners: [118],
  published: false,
  stage: "production",
  skeletonVersion: "v12.0.1",
  theme: { id: "nff", train: "v1" },
  locale: { available: ["nb", "en"], enabled: ["nb", "en"], default: "nb" },
  analytics: { googleAnalyticsId: "", googleTagManagerId: "" },
  pages: [],
  sponsors: [
    { name: "Havvik Sparebank", logo: "/images/partners/havvik-sparebank.svg", width: 240, height: 100, tier: "main", href: "https://sparebank.example/" },
    { name: "Brygga Bistro", logo: "/images/partners/brygga-bistro.svg", width: 240, height: 100, tier: "partner" },
  ],
  places: [
    {
      slug: "havvik-kino",
      name: "Havvik kino",
      names: [],
      address: { street: "Storgata 12", postcode: "9799", city: "Havvik" },
      geo: { lat: 70.0712, lng: 22.3541 },
      accessibility: { stepFree: true, hearingLoop: true, wheelchairPlaces: 4, notes: "" },
      directions: "",
    },
  ],
  walkingMinutes: [],
  placesPage: "/steder",
};

export const chrome: Chrome = { site, theme };

export function block(component: string, id: string, order: number, extra: Partial<Block> = {}): Block {
  return { id, component, hide: false, place: { row: 1, column: 1, order }, data: [], props: {}, ...extra };
}

export function page(blocks: Block[], extra: Partial<Page> = {}): Page {
  return {
    id: "side",
    title: "Testside",
    path: "/testside",
    layout: "default",
    pageType: "ordinary",
    locale: "nb",
    translations: {},
    sources: [],
    blocks,
    templateRows: [],
    meta: {},
    ...extra,
  };
}

export function ctx(extra: Partial<Omit<RenderContext, "t">> = {}): RenderContext {
  return renderContext({ locale: "nb", site, path: "/testside", query: {}, now: Date.parse("2025-09-17T12:00:00+02:00"), ...extra });
}

export function article(slug: string, extra: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: "3f1c1f4e-8a43-4c39-9d3c-6f5b7a1d2e01",
    title: `Sak ${slug}`,
    slug,
    category: "news",
    image: "https://img.example.no/stor.jpg",
    thumbnail: "https://img.example.no/liten.jpg",
    imageAlt: "",
    author: "",
    createdAt: Date.UTC(2025, 8, 12, 10),
    updatedAt: Date.UTC(2025, 8, 12, 10),
    order: 0,
    excerpt: "Kort om saken.",
    ...extra,
  };
}

export const film: Production = {
  id: "p1",
  object: "movie",
  objectClass: "movie",
  parentSlug: "nordlys-og-natt-DXM1001",
  title: "Nordlys og natt",
  ediNumber: "1001",
  collections: ["featured_movies"],
  contents: [{ summary: "En film om mørketida.", body: "<p>Lang <strong>omtale</strong>.</p>" }],
  assets: [
    { type: "poster", url: "https://img.example.no/plakat.jpg", alt: "", focalPointQuery: "" },
    { type: "first_image", url: "https://img.example.no/nordlys.jpg", alt: "Nordlys over fjorden", focalPointQuery: "fp-x=0.5&fp-y=0.4" },
  ],
  features: [
    { name: "Regi", value: "Kari Nordmann" },
    { name: "Lengde", value: "98 min" },
  ],
  translations: { en: { title: "Northern Lights and Night", summary: "A film about the polar night." } },
};

export function screening(id: string, startsAt: string, extra: Partial<FestivalEvent> = {}): FestivalEvent {
  return {
    id,
    production: { id: "p1", title: film.title, parentSlug: film.parentSlug },
    title: film.title,
    startsAt,
    durationMinutes: 98,
    venue: "Havvik kino",
    sal: "Sal 1",
    section: "festival",
    ticketUrl: `https://billett.example.no/nff/${id}`,
    ageLimit: "12",
    accessibility: [],
    soldOut: false,
    cancelled: false,
    notes: "",
    ...extra,
  };
}

export function data(pageValue: Page, extra: Partial<PageData> = {}): PageData {
  return { page: pageValue, sources: {}, ...extra };
}
