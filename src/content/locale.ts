import * as v from "valibot";

/** The locales the site can be written in. nb is the default. */
export const LocaleSchema = v.picklist(["nb", "en"]);
export type Locale = v.InferOutput<typeof LocaleSchema>;

/** A non-empty string with surrounding white space removed. */
export const Text = v.pipe(v.string(), v.trim(), v.nonEmpty());

/**
 * A path inside the site: starts with one slash, no scheme, no host.
 * `//evil.example` is refused because browsers read it as another host.
 */
export const SitePath = v.pipe(
  v.string(),
  v.startsWith("/"),
  v.check((s) => !s.startsWith("//"), "a site path must not start with //"),
);

/** An absolute http(s) URL, for links that leave the site. */
export const ExternalUrl = v.pipe(
  v.string(),
  v.url(),
  v.check((s) => /^https?:\/\//.test(s), "only http and https links are allowed"),
);

/** A link target: a site path or an external URL. */
export const Href = v.union([SitePath, ExternalUrl, v.pipe(v.string(), v.startsWith("mailto:"))]);

/** A route parameter slug (no slash): the form `parentSlug` and `pageReference` take. */
export const Slug = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.check((s) => !s.includes("/"), "a slug has no slash"),
);
