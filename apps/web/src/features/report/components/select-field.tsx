import type { Ref } from "react";
import { FOCUS_RING } from "#web/components/ui/focus-ring.ts";
import { LabelledField } from "#web/components/ui/labelled-field.tsx";

interface SelectFieldProps<Value extends string> {
  label: string;
  value: Value | "";
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | "") => void;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  /** Shown under the field, which is then marked invalid and described by it. */
  error?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select. Required fields are marked for assistive technology, but the form checks them
 * itself so it can show the product's message instead of the browser's bubble. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  disabled = false,
  required = false,
  error,
  ref,
}: SelectFieldProps<Value>) {
  return (
    <LabelledField label={label} error={error}>
      {(control) => (
        <select
          {...control}
          ref={ref}
          value={value}
          disabled={disabled}
          aria-required={required || undefined}
          onChange={(event) => onChange(event.target.value as Value | "")}
          className={`min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 py-2 text-base text-slate-900 ${FOCUS_RING.default} disabled:bg-slate-100 disabled:text-slate-600 ${error ? "border-red-600" : "border-slate-300"}`}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
