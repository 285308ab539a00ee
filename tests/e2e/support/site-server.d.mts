// Types for site-server.mjs (plain JS so that Node runs it without a TypeScript step).
export interface RunningSite {
  baseUrl: string;
  port: number;
  inspectorPort: number;
  /** Also the id of the process group: wrangler, its proxy, workerd and esbuild. */
  pid: number;
  stop(): Promise<void>;
  output(): string;
  /** Resolves when wrangler has exited, stopped or not, with how: a signal's name or "code N". */
  exited: Promise<string>;
}

export type SiteOptions = {
  port?: number;
  persistTo?: string;
  cleanUp?: () => void;
  args?: string[];
  env?: Record<string, string>;
  /** The wrangler configs, relative to the root (default: the site's and the sandbox venue's). */
  configs?: string[];
};

export declare function freePort(): Promise<number>;
export declare function startSite(root: string, options?: SiteOptions): Promise<RunningSite>;
