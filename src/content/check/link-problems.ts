import { type ContentProblem, problemAt } from "./located";
import type { ParsedContent } from "./parsed-content";
import { SitePaths } from "./site-paths";

/**
 * Links inside the site that lead nowhere: menu entries, footer links, redirect targets and page
 * translations; menu entries under a parent that does not exist; redirects that hide a page.
 *
 * @example linkProblems(parsed) // [{ file: "content/theme.json", path: "menu[3].path", reason: "menu link to a page that does not exist: /x" }]
 */
export function linkProblems(content: ParsedContent): ContentProblem[] {
  const paths = new SitePaths(content);
  const problems: ContentProblem[] = [];
  const { theme, redirects } = content;
  if (theme) {
    const ids = new Set(theme.value.menu.map((m) => m.id));
    theme.value.menu.forEach((entry, i) => {
      if (entry.path !== null && !paths.has(entry.path))
        problems.push(problemAt(theme, ["menu", i, "path"], `menu link to a page that does not exist: ${entry.path}`));
      if (entry.parent !== null && !ids.has(entry.parent))
        problems.push(problemAt(theme, ["menu", i, "parent"], `menu parent "${entry.parent}" does not exist`));
    });
    theme.value.footerColumns.forEach((column, c) => {
      column.items.forEach((item, i) => {
        if (item.href && !paths.has(item.href))
          problems.push(problemAt(theme, ["footerColumns", c, "items", i, "href"], `footer link to a page that does not exist: ${item.href}`));
      });
    });
  }
  if (redirects) {
    const pages = new Set(content.pages.map((p) => p.value.path));
    redirects.value.forEach((r, i) => {
      if (!paths.has(r.to)) problems.push(problemAt(redirects, [i, "to"], `redirect to a page that does not exist: ${r.to}`));
      if (pages.has(r.from)) problems.push(problemAt(redirects, [i, "from"], `redirect hides the page ${r.from} (redirects run before pages)`));
    });
  }
  for (const page of content.pages) {
    for (const [locale, path] of Object.entries(page.value.translations)) {
      if (!paths.has(path)) problems.push(problemAt(page, ["translations", locale], `translation to a page that does not exist: ${path}`));
    }
  }
  return problems;
}
