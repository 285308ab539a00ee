import { useEffect, useId, useRef, type Dispatch } from "react";
import type { UserAction, UserState } from "../state/user";
import { AuthForms } from "./AuthForms";
import { Icon } from "./Icon";
import { useText } from "./text";

type LoginDialogProps = { open: boolean; onClose: () => void; user: UserState; dispatch: Dispatch<UserAction> };

/**
 * The login dialog: a native `<dialog>` opened with `showModal()`, so the browser makes the rest
 * of the page inert, traps Tab inside and closes it on Escape. Focus goes to the first field on
 * opening; whoever opened it puts focus back on its own button in `onClose`.
 */
export function LoginDialog({ open, onClose, user, dispatch }: LoginDialogProps) {
  const t = useText();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal();
      d.querySelector("input")?.focus();
    } else if (!open && d.open) {
      d.close();
    }
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; Escape already closes a dialog
    <dialog
      ref={dialog}
      className="login-dialog"
      aria-labelledby={headingId}
      // Escape, the close button and `close()` all end here.
      onClose={() => {
        dispatch({ type: "user/loginErrorDeleted" });
        onClose();
      }}
      // A click on the backdrop lands on the dialog element itself: close, as people expect.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="login-dialog-body">
        <button type="button" className="dialog-close" aria-label={t.close} onClick={() => dialog.current?.close()}>
          <Icon name="close" />
        </button>
        {open && <AuthForms user={user} dispatch={dispatch} headingId={headingId} />}
      </div>
    </dialog>
  );
}
