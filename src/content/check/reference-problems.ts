import { TEMPLATE_PATHS } from "../content-index";
import { type ContentProblem, problemAt } from "./located";
import type { ParsedContent } from "./parsed-content";

/** What the content refers to that must exist: block components, page sources, productions, templates, routes. */
export type ReferenceOptions = {
  /** The component ids the renderer knows (src/render/blocks/registry.ts). */
  components: ReadonlySet<string>;
  /** The site file, where problems of the site as a whole are reported. */
  siteFile: string;
};

function blockProblems(content: ParsedContent, components: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const known = [...components].sort().join(", ");
  for (const page of content.pages) {
    const sources = new Set(page.value.sources.map((s) => s.name));
    page.value.blocks.forEach((block, b) => {
      if (!components.has(block.component))
        problems.push(problemAt(page, ["blocks", b, "component"], `unknown component id "${block.component}" (known: ${known})`));
      block.data.forEach((name, d) => {
        if (!sources.has(name)) problems.push(problemAt(page, ["blocks", b, "data", d], `block reads source "${name}", which the page does not define`));
      });
    });
  }
  return problems;
}

function eventProblems(content: ParsedContent): ContentProblem[] {
  const productions = new Map(content.productions.map((p) => [p.value.id, p.value]));
  const problems: ContentProblem[] = [];
  for (const event of content.events) {
    const ref = event.value.production;
    const production = productions.get(ref.id);
    if (!production) {
      problems.push(problemAt(event, ["production", "id"], `event of a production that does not exist: ${ref.id}`));
      continue;
    }
    if (ref.parentSlug !== undefined && ref.parentSlug !== production.parentSlug) {
      problems.push(problemAt(event, ["production", "parentSlug"], `is "${ref.parentSlug}", but production ${ref.id} has "${production.parentSlug ?? ""}"`));
    }
    if (ref.pageReference !== undefined && ref.pageReference !== production.pageReference) {
      problems.push(
        problemAt(event, ["production", "pageReference"], `is "${ref.pageReference}", but production ${ref.id} has "${production.pageReference ?? ""}"`),
      );
    }
  }
  return problems;
}

/**
 * Articles, films or culture productions without the page template that shows them, reported
 * against the site file's route list, where the template's route belongs too.
 */
function templateProblems(content: ParsedContent, siteFile: string): ContentProblem[] {
  const paths = new Set(content.pages.map((p) => p.value.path));
  const needed: [keyof typeof TEMPLATE_PATHS, boolean, string][] = [
    ["article", content.articles.length > 0, "articles"],
    ["production", content.productions.some((p) => p.value.object === "movie"), "films"],
    ["culture", content.productions.some((p) => p.value.object === "culture"), "culture productions"],
  ];
  return needed
    .filter(([kind, used]) => used && !paths.has(TEMPLATE_PATHS[kind]))
    .map(([kind, , what]) => ({ file: siteFile, path: "pages", reason: `no page definition with path ${TEMPLATE_PATHS[kind]}: ${what} cannot be shown` }));
}

/** Films and culture productions whose path a static page (which wins) already has. */
function routeProblems(content: ParsedContent): ContentProblem[] {
  const pages = new Map(content.pages.map((p) => [p.value.path, p]));
  const problems: ContentProblem[] = [];
  for (const p of content.productions) {
    const field = p.value.object === "movie" ? "parentSlug" : "pageReference";
    const slug = p.value[field];
    const page = slug === undefined ? undefined : pages.get(`/${slug}`);
    if (page) problems.push(problemAt(p, [field], `/${slug} is also the path of the page in ${page.file}, which wins`));
    if (slug === undefined)
      problems.push(problemAt(p, [field], `is missing: a ${p.value.object === "movie" ? "film" : "culture production"} needs it for its page`));
  }
  return problems;
}

function siteProblems(content: ParsedContent): ContentProblem[] {
  const { site } = content;
  if (!site) return [];
  const problems: ContentProblem[] = [];
  const paths = new Set(content.pages.map((p) => p.value.path));
  site.value.pages.forEach((route, i) => {
    if (!paths.has(route.path)) problems.push(problemAt(site, ["pages", i, "path"], `route to a page that does not exist: ${route.path}`));
  });
  const { available, enabled } = site.value.locale;
  enabled.forEach((locale, i) => {
    if (!available.includes(locale)) problems.push(problemAt(site, ["locale", "enabled", i], `locale ${locale} is enabled but not available`));
  });
  if (!enabled.includes(site.value.locale.default))
    problems.push(problemAt(site, ["locale", "default"], `default locale ${site.value.locale.default} is not enabled`));
  return problems;
}

/**
 * Everything one document names that another must provide.
 *
 * @example referenceProblems(parsed, { components: new Set(["title"]), siteFile: "content/site.json" })
 */
export function referenceProblems(content: ParsedContent, options: ReferenceOptions): ContentProblem[] {
  return [
    ...blockProblems(content, options.components),
    ...eventProblems(content),
    ...templateProblems(content, options.siteFile),
    ...routeProblems(content),
    ...siteProblems(content),
  ];
}
