import { describe, expect, it } from "vitest";
import raw from "../../build/content.json";
import { checkContent } from "../../src/content/check/check-content";
import type { ContentFiles, Located } from "../../src/content/check/located";
import { BLOCKS } from "../../src/render/blocks/registry";

type Doc = Record<string, unknown>;
const components = new Set(Object.keys(BLOCKS));

/** The demo content as content/ holds it, one file per document, with an edit applied first. */
function demoFiles(
  edit: (bundle: { [K in "pages" | "articles" | "productions" | "events"]: Doc[] } & { site: Doc; theme: Doc; redirects: Doc[] }) => void,
): ContentFiles {
  const bundle = JSON.parse(JSON.stringify(raw)) as Parameters<typeof edit>[0];
  edit(bundle);
  const each = (folder: string, docs: Doc[]): Located<unknown>[] => docs.map((value, i) => ({ file: `content/${folder}/${i}.json`, at: "", value }));
  return {
    site: { file: "content/site.json", at: "", value: bundle.site },
    theme: { file: "content/theme.json", at: "", value: bundle.theme },
    redirects: { file: "content/redirects.json", at: "", value: bundle.redirects },
    pages: each("pages", bundle.pages),
    articles: each("articles", bundle.articles),
    productions: each("productions", bundle.productions),
    events: each("events", bundle.events),
  };
}

const reasons = (files: ContentFiles) => checkContent(files, { components }).problems.map((p) => `${p.file}: ${p.path}: ${p.reason}`);

