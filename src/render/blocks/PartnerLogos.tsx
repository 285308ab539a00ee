import * as v from "valibot";
import { PartnerLogoList } from "../PartnerLogoList";
import { defineBlock } from "./define-block";

const Props = v.object({
  /** A heading over the whole block; without one, each tier has its own. */
  title: v.optional(v.string()),
  /** Only one tier; both (main partners first) when left out. */
  tier: v.optional(v.picklist(["main", "partner"])),
  /** A line under the logos, e.g. how to become a partner. */
  text: v.optional(v.string()),
  /** Where that line leads ("mailto:post@…" or a page). */
  contact: v.optional(
    v.object({
      label: v.pipe(v.string(), v.nonEmpty()),
      href: v.pipe(
        v.string(),
        v.check((s) => /^(\/(?!\/)|https:\/\/|mailto:)/.test(s), "a site path, https URL or mailto"),
      ),
    }),
  ),
});

/**
 * `partner-logos`: the festival's partners (the site configuration's `sponsors`), main partners
 * first and larger, each tier under its own heading. The list is kept once, in the site
 * configuration, so the partner page and the footer (theme `sponsors.inFooter`) never disagree.
 */
export const PartnerLogos = defineBlock("partner-logos", Props, (p, { ctx }) => {
  const sponsors = ctx.site.sponsors;
  const tiers = (p.tier ? [p.tier] : (["main", "partner"] as const))
    .map((tier) => ({ tier, members: sponsors.filter((s) => s.tier === tier) }))
    .filter((group) => group.members.length > 0);
  if (tiers.length === 0) return null;
  const Heading = p.title ? "h3" : "h2";
  return (
    <section className="block b-partner-logos">
      {p.title && <h2 className="block-title">{p.title}</h2>}
      {tiers.map(({ tier, members }) => (
        <div key={tier} className="partner-tier">
          {(!p.title || tiers.length > 1) && <Heading className="partner-tier-title">{tier === "main" ? ctx.t.mainPartners : ctx.t.partners}</Heading>}
          <PartnerLogoList sponsors={members} t={ctx.t} size={tier === "main" ? "large" : "small"} />
        </div>
      ))}
      {p.text && (
        <p className="partner-contact">
          {p.text} {p.contact && <a href={p.contact.href}>{p.contact.label}</a>}
        </p>
      )}
    </section>
  );
});
