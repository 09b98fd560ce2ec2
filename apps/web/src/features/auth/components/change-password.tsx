import { firstRefusal, MIN_PASSWORD_LENGTH, passwordSchema, refusalWords } from "@riles/core";
import { type FormEvent, useLayoutEffect, useRef, useState } from "react";
import { busyButtonProps } from "#web/components/ui/button.tsx";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { ErrorBox, SuccessBox } from "#web/components/ui/message-box.tsx";
import { PasswordField } from "#web/components/ui/password-field.tsx";
import { useFocusOpenerAfterCancel } from "#web/hooks/use-focus-opener-after-cancel.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useRefusalWords } from "#web/lib/i18n/use-refusal-words.ts";
import { useChangePassword } from "../api/account-recovery";
import { changePasswordFault, type PasswordFault } from "./change-password-fault";

const BUTTON = `min-h-11 rounded-lg px-3 py-2 text-sm font-semibold ${FOCUS_RING.default} disabled:opacity-60`;

/**
 * Settings' password change: a first button opens the form, which asks for the current password and the
 * new one (core's rules; the server also refuses common passwords). The server ends every other session.
 */
export function ChangePassword() {
  const { t } = useI18n();
  const refusals = useRefusalWords();
  const [open, setOpen] = useState(false);
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [fault, setFault] = useState<PasswordFault | null>(null);
  const [changed, setChanged] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const newRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const changedRef = useRef<HTMLDivElement>(null);
  const mutation = useChangePassword();
  const { openerRef, cancel, cancelOnEscape } = useFocusOpenerAfterCancel(open, close);

  // What answers an action takes the focus, so a screen reader and a keyboard land on it: the form's first
  // field when it opens, the field at fault or the message after a refusal, the message after the change.
  useLayoutEffect(() => {
    if (changed) changedRef.current?.focus();
    else if (!open) return;
    else if (fault?.field === "new") newRef.current?.focus();
    else if (fault?.field === "current" || !fault) currentRef.current?.focus();
    else errorRef.current?.focus();
  }, [open, fault, changed]);

  function close() {
    setOpen(false);
    setCurrentPassword("");
    setNewPassword("");
    setFault(null);
    mutation.reset();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!currentPassword) {
      setFault({ field: "current", message: refusalWords(refusals, { code: "passwordRequired" }) });
      return;
    }
    const parsed = passwordSchema.safeParse(newPassword);
    if (!parsed.success) {
      setFault({ field: "new", message: refusalWords(refusals, firstRefusal(parsed.error)) });
      return;
    }
    try {
      await mutation.mutateAsync({ currentPassword, newPassword: parsed.data });
      close();
      setChanged(true);
    } catch (error) {
      setFault(changePasswordFault(error));
    }
  }

  if (!open) {
    return (
      <>
        <button
          ref={openerRef}
          type="button"
          onClick={() => {
            setChanged(false);
            setOpen(true);
          }}
          className={`${BUTTON} self-start border border-slate-300 text-slate-800 hover:bg-slate-100`}
        >
          {t.changePassword}
        </button>
        {changed ? (
          <div ref={changedRef} tabIndex={-1} className="focus:outline-none">
            <SuccessBox>{t.passwordChangedElsewhereSignedOut}</SuccessBox>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <form
      onSubmit={handleSubmit}
      onKeyDown={cancelOnEscape}
      noValidate
      aria-label={t.changePassword}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3"
    >
      <PasswordField
        ref={currentRef}
        label={t.currentPassword}
        required
        autoComplete="current-password"
        value={currentPassword}
        onValueChange={setCurrentPassword}
        error={fault?.field === "current" ? fault.message : undefined}
      />
      <PasswordField
        ref={newRef}
        label={t.newPassword}
        required
        minLength={MIN_PASSWORD_LENGTH}
        autoComplete="new-password"
        value={newPassword}
        onValueChange={setNewPassword}
        error={fault?.field === "new" ? fault.message : undefined}
      />
      <p className="text-sm text-slate-700">{t.passwordLengthHint}</p>
      {fault?.field === "form" ? (
        <div ref={errorRef} tabIndex={-1} className="focus:outline-none">
          <ErrorBox>{fault.message}</ErrorBox>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          {...busyButtonProps(mutation.isPending)}
          className={`${BUTTON} bg-indigo-700 text-white hover:bg-indigo-800`}
        >
          {t.changePassword}
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
