import type { Context } from "hono";
import type { AppEnv } from "../../config/app-env";
import type { SiteConfig } from "../../content/site";
import { APP_ICONS, BACKGROUND_COLOR, THEME_COLOR } from "../../render/app-icons";
import { ACCOUNT_PATH } from "../../shared/site-paths";
import { dictionary } from "../../i18n/dictionary";

/**
 * The web app manifest (W3C Web Application Manifest): what a phone needs to put the site on its
 * home screen and start it like an app — name, icons, colours, start URL — in Norwegian.
 *
 * @example webAppManifest(site).short_name // "Nordkyst"
 */
export function webAppManifest(site: Pick<SiteConfig, "title">) {
  const t = dictionary("nb");
  return {
    id: "/",
    name: site.title,
    // Home screens cut names at about 12 characters.
    short_name: site.title.split(" ")[0] ?? site.title,
    description: t.appDescription,
    lang: "nb",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: APP_ICONS,
    shortcuts: [{ name: t.appShortcutTickets, url: ACCOUNT_PATH }],
  };
}

/** GET /manifest.webmanifest, with the content type the specification names. */
export function webAppManifestRoute(c: Context<AppEnv>): Response {
  c.header("Content-Type", "application/manifest+json; charset=utf-8");
  c.header("Cache-Control", "public, max-age=3600");
  return c.body(JSON.stringify(webAppManifest(c.var.chrome.value.site)));
}
