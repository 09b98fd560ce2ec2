import { firstRefusal, MIN_PASSWORD_LENGTH, passwordSchema, refusalWords } from "@riles/core";
import { type FormEvent, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { PasswordField } from "#web/components/ui/password-field.tsx";
import { ApiError } from "#web/lib/api-error.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useRefusalWords } from "#web/lib/i18n/use-refusal-words.ts";
import { useResetPassword } from "../api/account-recovery";

interface ResetPasswordFormProps {
  token: string;
  passwordError?: string;
  onDone: () => void;
  /** `onField`: the password typed is at fault (not the server or the connection). */
  onError: (message: string, onField: boolean) => void;
  /** The token is unknown, used or expired: a new link is needed. */
  onLinkFailed: () => void;
}

/** Sets a new password (core's rules) with the token the mailed link brought. */
export function ResetPasswordForm({
  token,
  passwordError,
  onDone,
  onError,
  onLinkFailed,
}: ResetPasswordFormProps) {
  const [password, setPassword] = useState("");
  const reset = useResetPassword();
  const { t } = useI18n();
  const refusals = useRefusalWords();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) {
      onError(refusalWords(refusals, firstRefusal(parsed.error)), true);
      return;
    }
    try {
      await reset.mutateAsync({ token, newPassword: parsed.data });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === "INVALID_TOKEN") onLinkFailed();
      else onError(error instanceof Error ? error.message : String(error), false);
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <PasswordField
        label={t.newPassword}
        required
        minLength={MIN_PASSWORD_LENGTH}
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={passwordError}
      />
      <p className="text-sm text-slate-700">{t.passwordLengthHint}</p>
      <Button type="submit" busy={reset.isPending}>
        {t.setNewPassword}
      </Button>
    </form>
  );
}
