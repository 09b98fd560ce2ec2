import { type InputHTMLAttributes, type Ref, useId } from "react";
import { FieldError, invalidFieldProps } from "./field-error";
import { FOCUS_RING } from "./focus-ring";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "value"> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input: the label names it for screen readers and enlarges its tap target. */
export function TextField({ label, value, onValueChange, error, ref, ...inputProps }: TextFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        {...inputProps}
        {...invalidFieldProps(`${id}-error`, error)}
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        className={`min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-base ${FOCUS_RING.default}`}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
