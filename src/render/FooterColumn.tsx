import type { Locale } from "../content/locale";
import type { FooterColumn as FooterColumnData, FooterItem } from "../content/theme";
import { Icon } from "./Icon";
import { Link } from "./Link";
import type { Dictionary } from "../i18n/dictionary";

/**
 * One footer column: social links, contact lines, or nothing at all — the spec's
 * footer has an empty middle column, and it is rendered empty so the three-column grid keeps its
 * designed shape. A column borrowed from the default locale says which language it is in.
 */
export function FooterColumn({ column, t, locale, inlineIcons }: { column: FooterColumnData; t: Dictionary; locale: Locale; inlineIcons: boolean }) {
  const items = [...column.items].sort((a, b) => a.order - b.order);
  return (
    <div className="footer-column" lang={column.locale !== locale ? column.locale : undefined}>
      {column.title && <h2 className="footer-title">{column.title}</h2>}
      {items.length > 0 && (
        <ul className="footer-items">
          {items.map((item, i) => (
            <li key={i}>
              <FooterItemView item={item} t={t} inlineIcons={inlineIcons} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FooterItemView({ item, t, inlineIcons }: { item: FooterItem; t: Dictionary; inlineIcons: boolean }) {
  // HTML items were sanitized when the theme entered the system (docs/decisions/002).
  if (item.type === "html") return <div className="footer-html" dangerouslySetInnerHTML={{ __html: item.value }} />;
  // Drawn in the page where the footer may be in the first screen; elsewhere by the linked stylesheet
  // (Icon, docs/decisions/054).
  const icon = item.icon && <Icon name={item.icon} className="footer-icon" inline={inlineIcons} />;
  if (!item.href) {
    return (
      <span className="footer-text">
        {icon}
        {item.value}
      </span>
    );
  }
  return (
    <Link href={item.href} t={t} className="footer-link" inlineIcon={inlineIcons}>
      {icon}
      {item.value}
    </Link>
  );
}
