import { Eye, EyeOff } from "lucide-react";
import { type InputHTMLAttributes, type Ref, useId, useState } from "react";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { FieldError, invalidFieldProps } from "./field-error";
import { FOCUS_RING } from "./focus-ring";

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
  const id = useId();
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-stretch gap-1">
        <input
          {...inputProps}
          {...invalidFieldProps(`${id}-error`, error)}
          ref={ref}
          id={id}
          type={shown ? "text" : "password"}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={`min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-base ${FOCUS_RING.default}`}
        />
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={id}
          onClick={() => setShown(!shown)}
          className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 text-slate-700 hover:bg-slate-100 ${FOCUS_RING.default}`}
        >
          <Icon aria-hidden="true" className="size-5" />
          <span className="sr-only">{t.showPassword}</span>
        </button>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
