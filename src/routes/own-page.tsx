import type { ReactNode } from "react";
import type { PageContext } from "../config/app-env";
import type { Locale } from "../content/locale";
import { absoluteUrl } from "../render/page-head";
import { Layout } from "../render/Layout";
import { contentSecurityPolicy } from "../security/content-security-policy";
import { pageStyleHashes } from "./inline-style-hash";
import { FOOTER } from "../render/first-screen-css";

/**
 * A page that is not content (Publikumsprisen's, a plan shared with friends): its words, its twin
 * in the other language, how long it may be kept, and the first-screen rules it opens with.
 */
export type OwnPage = {
  title: string;
  description: string;
  locale: Locale;
  path: string;
  translations?: Record<string, string>;
  cacheControl: string;
  status?: 200 | 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 502 | 503;
  /** The stylesheet files whose rules are inline (first-screen-css.ts); Publikumsprisen's by default. */
  firstScreen?: readonly string[];
};

/**
 * What opens a vote page's first screen: the ballot or the results, with the account forms' error
 * and muted lines (52-vote.css and 50-account.css name it).
 */
const VOTE = "vote";

/**
 * A page that is not content: the ballot (personal), the award's results (live) and a shared plan
 * (personal, docs/decisions/046), in the site's layout. Never an ETag and never the page caches (it is no page answer: edge/page-answer.ts): what it shows changes with
 * every vote, and the ballot with who asks.
 */
export async function answerOwnPage(c: PageContext, page: OwnPage, body: ReactNode): Promise<Response> {
  const { site, theme } = c.var.chrome.value;
  c.header("Cache-Control", page.cacheControl);
  c.header("Content-Language", page.locale);
  // One block of its own: the page may end, footer and all, within its first screen.
  const firstScreen = [...(page.firstScreen ?? [VOTE]), FOOTER];
  c.header("Content-Security-Policy", contentSecurityPolicy(await pageStyleHashes(firstScreen, theme.styleSnippet)));
  c.status(page.status ?? 200);
  const translations = page.translations ?? {};
  const head = {
    title: `${site.festivalName} | ${page.title}`,
    description: page.description,
    keywords: "",
    image: "",
    canonical: absoluteUrl(site, page.path),
    locale: page.locale,
    alternates: Object.entries(translations).map(([locale, path]) => ({ locale: locale as Locale, href: absoluteUrl(site, path) })),
    facebookVerificationCode: "",
    ogType: "website" as const,
    noindex: page.cacheControl.startsWith("private"),
    firstScreen,
  };
  return c.render(
    <Layout chrome={{ site, theme }} locale={page.locale} currentPath={page.path} translations={translations}>
      <div className="container block">{body}</div>
    </Layout>,
    { head, chrome: { site, theme } },
  );
}