describe("content checks", () => {
  it("find nothing wrong with the demo content, and hand back the bundle", () => {
    const result = checkContent(
      demoFiles(() => {}),
      { components },
    );
    expect(result.problems).toEqual([]);
    expect(result.bundle?.articles.length).toBeGreaterThan(100);
  });

  it("name two pages with one path, and a block reading a source its page lacks", () => {
    const problems = reasons(
      demoFiles((b) => {
        b.pages.push({ ...b.pages.find((p) => p.path === "/billettinfo"), id: "page-billettinfo-kopi" });
        const page = b.pages.find((p) => p.path === "/kontakt-oss") as { blocks: { data: string[] }[] };
        page.blocks[0]!.data = ["nyheter"];
      }),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/pages\/\d+\.json: path: duplicate page path "\/billettinfo" \(also in content\/pages\/\d+\.json\)$/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/blocks\[0\]\.data\[0\]: block reads source "nyheter", which the page does not define$/));
  });

  it("name a redirect that hides a page, a route without a page, and articles without their template", () => {
    const problems = reasons(
      demoFiles((b) => {
        b.redirects.push({ from: "/billettinfo", to: "/kinoprogram" });
        b.pages = b.pages.filter((p) => p.path !== "/article/:article" && p.path !== "/personvern");
      }),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^content\/redirects\.json: \[\d+\]\.from: redirect hides the page \/billettinfo/));
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\.json: pages\[\d+\]\.path: route to a page that does not exist: \/personvern$/));
    expect(problems).toContain("content/site.json: pages: no page definition with path /article/:article: articles cannot be shown");
  });

  it("name a trailer that is not a YouTube or Vimeo address", () => {
    const problems = reasons(
      demoFiles((b) => {
        b.productions[0]!["trailer"] = "https://example.com/trailer.mp4";
      }),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/productions\/0\.json: trailer: must be a YouTube \(youtube\.com\/watch\?v=…, youtu\.be\/…, youtube\.com\/embed\/…\) or Vimeo \(vimeo\.com\/…\) address$/,
      ),
    );
  });

  it("say in words what is wrong with a field", () => {
    const problems = reasons(
      demoFiles((b) => {
        b.articles[0]!.title = "  ";
        b.articles[1]!.category = "nyhet";
        b.events[0]!.durationMinutes = "90";
      }),
    );
    expect(problems).toContain("content/articles/0.json: title: is empty");
    expect(problems).toContain('content/articles/1.json: category: must be "news" | "other", not "nyhet"');
    expect(problems).toContain('content/events/0.json: durationMinutes: must be a number, not "90"');
  });

  it("name a ticket sale without a time zone or after its event, and a performer of an unknown kind", () => {
    const problems = reasons(
      demoFiles((b) => {
        b.events[0]!.saleStartsAt = "2025-08-11 10:00";
        b.events[1]!.saleStartsAt = "2026-08-11T10:00:00+02:00";
        const culture = b.productions.findIndex((p) => p.object === "culture");
        b.productions[culture]!.performers = [{ name: "Havvik storband", kind: "orkester" }];
      }),
    );
    expect(problems).toContain("content/events/0.json: saleStartsAt: a date-time with offset");
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/events\/1\.json: saleStartsAt: ticket sale starts at 2026-08-11T10:00:00\+02:00, not before the event \(\d{4}-/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/productions\/\d+\.json: performers\[0\]\.kind: must be "person" \| "group" \| "band", not "orkester"$/),
    );
  });

  it("take a screening marked cancelled, and name a cancelled mark that is not true or false", () => {
    const marked = checkContent(
      demoFiles((b) => void (b.events[0]!.cancelled = true)),
      { components },
    );
    expect(marked.problems).toEqual([]);
    expect(marked.bundle?.events[0]?.cancelled).toBe(true);
    expect(reasons(demoFiles((b) => void (b.events[0]!.cancelled = "ja")))).toContain('content/events/0.json: cancelled: must be a boolean, not "ja"');
  });
  it("name a walking time to a place the site does not have, and minutes that are not a whole number", () => {
    const walking = (entry: Doc) => reasons(demoFiles((b) => void (b.site.walkingMinutes = [{ from: "havvik-kino", to: "kulturhuset", minutes: 7 }, entry])));
    expect(walking({ from: "havvik-kino", to: "bryga", minutes: 7 })).toEqual([
      'content/site.json: walkingMinutes[1].to: unknown place "bryga" (known: brygga, havvik-bibliotek, havvik-fjordhotell, havvik-kino, kulturhuset, restaurant-fjaera, samisk-hus)',
    ]);
    expect(walking({ from: "brygga", to: "kulturhuset", minutes: 6.5 })).toEqual(["content/site.json: walkingMinutes[1].minutes: whole minutes, 0–240"]);
  });

  it("warn of two menu entries with one label at one level, and only then: the demo has none, a child may share its group's name", () => {
    const demo = checkContent(
      demoFiles(() => {}),
      { components },
    );
    expect(demo.warnings).toEqual([]);
    type Entry = { id: string; parent: string | null; label: string; place: string; locale: string };
    const slipped = checkContent(
      demoFiles((b) => {
        const menu = b.theme.menu as Entry[];
        const group = menu.find((m) => m.id === "menu-festivalen") as Entry;
        // The slip: a second top-level group with the same name (the spacing and case of a quick copy).
        menu.push({ ...group, id: "menu-festivalen-2", label: " festivalen " });
        // Not slips: another language's menu, and a group under a parent of its own.
        menu.push({ ...group, id: "menu-festival-en", locale: "en" });
        menu.push({ ...group, id: "menu-buff-festivalen", parent: "menu-buff" });
      }),
      { components },
    );
    expect(slipped.warnings.map((w) => `${w.file}: ${w.path}: ${w.reason}`)).toEqual([
      expect.stringMatching(
        /^content\/theme\.json: menu\[\d+\]\.label: the same label as menu\[\d+\] \("Festivalen"\) at the top of the header menu \(nb\): merge them or rename one$/,
      ),
    ]);
    // A warning stops nothing: the bundle is there to publish.
    expect(slipped.problems).toEqual([]);
    expect(slipped.bundle).toBeDefined();
  });

  it("take a screening's guests and talk, and name a talk as long as its event and a role it does not know", () => {
    const withTalk = checkContent(
      demoFiles((b) => {
        b.events[0]!.guests = [{ name: "Ingvild Kvalvik", role: "director" }, { name: "Marte Bergli" }];
        b.events[0]!.talk = { title: "Samtale med regissøren", minutes: 20 };
      }),
      { components },
    );
    expect(withTalk.problems).toEqual([]);
    expect(withTalk.bundle?.events[0]?.guests).toEqual([
      { name: "Ingvild Kvalvik", role: "director" },
      { name: "Marte Bergli", role: "guest" },
    ]);
    const problems = reasons(
      demoFiles((b) => {
        b.events[0]!.talk = { minutes: b.events[0]!.durationMinutes };
        b.events[1]!.guests = [{ name: "Ingvild Kvalvik", role: "regissør" }];
        b.events[2]!.talk = { minutes: 0 };
      }),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/events\/0\.json: talk\.minutes: a talk of (\d+) minutes in an event of \1: durationMinutes holds the film and the talk after it$/,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/events\/1\.json: guests\[0\]\.role: must be "director" \| "actor" \| .*, not "regissør"$/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/^content\/events\/2\.json: talk\.minutes: /));
  });
});
