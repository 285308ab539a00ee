import * as v from "valibot";
import { EventSchema, type FestivalEvent } from "../content/event";
import { type SiteConfig, SiteConfigSchema } from "../content/site";
import { type UpstreamConfig, request } from "../upstream/request";
import { UpstreamError } from "../upstream/upstream-error";
import { parseAnswer } from "./parse-answer";

/**
 * `sites`: the platform's sites. Only ours is parsed with the site schema, so another site's odd
 * record does not stop our content.
 */
const SiteListSchema = v.object({ data: v.array(v.looseObject({ id: v.string() })) });
const EventListSchema = v.object({ data: v.array(EventSchema) });

export const SITES_PATH = "sites";
export const EVENTS_PATH = "sites/:siteId/events";

/**
 * The platform data API ("Configured endpoints"): the site configuration and the
 * site's events, with basic authentication. Throws UpstreamError.
 *
 * @example const events = await new PlatformApi(upstream, "nordkystfilm", { user, password }).events()
 */
export class PlatformApi {
  constructor(
    private readonly upstream: UpstreamConfig,
    private readonly siteId: string,
    private readonly credentials: { user: string; password: string },
  ) {}

  private async get<T>(schema: v.GenericSchema<unknown, T>, path: string): Promise<T> {
    const auth = { kind: "basic", ...this.credentials } as const;
    const response = await request(this.upstream, { method: "GET", path, params: { siteId: this.siteId }, auth });
    return parseAnswer(schema, response, path);
  }

  /** Our site's configuration, found by id among the platform's sites. */
  async site(): Promise<SiteConfig> {
    const { data } = await this.get(SiteListSchema, SITES_PATH);
    const ours = data.find((site) => site.id === this.siteId);
    if (!ours) throw new UpstreamError("bad-response", SITES_PATH, [`no site with id ${this.siteId} among ${data.map((s) => s.id).join(", ") || "none"}`]);
    const parsed = v.safeParse(SiteConfigSchema, ours);
    if (!parsed.success)
      throw new UpstreamError(
        "bad-response",
        SITES_PATH,
        parsed.issues.map((i) => `${v.getDotPath(i) ?? "(site)"}: ${i.message}`),
      );
    return parsed.output;
  }

  async events(): Promise<FestivalEvent[]> {
    return (await this.get(EventListSchema, EVENTS_PATH)).data;
  }
}
