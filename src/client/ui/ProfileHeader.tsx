import { useEffect, useRef, useState } from "react";
import { account, saveProfile, storedProfile } from "../account/browser-account";
import { AccountMenu } from "./AccountMenu";
import { Icon } from "./Icon";
import { LoginDialog } from "./LoginDialog";
import { useText } from "./text";
import { useUser } from "./use-user";

type ProfileHeaderProps = { href: string; activated: boolean };

/**
 * The header's account control. Logged out: "Logg inn", which opens the login dialog. Logged in:
 * the name and its menu. `activated` means the visitor clicked before this code arrived; the
 * click is honoured by opening what the button opens.
 */
export function ProfileHeader({ href, activated }: ProfileHeaderProps) {
  const t = useText();
  const [user, dispatch] = useUser();
  const [dialogOpen, setDialogOpen] = useState(activated && !user.userProfile);
  const loginButton = useRef<HTMLButtonElement>(null);
  // Set when the dialog closes because the visitor logged in: focus then goes to the name button.
  const [loggedInHere, setLoggedInHere] = useState(false);
  const profile = user.userProfile;
  // A held-back click opens the menu only if the visitor was logged in when they clicked.
  const [menuFirst, setMenuFirst] = useState(activated && user.userProfile !== null);
  if (!profile && menuFirst) setMenuFirst(false); // used up once logged out (React's "adjust state while rendering")

  // The stored name is a hint: check once per page that the session still holds. A 401 clears
  // the profile (browser-account.ts), and every island turns to logged out.
  useEffect(() => {
    if (!storedProfile()) return;
    void account.me().then((result) => {
      if (result.ok && result.value.userName !== storedProfile()?.userName) saveProfile(result.value);
    });
  }, []);

  // Logged in through the dialog: close it (its forms are done).
  useEffect(() => {
    if (profile && dialogOpen) {
      setLoggedInHere(true);
      setDialogOpen(false);
    }
  }, [profile, dialogOpen]);

  if (profile) {
    return <AccountMenu profile={profile} user={user} dispatch={dispatch} href={href} startOpen={menuFirst} takeFocus={loggedInHere} />;
  }
  return (
    <>
      <button ref={loginButton} type="button" className="profile-link" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
        <Icon name="profile" />
        <span className="profile-label">{t.login}</span>
      </button>
      <LoginDialog
        open={dialogOpen}
        user={user}
        dispatch={dispatch}
        onClose={() => {
          setDialogOpen(false);
          loginButton.current?.focus();
        }}
      />
    </>
  );
}
