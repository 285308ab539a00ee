import type { Context } from "hono";
import type { AppEnv } from "../../config/app-env";
import { contentSecurityPolicy } from "../../security/content-security-policy";
import type { HeadMeta } from "../../render/head-meta";
import { Layout } from "../../render/Layout";
import { OfflineNotice } from "../../render/OfflineNotice";
import { absoluteUrl } from "../../render/page-head";
import { OFFLINE_PATH } from "../../shared/offline";
import { pageStyleHashes } from "../inline-style-hash";
import { FOOTER } from "../../render/first-screen-css";
import { ACCOUNT_PATH } from "../../shared/site-paths";
import { dictionary } from "../../i18n/dictionary";

/** The offline page's notice, as 70-offline.css names it for the first screen. */
const OFFLINE_NOTICE = "offline-notice";

/**
 * GET /offline: the page the service worker shows, in the site's layout, for a page this device
 * never opened while it has no network. Cached at install, so rendered once per deploy and device;
 * never indexed.
 */
export async function offlinePage(c: Context<AppEnv>): Promise<Response> {
  const { site, theme } = c.var.chrome.value;
  const t = dictionary("nb");
  const head: HeadMeta = {
    title: `${site.festivalName} | ${t.offlineTitle}`,
    description: "",
    keywords: "",
    image: "",
    canonical: absoluteUrl(site, OFFLINE_PATH),
    locale: "nb",
    alternates: [],
    facebookVerificationCode: "",
    ogType: "website",
    noindex: true,
    // Not a block, but it opens the page (70-offline.css names it); a short page, footer and all.
    firstScreen: [OFFLINE_NOTICE, FOOTER],
  };
  c.header("Content-Security-Policy", contentSecurityPolicy(await pageStyleHashes(head.firstScreen, theme.styleSnippet)));
  c.header("Cache-Control", "no-cache");
  c.header("Content-Language", "nb");
  return c.render(
    <Layout chrome={{ site, theme }} locale="nb" currentPath={OFFLINE_PATH}>
      <OfflineNotice locale="nb" accountPath={ACCOUNT_PATH} />
    </Layout>,
    { head, chrome: { site, theme } },
  );
}
