import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import type { ChosenScreening } from "../../shared/plan-api";
import { SHARE_NAME_MAX, type ShareEntry } from "../../shared/share-api";
import { account } from "../account/browser-account";
import type { Problem } from "../account/problem";
import { formatStartTime } from "../format";
import { FormError } from "./FormError";
import { QrCode } from "./QrCode";
import { useText } from "./text";
import { useUser } from "./use-user";

/**
 * "Planlegg med venner" (docs/decisions/046): share the plan on screen or the whole list under a
 * name the visitor chooses, as a link and a QR code; the links shared so far, each with "Slutt å
 * dele". The newest link shows its QR code at once, for a friend standing by.
 */
export function ShareSection({ chosen, mustSee }: { chosen: readonly ChosenScreening[]; mustSee: readonly string[] }) {
  const t = useText();
  const [user] = useUser();
  const ids = { name: useId(), plan: useId() };
  const [shares, setShares] = useState<ShareEntry[]>([]);
  const [name, setName] = useState(() => user.userProfile?.userName.split(" ")[0]?.slice(0, SHARE_NAME_MAX) ?? "");
  const [kind, setKind] = useState<"plan" | "list">(chosen.length > 0 ? "plan" : "list");
  const [busy, setBusy] = useState(false);
  const [newest, setNewest] = useState<string | null>(null);
  const [news, setNews] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const showProblem = useCallback((p: Problem) => setProblem(p), []);

  useEffect(() => {
    void account.shares().then((result) => (result.ok ? setShares(result.value) : showProblem(result.problem)));
  }, [showProblem]);
  const sharing = chosen.length > 0 ? kind : "list";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    const body =
      sharing === "plan"
        ? { kind: "plan" as const, name, eventIds: chosen.map((c) => c.eventId), mustSee: [...mustSee] }
        : { kind: "list" as const, name, mustSee: [...mustSee] };
    void account.share(body).then((result) => {
      setBusy(false);
      if (!result.ok) return showProblem(result.problem);
      setShares((all) => [...all, result.value]);
      setNewest(result.value.id);
      setNews(t.shareMade(result.value.name));
    });
  };
  const revoke = (entry: ShareEntry) => {
    setProblem(null);
    void account.revokeShare(entry.id).then((result) => {
      if (!result.ok) return showProblem(result.problem);
      setShares((all) => all.filter((s) => s.id !== entry.id));
      setNews(t.shareRevoked(entry.name));
    });
  };
  const copy = (url: string) => void navigator.clipboard?.writeText(url).then(() => setNews(t.shareCopied));

  return (
    <div className="plan-share">
      <h3 className="plan-subtitle">{t.shareTitle}</h3>
      <p>{t.shareIntro}</p>
      <form className="share-form" onSubmit={submit}>
        <label htmlFor={ids.name}>{t.shareName}</label>
        <input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} maxLength={SHARE_NAME_MAX} required autoComplete="nickname" />
        {chosen.length > 0 && (
          <fieldset>
            <legend>{t.shareWhat}</legend>
            <label className="check">
              <input type="radio" name={ids.plan} checked={kind === "plan"} onChange={() => setKind("plan")} /> {t.shareKindPlan(chosen.length)}
            </label>
            <label className="check">
              <input type="radio" name={ids.plan} checked={kind === "list"} onChange={() => setKind("list")} /> {t.shareKindList}
            </label>
          </fieldset>
        )}
        <button type="submit" className="button" disabled={busy}>
          {busy ? t.shareSharing : t.shareButton}
        </button>
      </form>
      <FormError problem={problem} />
      <p role="status" className="plan-saved">
        {news}
      </p>
      {shares.length > 0 && (
        <>
          <h4>{t.shareLinks}</h4>
          <ul className="share-links">
            {shares.map((entry) => (
              <li key={entry.id} className="share-link">
                <p>
                  <strong>{entry.name}</strong> ·{" "}
                  {t.shareEntry(entry.kind, entry.films, formatStartTime(new Date(entry.createdAt).toISOString(), t.intlLocale))}
                </p>
                <p className="share-url">
                  <a href={entry.url}>{entry.url}</a>
                </p>
                <p className="share-actions">
                  <button type="button" className="button button-quiet" onClick={() => copy(entry.url)}>
                    {t.shareCopy}
                  </button>{" "}
                  <button type="button" className="link-button" onClick={() => revoke(entry)}>
                    {t.shareRevoke}
                  </button>
                </p>
                <details open={entry.id === newest}>
                  <summary>{t.shareQr}</summary>
                  <QrCode value={entry.url} label={t.shareQrLabel(entry.name)} fallbackUrl={null} />
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
