import { type ReactNode, useId } from "react";
import { FieldError, invalidFieldProps } from "./field-error";

type ControlProps = { id: string } & ReturnType<typeof invalidFieldProps>;

/**
 * A field's frame: its label above, and under it the message when it is at fault. `children` draws the
 * control with the id and attributes that tie the label and the message to it.
 */
export function LabelledField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, ...invalidFieldProps(errorId, error) })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
