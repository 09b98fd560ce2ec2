import { TextField } from "#web/components/ui/text-field.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";

/** The account's e-mail address field, shared by sign-in, sign-up and the reset request. */
export function EmailField(props: { value: string; onValueChange: (email: string) => void; error?: string }) {
  const { t } = useI18n();
  return <TextField label={t.email} type="email" required autoComplete="email" {...props} />;
}
