import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { block, ctx, data, film, page, screening } from "./fixtures";

const noted = screening("noted", "2025-09-18T18:00:00+02:00", { notes: "Sniktitt før BUFF. Barn 90 kr." });

const programme = (locale: "nb" | "en") =>
  renderToString(
    <PageBlocks
      data={data(page([block("programme", "p", 1, { data: ["filmer"] })], { locale }), {
        sources: { filmer: { model: "production", items: [film], events: [noted] } },
      })}
      ctx={ctx({ locale })}
    />,
  );

describe("a screening's notes on a programme row", () => {
  test("show on the Norwegian programme", () => {
    expect(programme("nb")).toContain("Sniktitt før BUFF. Barn 90 kr.");
  });

  test("are left out of the English programme, which would otherwise read Norwegian under English labels", () => {
    const html = programme("en");
    expect(html).toContain('data-event-id="noted"');
    expect(html).not.toContain("Sniktitt");
  });
});
