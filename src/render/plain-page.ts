/**
 * The calm page of an answer that must depend on nothing that may have failed (no KV, no layout,
 * no stylesheet): a heading and one paragraph of trusted HTML, `noindex`. The error page's look,
 * shared by every such answer (routes/error-page.ts, middleware/preview-refused.ts).
 *
 * @example c.html(plainPage("Noe gikk galt", "Prøv igjen om litt."), 500)
 */
export function plainPage(heading: string, paragraphHtml: string): string {
  return `<!doctype html><html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading} | Nordkyst filmfestival</title><meta name="robots" content="noindex"></head><body><main><h1>${heading}</h1><p>${paragraphHtml}</p></main></body></html>`;
}
