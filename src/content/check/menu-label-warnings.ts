import { type ContentProblem, problemAt } from "./located";
import type { ParsedContent } from "./parsed-content";

/**
 * Two menu entries with the same label at the same level (the same parent, place and language):
 * a visitor sees two "Festivalen" side by side and cannot tell them apart. Most likely a group
 * split in two by a slip, or a copy left behind. A warning, not a problem: the site still works,
 * so it does not stop a publish. Labels are compared as a visitor reads them (case and spaces aside).
 *
 * @example menuLabelWarnings(parsed) // [{ file: "content/theme.json", path: "menu[9].label", reason: 'the same label as menu[1] …' }]
 */
export function menuLabelWarnings(content: ParsedContent): ContentProblem[] {
  const theme = content.theme;
  if (!theme) return [];
  const first = new Map<string, number>();
  const warnings: ContentProblem[] = [];
  theme.value.menu.forEach((entry, i) => {
    const key = [entry.place, entry.locale, entry.parent ?? "", entry.label.toLocaleLowerCase("nb").replace(/\s+/g, " ")].join("\u0000");
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, i);
    else {
      const level = entry.parent === null ? `at the top of the ${entry.place} menu` : `under "${entry.parent}"`;
      warnings.push(
        problemAt(
          theme,
          ["menu", i, "label"],
          `the same label as menu[${earlier}] ("${theme.value.menu[earlier]?.label}") ${level} (${entry.locale}): merge them or rename one`,
        ),
      );
    }
  });
  return warnings;
}
