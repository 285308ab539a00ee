import { useEffect, useId, useRef, useState, type Dispatch } from "react";
import type { Profile } from "../../shared/account-api";
import type { UserAction, UserState } from "../state/user";
import { logOut } from "./auth-actions";
import { FormError } from "./FormError";
import { Icon } from "./Icon";
import { useText } from "./text";

type AccountMenuProps = {
  profile: Profile;
  user: UserState;
  dispatch: Dispatch<UserAction>;
  href: string;
  startOpen: boolean;
  /** Focus the name button on mount (right after logging in, the dialog's opener is gone). */
  takeFocus: boolean;
};

/**
 * The logged-in header: the visitor's name as a disclosure button (like the site menu, WAI-ARIA
 * APG "Disclosure") with "Min side" and "Logg ut". Escape closes it and returns focus to the
 * button; so does a click outside or focus leaving it.
 */
export function AccountMenu({ profile, user, dispatch, href, startOpen, takeFocus }: AccountMenuProps) {
  const t = useText();
  const [open, setOpen] = useState(startOpen);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();

  useEffect(() => {
    if (takeFocus) button.current?.focus();
  }, [takeFocus]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Node && !box.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the menu closes it; the buttons inside are what people use
    <div
      className="account-menu"
      ref={box}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !box.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="profile-link"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t.accountMenu(profile.userName)}
        onClick={() => setOpen(!open)}
      >
        <Icon name="profile" />
        <span className="profile-label profile-name">{profile.userName}</span>
      </button>
      <ul id={listId} className="account-menu-list" hidden={!open}>
        <li>
          <a className="account-menu-item" href={href}>
            {t.myPage}
          </a>
        </li>
        <li>
          <button type="button" className="account-menu-item" onClick={() => void logOut(dispatch)}>
            {t.logout}
          </button>
        </li>
      </ul>
      <FormError problem={user.error} />
    </div>
  );
}
