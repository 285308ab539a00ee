import type { Sponsor } from "../content/sponsor";
import { Link } from "./Link";
import type { Dictionary } from "../i18n/dictionary";

/**
 * Partner logos as a list, each the partner's own link when it has one. The logo's name is its
 * alt text (the picture is the partner's name); its box is kept from the given size, so the list
 * does not shift while logos load, and the logos load only as they come near the screen, after
 * what paints the first screen (low priority: docs/decisions/055).
 */
export function PartnerLogoList({ sponsors, t, size }: { sponsors: readonly Sponsor[]; t: Dictionary; size: "large" | "small" }) {
  return (
    <ul className={`partner-logos partner-logos-${size}`}>
      {sponsors.map((s) => {
        const logo = <img src={s.logo} alt={s.name} width={s.width} height={s.height} loading="lazy" fetchPriority="low" decoding="async" />;
        return (
          <li key={`${s.name}-${s.logo}`} className="partner-logo">
            {s.href ? (
              <Link href={s.href} t={t} className="partner-logo-link">
                {logo}
              </Link>
            ) : (
              logo
            )}
          </li>
        );
      })}
    </ul>
  );
}
