import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { PageBlocks } from "../../src/render/blocks/PageBlocks";
import { block, ctx, data, page } from "../render/fixtures";

describe("the account block (Min side)", () => {
  test("is the account island, with a login note for whoever has no JavaScript yet", () => {
    const html = renderToString(<PageBlocks data={data(page([block("account", "a", 1)]))} ctx={ctx({})} />);
    expect(html).toMatch(/<div class="block b-account" data-island="account"><p class="note">Logg inn for å se billettene dine[^<]*<!-- --> <a href="\/min-side">Logg inn<\/a>/);
    expect(html).toContain('<script type="application/json" data-island-props="account">{"locale":"nb"}</script>');
  });
});
