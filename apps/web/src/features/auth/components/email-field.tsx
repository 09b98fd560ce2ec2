import { TextField } from "../../../components/ui/text-field";
import { useI18n } from "../../../lib/i18n/i18n";

/** The account's e-mail address field, shared by sign-in, sign-up and the reset request. */
export function EmailField(props: { value: string; onValueChange: (email: string) => void; error?: string }) {
  const { t } = useI18n();
  return <TextField label={t.email} type="email" required autoComplete="email" {...props} />;
}
