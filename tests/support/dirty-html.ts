import { expect } from "vitest";
import { KEPT_TEXT, XSS_MARK } from "../fixtures/dirty-html";
import { mainOf } from "./fetch-page";

/**
 * The page shows the dirty body's text (so the body really is on it), and nothing of its script,
 * handler or link code survived anywhere in the page: head, body or JSON-LD.
 */
export function expectHarmless(html: string, kept: readonly string[] = KEPT_TEXT): void {
  for (const text of kept) expect(mainOf(html), "the body's own text is on the page").toContain(text);
  expect(html).not.toContain(XSS_MARK);
  expect(html, "no event-handler attribute").not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:/i);
}
