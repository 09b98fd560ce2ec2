import { credentialsSchema, firstRefusal, refusalWords } from "@riles/core";
import type { FormEvent } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useRefusalWords } from "#web/lib/i18n/use-refusal-words.ts";
import { useRequestPasswordReset } from "../api/account-recovery";
import type { AuthMessages } from "./auth-landing";
import { EmailField } from "./email-field";

const emailOnly = credentialsSchema.pick({ email: true });

interface ForgotPasswordFormProps {
  email: string;
  emailError?: string;
  onEmailChange: (email: string) => void;
  onMessages: (messages: AuthMessages) => void;
}

/** Asks for a reset link by e-mail; says the same whether or not the address has an account. */
export function ForgotPasswordForm({
  email,
  emailError,
  onEmailChange,
  onMessages,
}: ForgotPasswordFormProps) {
  const request = useRequestPasswordReset();
  const { t } = useI18n();
  const refusals = useRefusalWords();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailOnly.safeParse({ email });
    if (!parsed.success) {
      const error = refusalWords(refusals, firstRefusal(parsed.error));
      onMessages({ error, success: null, fields: { email: error } });
      return;
    }
    try {
      await request.mutateAsync(parsed.data.email);
      onMessages({ error: null, success: t.resetMailSent });
    } catch (error) {
      onMessages({ error: error instanceof Error ? error.message : String(error), success: null });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{t.forgotIntro}</p>
      <EmailField value={email} onValueChange={onEmailChange} error={emailError} />
      <Button type="submit" busy={request.isPending}>
        {t.sendResetLink}
      </Button>
    </form>
  );
}
