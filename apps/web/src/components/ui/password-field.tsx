import { type InputHTMLAttributes, type Ref, useState } from "react";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { FOCUS_RING } from "./focus-ring";
import { EyeIcon, EyeOffIcon } from "./icons.tsx";
import { LabelledField } from "./labelled-field";

interface PasswordFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value" | "type"> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input with a 44 px button that shows or hides what was typed. */
export function PasswordField({
  label,
  value,
  onValueChange,
  error,
  ref,
  ...inputProps
}: PasswordFieldProps) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOffIcon : EyeIcon;
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <div className="flex items-stretch gap-1">
          <input
            {...inputProps}
            {...control}
            ref={ref}
            type={shown ? "text" : "password"}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={`min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-base ${FOCUS_RING.default}`}
          />
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={control.id}
            onClick={() => setShown(!shown)}
            className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 ${FOCUS_RING.default}`}
          >
            <Icon aria-hidden="true" className="size-5" />
            <span className="sr-only">{t.showPassword}</span>
          </button>
        </div>
      )}
    </LabelledField>
  );
}
