import { renderToString } from "react-dom/server";
import { it } from "vitest";
import { PageBlocks } from "../src/render/blocks/PageBlocks";
import { catalogueData } from "../src/render/blocks/catalogue-films";
import { catalogueOptions } from "../src/render/blocks/catalogue-options";
import { catalogueCounts, NO_CATALOGUE_FILTER, sortFilms } from "../src/shared/catalogue-filter";
import { festivalAtSize } from "./support/festival-at-size.mjs";
import { block, ctx, data, page } from "./render/fixtures";
import { dictionary } from "../src/render/i18n/dictionary";

it("profile", () => {
  const { productions, events } = festivalAtSize({ films: 52, screenings: 320 });
  const d = data(page([block("catalogue", "k", 1, { data: ["films"] })]), { sources: { films: { model: "production", items: productions, events } } });
  const c = ctx();
  const t = dictionary("nb");
  const time = (name: string, n: number, f: () => unknown) => {
    for (let i = 0; i < 5; i++) f();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) f();
    // workerd's clock only moves on I/O; Date.now is coarse too
    console.log(name, ((performance.now() - t0) / n).toFixed(3));
  };
  time("render", 30, () => renderToString(<PageBlocks data={d} ctx={c} />));
  time("data", 30, () => catalogueData(productions, events, "nb", t, c.now));
  const cat = catalogueData(productions, events, "nb", t, c.now);
  time("counts", 30, () => catalogueCounts(cat.films, NO_CATALOGUE_FILTER));
  time("sort", 30, () => sortFilms(cat.films, "title", new Intl.Collator("nb")));
  time("options", 30, () => catalogueOptions(cat, t, "nb", c.now, undefined));
});
