import type { Locale } from "../content/locale";
import { Icon } from "./Icon";
import { Island } from "./Island";
import { ACCOUNT_PATH } from "../shared/site-paths";
import type { Dictionary } from "../i18n/dictionary";

/**
 * The header's account button. The server cannot know who is logged in (pages are cached for
 * everyone), so it renders the logged-out link; the `profile` island replaces it in the browser
 * with the visitor's name once the account code has read the stored profile.
 */
export function ProfileButton({ locale, t, currentPath }: { locale: Locale; t: Dictionary; currentPath: string }) {
  return (
    <Island name="profile" props={{ href: ACCOUNT_PATH, locale }} className="profile">
      <a href={ACCOUNT_PATH} className="profile-link" aria-current={currentPath === ACCOUNT_PATH ? "page" : undefined}>
        <Icon name="profile" inline />
        <span className="profile-label">{t.login}</span>
      </a>
    </Island>
  );
}
