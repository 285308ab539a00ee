import { lazy, Suspense, useEffect, useId, useState } from "react";
import { AuthForms, type AuthView } from "./AuthForms";
import { logOut } from "./auth-actions";
import { FormError } from "./FormError";
import { TicketSection } from "./TicketSection";
import { useText } from "./text";
import { useUser } from "./use-user";
import { WatchlistSection } from "./WatchlistSection";

// The plan is for a logged-in visitor only: its code is a chunk of its own, so the login form's
// code stays as small as before "Lag planen min" (the service worker keeps it for offline too).
const PlanSection = lazy(() => import("./PlanSection").then((m) => ({ default: m.PlanSection })));

/**
 * Min side. Logged out: the login forms, inline (`initialView` the one shown first). Logged in:
 * the tickets and the watch list, keyed by visitor so a different login never sees the last
 * one's data for a moment.
 */
export function AccountPage({ initialView, now }: { initialView?: AuthView; now?: number }) {
  const t = useText();
  const [user, dispatch] = useUser();
  const headingId = useId();
  const profile = user.userProfile;
  // The view asked for before the code came is used up by a login: after logging out, the
  // visitor is someone with a user now, so the login form shows (React's "adjust state while rendering").
  const [firstView, setFirstView] = useState(initialView);
  if (profile && firstView) setFirstView(undefined);
  // Came from Publikumsprisen's short link to log in (`/min-side?stem=<screening>`): back to the ballot.
  useEffect(() => {
    const screening = new URLSearchParams(window.location.search).get("stem");
    if (profile && screening && /^[A-Za-z0-9_-]{1,64}$/.test(screening)) window.location.assign(`/stem/${screening}`);
  }, [profile]);

  if (!profile) {
    return (
      <div className="account-login">
        <p>{t.accountIntro}</p>
        <AuthForms user={user} dispatch={dispatch} headingId={headingId} initialView={firstView} />
      </div>
    );
  }
  return (
    <div className="account" key={profile.email}>
      <p className="account-who">
        <span>{t.loggedInAs(profile.userName)}</span>{" "}
        <button type="button" className="link-button" onClick={() => void logOut(dispatch)}>
          {t.logout}
        </button>{" "}
        <button type="button" className="link-button" onClick={() => void logOut(dispatch, true)}>
          {t.logoutEverywhere}
        </button>
      </p>
      <FormError problem={user.error} />
      <TicketSection now={now} />
      <WatchlistSection />
      <Suspense fallback={null}>
        <PlanSection />
      </Suspense>
    </div>
  );
}
