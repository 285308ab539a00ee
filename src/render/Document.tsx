import type { ReactNode } from "react";
import type { SiteConfig } from "../content/site";
import type { Theme } from "../content/theme";
import { MANIFEST_PATH } from "../shared/offline";
import { APPLE_TOUCH_ICON, THEME_COLOR } from "./app-icons";
import type { HeadMeta } from "./head-meta";
import type { SiteStyles } from "../http/client-assets";
import { inlineStyle, pageStyle } from "./inline-style";
import { NEWS_FEED_PATH } from "../shared/site-paths";
import { dictionary } from "../i18n/dictionary";
import { MODULES_AFTER_PAINT } from "../security/modules-after-paint";
import { inlinedSource } from "./inline-svg-source";

export { inlineStyle };

/** The page chrome's configuration: site and theme, the same for every page of a site. */
export type Chrome = { site: SiteConfig; theme: Theme };

/** What the client build produced (build/client-manifest.json): the site stylesheet and script URLs. */
export type Assets = { css: SiteStyles; scripts: Record<string, string> };

export type DocumentProps = { head: HeadMeta; chrome: Chrome; assets: Assets; children: ReactNode };

const OG_LOCALE = { nb: "nb_NO", en: "en_GB" } as const;

/**
 * The whole HTML document. `<head>` comes first and holds no component that can suspend, so the
 * stream sends it (meta, the one inline style, the module scripts) before the body is rendered.
 * One inline script, the same text on every page and allowed by its hash (MODULES_AFTER_PAINT):
 * it adds `assets.scripts` (hashed files in /build/, in name order; the caller passes only the
 * scripts the page needs) as module scripts once the first screen has been painted.
 */
export function Document({ head, chrome, assets, children }: DocumentProps) {
  const { site, theme } = chrome;
  const alternates = withSelf(head);
  const scripts = Object.entries(assets.scripts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, src]) => src);
  return (
    <html lang={head.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.description && <meta name="description" content={head.description} />}
        {head.keywords && <meta name="keywords" content={head.keywords} />}
        {head.noindex && <meta name="robots" content="noindex, nofollow" />}
        <link rel="canonical" href={head.canonical} />
        {alternates.map((a) => (
          <link key={a.locale} rel="alternate" hrefLang={a.locale} href={a.href} />
        ))}
        <link rel="alternate" type="application/rss+xml" title={dictionary(head.locale).newsFeed(site.festivalName)} href={NEWS_FEED_PATH} />
        <meta property="og:title" content={head.title} />
        {head.description && <meta property="og:description" content={head.description} />}
        {head.image && <meta property="og:image" content={head.image} />}
        <meta property="og:url" content={head.canonical} />
        <meta property="og:type" content={head.ogType} />
        <meta property="og:site_name" content={site.festivalName} />
        <meta property="og:locale" content={OG_LOCALE[head.locale]} />
        <meta name="twitter:card" content={head.image ? "summary_large_image" : "summary"} />
        {head.facebookVerificationCode && <meta name="facebook-domain-verification" content={head.facebookVerificationCode} />}
        {/* A small SVG favicon of ours comes with the document (inline-svg-source.ts): linked as a
            file it was fetched during the load, and without a link the browser asks for
            /favicon.ico (docs/decisions/054). */}
        {theme.favicon && <link rel="icon" href={inlinedSource(theme.favicon)} />}
        <meta name="theme-color" content={THEME_COLOR} />
        {/* The manifest (name, icons, start URL): linked by the page script after the first paint
            (client/links-after-paint.ts, docs/decisions/054), here without JavaScript. */}
        <LinkAfterPaint rel="manifest" href={MANIFEST_PATH} />
        {/* Installable: the icon iOS takes instead of the manifest's. */}
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
        {/* No preload of the typeface: a first visit draws its first screen in the metric-matched
            fallback and asks for the file with the linked stylesheet, after what the first screen
            needs; later pages have it cached (font-display: optional, docs/decisions/049). */}
        {/* The first screen's picture: asked for now, not once the body has been read (WebP: every
            browser the site supports takes it, and the <picture> below picks the same file). Two
            where a phone draws a square of it, each with its media: a screen asks for one (056). */}
        {head.preloadImages?.map((p) => (
          <link key={p.srcset} rel="preload" as="image" type="image/webp" imageSrcSet={p.srcset} imageSizes={p.sizes} media={p.media} fetchPriority="high" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: pageStyle(assets.css, head.firstScreen, theme.styleSnippet) }} />
        {/* The page's module scripts, added by this one inline script once the first screen has
            been painted (its picture too): not asked for with the document, where they would
            share the line with the first screen; allowed by the policy's constant hash
            (docs/decisions/054). */}
        {scripts.length > 0 && <script data-modules={scripts.join(" ")} dangerouslySetInnerHTML={{ __html: MODULES_AFTER_PAINT }} />}
      </head>
      <body>
        {children}
        {/* The whole stylesheet, for what lies below the first screen (the first screen paints
            with the inline rules, docs/decisions/030): asked for by the page script once the page
            has been parsed, so it does not share the line with the first screen on a first visit
            (docs/decisions/052); a browser without JavaScript gets it from here. The next page has
            it cached and linked in <head> (038). */}
        <noscript data-stylesheet={assets.css.file}>
          <link rel="stylesheet" href={assets.css.file} />
        </noscript>
      </body>
    </html>
  );
}

/** A `<link>` the page script adds after the first paint, and a browser without JavaScript finds in `<noscript>`. */
function LinkAfterPaint({ rel, href }: { rel: string; href: string }) {
  return (
    <noscript data-link={rel} data-href={href}>
      <link rel={rel} href={href} />
    </noscript>
  );
}

/** hreflang links must include the page itself (Google's rule); add it when the caller did not. */
function withSelf(head: HeadMeta): HeadMeta["alternates"] {
  if (head.alternates.length === 0 || head.alternates.some((a) => a.locale === head.locale)) return head.alternates;
  return [{ locale: head.locale, href: head.canonical }, ...head.alternates];
}
