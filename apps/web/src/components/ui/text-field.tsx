import type { InputHTMLAttributes, Ref } from "react";
import { FOCUS_RING } from "./focus-ring";
import { LabelledField } from "./labelled-field";

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
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <input
          {...inputProps}
          {...control}
          ref={ref}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={`min-h-11 rounded-lg border border-slate-300 px-3 py-2 text-base ${FOCUS_RING.default}`}
        />
      )}
    </LabelledField>
  );
}
