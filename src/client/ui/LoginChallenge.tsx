import { useEffect, useRef, useState } from "react";
import { LOGIN_CHALLENGE_PATH } from "../../shared/account-api";
import { createLoginChallengeWidget, loadLoginChallengeWidget } from "./login-challenge-widget";
import { useText } from "./text";

/**
 * The check a login needs past the site's ceiling (docs/decisions/041): a line saying why, and
 * the ALTCHA widget, which fetches a challenge and solves it in the browser as soon as it shows.
 * Its checkbox is a real, labelled checkbox (keyboard and screen readers reach it) and says what
 * it is doing; the line above is a live region, so the reason is announced. A fresh widget is
 * mounted per `key` (a solution works once).
 */
export function LoginChallenge({ onSolved }: { onSolved: (payload: string) => void }) {
  const t = useText();
  const box = useRef<HTMLDivElement>(null);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let widget: HTMLElement | undefined;
    let gone = false;
    loadLoginChallengeWidget().then(
      () => {
        if (gone || !box.current) return;
        widget = createLoginChallengeWidget({
          challengeUrl: LOGIN_CHALLENGE_PATH,
          // Lower case: the widget looks its languages up so.
          language: `kinoweb-${t.intlLocale.toLowerCase()}`,
          strings: t.loginCheckWidget,
          onSolved: (payload) => solved.current(payload),
        });
        box.current.append(widget);
      },
      () => setUnavailable(true),
    );
    return () => {
      gone = true;
      widget?.remove();
    };
  }, [t]);

  return (
    <div className="login-challenge">
      <p role="status" className="login-challenge-intro">
        {unavailable ? t.loginCheckUnavailable : t.loginCheckIntro}
      </p>
      <div ref={box} />
    </div>
  );
}
