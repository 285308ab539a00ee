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
  if (!first || !second || !production) throw new Error("the demo content has articles and productions");
  return {
    ...bundle,
    articles: [
      { ...first, image: "https://images.cms.example/space/a.jpg?w=1920", thumbnail: "https://images.cms.example/space/a-small.jpg" },
      { ...second, content: `${second.content}<p><img src="https://foto.havvik.example/brygga.png" alt="Brygga"> <a href="https://lenke.example/side">lenke</a></p>` },
      ...articles,
    ],
    productions: [{ ...production, assets: production.assets.map((a) => ({ ...a, url: "https://assets.cms.example/still.jpg" })) }, ...productions],
  };
}

describe("the outside hosts a site's content uses", () => {
  it("are the demo's ticket checkout and no picture host: its pictures are its own", async () => {
    const { bundle } = await bundledSource.load();
    expect(policyHosts(bundle)).toEqual({ images: [], checkout: ["https://billett.havvikkino.no"] });
  });

  it("name every host a picture comes from (fields, assets, pictures in rich text) and no host that is only linked", async () => {
    const hosts = policyHosts(await withOutsidePictures());
    expect(hosts.images).toEqual(["https://assets.cms.example", "https://foto.havvik.example", "https://images.cms.example"]);
    expect(hosts.checkout).toEqual(["https://billett.havvikkino.no"]);
  });

  it("reach the pages' security policy once the content is published, so its pictures load", async () => {
    await storeContentVersion(env.PAGES, { version: "hosts1", publishedAt: Date.now(), origin: "publish", bundle: await withOutsidePictures() });
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request("https://www.nordkystfilm.no/nyheter"), env, ctx);
    await response.body?.cancel();
    await waitOnExecutionContext(ctx);
    const imgSrc = /img-src ([^;]*)/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    expect(imgSrc).toBe("'self' data: https://assets.cms.example https://foto.havvik.example https://images.cms.example https://billett.havvikkino.no");
  });
});
