import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { busyButtonProps } from "#web/components/ui/button.tsx";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { ErrorBox } from "#web/components/ui/message-box.tsx";
import { PasswordField } from "#web/components/ui/password-field.tsx";
import { useFocusOpenerAfterCancel } from "#web/hooks/use-focus-opener-after-cancel.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useDeleteAccount } from "../api/account-recovery";

const BUTTON = `min-h-11 rounded-lg px-3 py-2 text-sm font-semibold ${FOCUS_RING.default} disabled:opacity-60`;

/**
 * Settings' account deletion (the Data Privacy Act's right to erasure): a first button opens the
 * warning and asks for the password; only then is the account deleted
 * (docs/decisions/026-account-recovery-and-deletion.md).
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState("");
  const warningRef = useRef<HTMLParagraphElement>(null);
  const mutation = useDeleteAccount();
  const { openerRef, cancel, cancelOnEscape } = useFocusOpenerAfterCancel(confirming, () => {
    setConfirming(false);
    setPassword("");
    mutation.reset();
  });

  useLayoutEffect(() => {
    if (confirming) warningRef.current?.focus();
  }, [confirming]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    mutation.mutate(password, { onSuccess: onDeleted });
  }

  if (!confirming) {
    return (
      <button
        ref={openerRef}
        type="button"
        onClick={() => setConfirming(true)}
        className={`${BUTTON} self-start border border-red-300 text-red-800 hover:bg-red-50`}
      >
        {t.deleteAccount}
      </button>
    );
  }
  return (
    <form
      onSubmit={handleSubmit}
      onKeyDown={cancelOnEscape}
      className="flex flex-col gap-3 rounded-lg border border-red-200 bg-red-50/40 p-3"
    >
      <p ref={warningRef} tabIndex={-1} className="text-sm text-slate-800 focus:outline-none">
        {t.deleteAccountWarning}
      </p>
      <PasswordField
        label={t.yourPassword}
        required
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
      />
      {mutation.error ? <ErrorBox>{mutation.error.message}</ErrorBox> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          {...busyButtonProps(mutation.isPending)}
          className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}
        >
          {t.deleteMyAccount}
        </button>
        <button
          type="button"
          onClick={cancel}
          className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-100`}
        >
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
