import { TextField } from "../../../components/ui/text-field";

/** The account's e-mail address field, shared by sign-in, sign-up and the reset request. */
export function EmailField(props: { value: string; onValueChange: (email: string) => void; error?: string }) {
  return <TextField label="Email" type="email" required autoComplete="email" {...props} />;
}
