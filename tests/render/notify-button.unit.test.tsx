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

  test("gives way to a line saying notifications are not switched on, when the site has no push keys: nothing to press", () => {
    const html = heroOf(film, false);
    expect(html).toContain('<div class="hero-notify"><p class="notify-status">Varsle meg er ikke slått på for dette nettstedet.</p></div>');
    expect(html).not.toContain("notify-button");
    expect(html).not.toContain('data-island="notify"');
  });

  test("carries the reasons the page script may give in the button's place, in the page's language", () => {
    const html = heroOf(film, true);
    expect(html).toContain('"unsupported":"Denne nettleseren kan ikke ta imot varsler."');
    expect(html).toContain('"blocked":"Varsler er blokkert i nettleseren din.');
    expect(html).toContain('"noService":"Nettleseren fikk ikke meldt seg på varsler');
    expect(html).toContain('"siteOff":"Varsle meg er ikke slått på for dette nettstedet."');
  });

  test("is not offered for a culture event, whose news the messages would call screenings", () => {
    expect(heroOf({ ...film, object: "culture", objectClass: "culture" }, true)).not.toContain("notify");
  });
});
