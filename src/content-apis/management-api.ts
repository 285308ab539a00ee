import * as v from "valibot";
import { ArticleSchema } from "../content/article";
import { PageSchema } from "../content/page";
import { ProductionSchema } from "../content/production";
import { RedirectTableSchema } from "../content/redirects";
import { ThemeSchema } from "../content/theme";
import { type UpstreamConfig, request } from "../upstream/request";
import type { IdentityTokens } from "./identity-token";
import { parseAnswer } from "./parse-answer";

/**
 * The management API's `stable` flag (docs/content-apis.md): 1 is the published state, 0 the
 * editors' drafts, asked only for a preview link (docs/decisions/032).
 */
export const STABLE = { published: 1, drafts: 0 } as const;
export type Stable = (typeof STABLE)[keyof typeof STABLE];

/** `site/{siteId}/block-data`: what the blocks are made of (docs/content-apis.md). */
export const BlockDataSchema = v.object({
  theme: ThemeSchema,
  redirects: RedirectTableSchema,
  pages: v.array(PageSchema),
  productions: v.array(ProductionSchema),
});
export type BlockData = v.InferOutput<typeof BlockDataSchema>;

/** `site/{siteId}/article`: every article of the site. */
export const ArticleListSchema = v.object({ data: v.array(ArticleSchema) });

export const BLOCK_DATA_PATH = "site/:siteId/block-data";
export const ARTICLE_PATH = "site/:siteId/article";

/**
 * The management API ("Configured endpoints"), authenticated with the identity
 * provider's token. Every answer parsed with the content schemas; throws UpstreamError.
 *
 * @example const { pages } = await new ManagementApi(upstream, "nordkystfilm", tokens).blockData()
 */
export class ManagementApi {
  constructor(
    private readonly upstream: UpstreamConfig,
    private readonly siteId: string,
    private readonly tokens: IdentityTokens,
    private readonly stable: Stable = STABLE.published,
  ) {}

  private async get<T>(schema: v.GenericSchema<unknown, T>, path: string): Promise<T> {
    const auth = await this.tokens.auth();
    const response = await request(this.upstream, { method: "GET", path, params: { siteId: this.siteId }, query: { stable: this.stable }, auth });
    return parseAnswer(schema, response, path);
  }

  blockData(): Promise<BlockData> {
    return this.get(BlockDataSchema, BLOCK_DATA_PATH);
  }

  async articles(): Promise<v.InferOutput<typeof ArticleSchema>[]> {
    return (await this.get(ArticleListSchema, ARTICLE_PATH)).data;
  }
}
