import { type ReactNode, useId } from "react";
import { FieldError, invalidFieldProps } from "./field-error";

type ControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

/**
 * A field's frame: its label above, and under it a hint on what the choice means, if any, and the message
 * when it is at fault. `children` draws the control with the id and attributes that tie the label, the
 * hint and the message to it.
 */
export function LabelledField({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = invalidFieldProps(errorId, error);
  const describedBy = [hint ? hintId : undefined, invalid["aria-describedby"]].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children({ id, ...invalid, "aria-describedby": describedBy || undefined })}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
