import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ContentBundle } from "../../src/content/bundle";
import { bundledSource } from "../../src/content/bundled-source";
import { policyHosts } from "../../src/content/policy-hosts";
import { storeContentVersion } from "../../src/kv/content-version";
import worker from "../../src/worker";

/** The demo content with pictures moved to outside hosts, the way the festival's CMS serves them. */
async function withOutsidePictures(): Promise<ContentBundle> {
  const { bundle } = await bundledSource.load();
  const [first, second, ...articles] = bundle.articles;
  const [production, ...productions] = bundle.productions;
  const blockLike = bundle.pages[0]?.blocks[0];
  if (!blockLike) throw new Error("the demo's first page has blocks");
  if (!first || !second || !production) throw new Error("the demo content has articles and productions");
  return {
    ...bundle,
    articles: [
      { ...first, image: "https://images.cms.example/space/a.jpg?w=1920", thumbnail: "https://images.cms.example/space/a-small.jpg" },
      {
        ...second,
        content: `${second.content}<p><img src="https://foto.havvik.example/brygga.png" alt="Brygga"> <a href="https://lenke.example/side">lenke</a></p>`,
      },
      ...articles,
    ],
    productions: [{ ...production, assets: production.assets.map((a) => ({ ...a, url: "https://assets.cms.example/still.jpg" })) }, ...productions],
    // A block's picture as `{ url, alt }`, and a link beside it that is not a picture.
    pages: bundle.pages.map((page, i) =>
      i === 0
        ? {
            ...page,
            blocks: [
              ...page.blocks,
              { ...blockLike, props: { image: { url: "https://blocks.cms.example/hero.jpg", alt: "" }, links: [{ url: "https://lenke.example/" }] } },
            ],
          }
        : page,
    ),
  };
}

describe("the outside hosts a site's content uses", () => {
  it("are the demo's ticket checkout and no picture host: its pictures are its own", async () => {
    const { bundle } = await bundledSource.load();
    expect(policyHosts(bundle)).toEqual({ images: [], checkout: ["https://billett.havvikkino.no"] });
  });

  it("name every host a picture comes from (fields, assets, pictures in rich text) and no host that is only linked", async () => {
    const hosts = policyHosts(await withOutsidePictures());
    expect(hosts.images).toEqual(["https://assets.cms.example", "https://blocks.cms.example", "https://foto.havvik.example", "https://images.cms.example"]);
    expect(hosts.checkout).toEqual(["https://billett.havvikkino.no"]);
  });

  it("reach the pages' security policy once the content is published, so its pictures load", async () => {
    await storeContentVersion(env.PAGES, { version: "hosts1", publishedAt: Date.now(), origin: "publish", bundle: await withOutsidePictures() });
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request("https://www.nordkystfilm.no/nyheter"), env, ctx);
    await response.body?.cancel();
    await waitOnExecutionContext(ctx);
    const imgSrc = /img-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(imgSrc).toBe(
      "'self' data: https://assets.cms.example https://blocks.cms.example https://foto.havvik.example https://images.cms.example https://billett.havvikkino.no",
    );
  });
});
