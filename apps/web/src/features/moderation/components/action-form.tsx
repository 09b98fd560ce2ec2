import { TRUST_RULES } from "@riles/core";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { busyButtonProps, buttonClass } from "#web/components/ui/button.tsx";
import { TextField } from "#web/components/ui/text-field.tsx";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useRefusalWords } from "#web/lib/i18n/use-refusal-words.ts";
import type { SuspensionDays } from "../api/moderation-api";

interface ActionFormProps {
  submitLabel: string;
  /** With a period to choose (a suspension). */
  withPeriod?: boolean;
  pending: boolean;
  onSubmit: (reason: string, days: SuspensionDays) => void;
  onCancel: () => void;
}

/** The reason every action needs (the audit keeps it) and, for a suspension, its period. */
export function ActionForm({
  submitLabel,
  withPeriod = false,
  pending,
  onSubmit,
  onCancel,
}: ActionFormProps) {
  const { t } = useI18n();
  const refusals = useRefusalWords();
  const [reason, setReason] = useState("");
  const [days, setDays] = useState<SuspensionDays>(TRUST_RULES.suspensionDays[0]);
  const [missing, setMissing] = useState(false);
  const periodId = useId();
  // The button that opened the form went away: its focus goes to the reason asked for (decision 131).
  const reasonRef = useRef<HTMLInputElement>(null);
  useEffect(() => reasonRef.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === "") {
      setMissing(true);
      // As on the report form, the field at fault takes the focus, its message read with it.
      reasonRef.current?.focus();
      return;
    }
    onSubmit(reason.trim(), days);
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3"
    >
      <TextField
        label={t.moderation.reason}
        ref={reasonRef}
        value={reason}
        onValueChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        error={missing ? refusals.moderationReasonRequired : undefined}
        aria-required="true"
      />
      {withPeriod ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={periodId} className="text-sm font-medium text-slate-700">
            {t.moderation.period}
          </label>
          <select
            id={periodId}
            value={days}
            onChange={(event) => setDays(Number(event.target.value) as SuspensionDays)}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base"
          >
            {TRUST_RULES.suspensionDays.map((choice) => (
              <option key={choice} value={choice}>
                {t.moderation.days(choice)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex gap-2">
        <button
          type="submit"
          {...busyButtonProps(pending)}
          className={buttonClass("primary", "px-3 text-sm")}
        >
          {submitLabel}
        </button>
        <button type="button" onClick={onCancel} className={buttonClass("secondary")}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
