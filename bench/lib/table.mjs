// Prints rows as a plain-text table (for the terminal) or as Markdown (for bench/README.md).

/**
 * @example formatTable([{ path: "/kinoprogram", rps: "412" }], [{ key: "path", title: "page" }, { key: "rps", title: "req/s", align: "right" }])
 * @param {Record<string, unknown>[]} rows
 * @param {{ key: string, title: string, align?: "left" | "right" }[]} columns
 * @param {{ markdown?: boolean }} [options]
 */
export function formatTable(rows, columns, { markdown = false } = {}) {
  const cells = rows.map((row) => columns.map((c) => String(row[c.key] ?? "")));
  const widths = columns.map((c, i) => Math.max(c.title.length, ...cells.map((r) => r[i].length)));
  const pad = (text, i) => (columns[i].align === "right" ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  const line = (values) => (markdown ? `| ${values.map(pad).join(" | ")} |` : values.map(pad).join("  "));
  const rule = markdown
    ? `| ${widths.map((w, i) => (columns[i].align === "right" ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`
    : widths.map((w) => "-".repeat(w)).join("  ");
  return [line(columns.map((c) => c.title)), rule, ...cells.map(line)].join("\n");
}
