import type * as v from "valibot";
import { ArticleSchema } from "../article";
import type { ContentBundle } from "../bundle";
import { EventSchema } from "../event";
import { PageSchema } from "../page";
import { ProductionSchema } from "../production";
import { RedirectTableSchema } from "../redirects";
import { SiteConfigSchema } from "../site";
import { ThemeSchema } from "../theme";
import { duplicateProblems } from "./duplicate-problems";
import { linkProblems } from "./link-problems";
import { menuLabelWarnings } from "./menu-label-warnings";
import type { ContentFiles, ContentProblem, Located } from "./located";
import type { ParsedContent } from "./parsed-content";
import { referenceProblems, type ReferenceOptions } from "./reference-problems";
import { saleProblems } from "./sale-problems";
import { parseEach } from "./schema-problems";
import { talkProblems } from "./talk-problems";
import { walkingProblems } from "./walking-problems";

/** One document that must be there, parsed; undefined (with its problems) when it does not parse. */
function parseOne<T>(doc: Located<unknown>, schema: v.GenericSchema<unknown, T>, problems: ContentProblem[]): Located<T> | undefined {
  const result = parseEach([doc], schema);
  problems.push(...result.problems);
  return result.parsed[0];
}

/** `warnings`: slips an editor should see that do not stop a publish (menu-label-warnings.ts). */
export type CheckResult = { problems: ContentProblem[]; warnings: ContentProblem[]; bundle?: ContentBundle };

/**
 * Checks content as `npm run content:check` does: every document against its schema
 * (an article without title, an unknown locale …), then across documents: duplicates (slugs,
 * paths, ids), links that lead nowhere (menu, footer, redirects), unknown component ids, events
 * of missing productions, missing templates, ticket sales that start after their event, talks
 * longer than their event. Each problem names its file, path and reason; `warnings` (two menu
 * entries with one label at one level) the same, without stopping anything. With no problems, the bundle is what the worker
 * would store.
 *
 * @example checkContent(files, { components: new Set(Object.keys(BLOCKS)) }).problems
 */
export function checkContent(files: ContentFiles, options: Omit<ReferenceOptions, "siteFile">): CheckResult {
  const problems: ContentProblem[] = [];
  const collect = <T>(docs: Located<unknown>[], schema: v.GenericSchema<unknown, T>): Located<T>[] => {
    const result = parseEach(docs, schema);
    problems.push(...result.problems);
    return result.parsed;
  };
  const content: ParsedContent = {
    site: parseOne(files.site, SiteConfigSchema, problems),
    theme: parseOne(files.theme, ThemeSchema, problems),
    redirects: parseOne(files.redirects, RedirectTableSchema, problems),
    pages: collect(files.pages, PageSchema),
    articles: collect(files.articles, ArticleSchema),
    productions: collect(files.productions, ProductionSchema),
    events: collect(files.events, EventSchema),
  };
  problems.push(
    ...duplicateProblems(content),
    ...linkProblems(content),
    ...referenceProblems(content, { ...options, siteFile: files.site.file }),
    ...saleProblems(content),
    ...walkingProblems(content),
    ...talkProblems(content),
  );
  const warnings = menuLabelWarnings(content);
  const { site, theme, redirects } = content;
  if (problems.length > 0 || !site || !theme || !redirects) return { problems, warnings };
  const values = <T>(docs: Located<T>[]) => docs.map((d) => d.value);
  return {
    problems,
    warnings,
    bundle: {
      site: site.value,
      theme: theme.value,
      redirects: redirects.value,
      pages: values(content.pages),
      articles: values(content.articles),
      productions: values(content.productions),
      events: values(content.events),
    },
  };
}
