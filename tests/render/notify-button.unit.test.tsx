import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { Production } from "../../src/content/production";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { block, ctx, data, film, page, screening } from "./fixtures";

const heroOf = (production: Production, notify: boolean) => {
  const html = renderToString(
    <PageBlocks
      data={data(page([block("production-hero", "h", 1)], { path: "/:production" }), {
        document: { kind: "production", production, events: [screening("s1", "2025-09-18T20:00:00+02:00")] },
      })}
      ctx={ctx(notify ? { notify: true } : {})}
    />,
  );
  return html;
};

describe("the 'Varsle meg' button in a film's hero", () => {
  test("is there when push is configured: invisible until the browser is known to take push messages, after the ticket button", () => {
    const html = heroOf(film, true);
    expect(html).toMatch(
      /<div class="hero-notify" data-island="notify"><button type="button" class="notify-button" data-production="[^"]+" data-pending=""[^>]*>Varsle meg<\/button><p class="notify-status" role="status"><\/p><\/div>/,
    );
    expect(html.indexOf("notify-button")).toBeGreaterThan(html.indexOf("ticket-button"));
    expect(html).toContain('"off":"Slutt å varsle meg"');
  });

  test("is not there when push is not configured", () => {
    expect(heroOf(film, false)).not.toContain("notify");
  });

  test("is not offered for a culture event, whose news the messages would call screenings", () => {
    expect(heroOf({ ...film, object: "culture", objectClass: "culture" }, true)).not.toContain("notify");
  });
});
