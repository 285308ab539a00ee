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
export function FooterColumn({ column, t, locale }: { column: FooterColumnData; t: Dictionary; locale: Locale }) {
  const items = [...column.items].sort((a, b) => a.order - b.order);
  return (
    <div className="footer-column" lang={column.locale !== locale ? column.locale : undefined}>
      {column.title && <h2 className="footer-title">{column.title}</h2>}
      {items.length > 0 && (
        <ul className="footer-items">
          {items.map((item, i) => (
            <li key={i}>
              <FooterItemView item={item} t={t} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FooterItemView({ item, t }: { item: FooterItem; t: Dictionary }) {
  // HTML items were sanitized when the theme entered the system (docs/decisions/002).
  if (item.type === "html") return <div className="footer-html" dangerouslySetInnerHTML={{ __html: item.value }} />;
  // Drawn in the page: on a short page the footer is in the first screen (Icon, docs/decisions/054).
  const icon = item.icon && <Icon name={item.icon} className="footer-icon" inline />;
  if (!item.href) {
    return (
      <span className="footer-text">
        {icon}
        {item.value}
      </span>
    );
  }
  return (
    <Link href={item.href} t={t} className="footer-link" inlineIcon>
      {icon}
      {item.value}
    </Link>
  );
}
