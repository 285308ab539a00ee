import * as v from "valibot";
import { Href, Text } from "./locale";

/** A picture's address: a site path (`/images/partners/…`) or an https URL. */
const LogoAddress = v.pipe(
  v.string(),
  v.check((s) => (s.startsWith("/") && !s.startsWith("//")) || s.startsWith("https://"), "a site path or an https URL"),
);

/**
 * A partner of the festival (samarbeidspartner) with its logo, shown by the `partner-logos` block
 * and, when the theme asks, in the footer. Not the venue partners (`partners` in the site
 * configuration), which choose the ticketing API. `main` partners come first and larger.
 */
export const SponsorSchema = v.object({
  name: Text,
  logo: LogoAddress,
  /** The logo's own size, so its box is kept before it loads (no layout shift). */
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 240),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 100),
  href: v.optional(Href),
  tier: v.optional(v.picklist(["main", "partner"]), "partner"),
});
export type Sponsor = v.InferOutput<typeof SponsorSchema>;
