import {
  CROWD_LEVELS,
  directionsOf,
  getLine,
  LINES,
  type LineId,
  REPORT_STATUSES,
  servingDirections,
  terminusOf,
} from "@riles/core";
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useSearchParams } from "react-router";
import { Button } from "#web/components/ui/button.tsx";
import { ErrorBox, SuccessBox } from "#web/components/ui/message-box.tsx";
import { SUCCESS_BANNER_MS } from "#web/config/settings.ts";
import { sendFailureReason } from "#web/lib/failure-reason.ts";
import { useI18n } from "#web/lib/i18n/i18n.ts";
import { useRefusalWords } from "#web/lib/i18n/use-refusal-words.ts";
import { useSubmitReport } from "../api/submit-report";
import {
  checkReportForm,
  EMPTY_REPORT_FORM,
  initialReportForm,
  REQUIRED_REPORT_FIELDS,
  type ReportFieldErrors,
  type ReportFormState,
  type RequiredReportField,
  withStation,
} from "../report-form-state";
import { SelectField } from "./select-field";

const LINE_OPTIONS = LINES.map((line) => ({ value: line.id, label: line.name }));

/** The departure report form (docs/product.md). */
export function ReportForm() {
  const [searchParams] = useSearchParams();
  const submit = useSubmitReport();
  const { t } = useI18n();
  const refusals = useRefusalWords();
  const [form, setForm] = useState<ReportFormState>(() => initialReportForm(searchParams));
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<ReportFieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fieldRefs = useRef<Partial<Record<RequiredReportField, HTMLSelectElement | null>>>({});
  const errorRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => () => clearTimeout(bannerTimer.current), []);
  // After a submit the focus goes where the answer is: the success message, or the error's summary.
  useLayoutEffect(() => {
    if (submitted) successRef.current?.focus();
  }, [submitted]);
  // A refused submit: the first field at fault, or the summary when no field is.
  const focusAfterProblem = useRef<RequiredReportField | "summary" | null>(null);
  useLayoutEffect(() => {
    const target = focusAfterProblem.current;
    focusAfterProblem.current = null;
    if (target) (target === "summary" ? errorRef.current : fieldRefs.current[target])?.focus();
  });

  const line = form.lineId ? getLine(form.lineId) : undefined;
  const stationOptions = (line?.stations ?? []).map((station) => ({
    value: station.id,
    label: station.name,
  }));
  // Only the directions trains leave the chosen station in (a terminus has one).
  const directionOptions = line
    ? (form.stationId ? servingDirections(line.id, form.stationId) : directionsOf(line.id)).map(
        (direction) => ({
          value: direction,
          label: t.directionTo(t.directions[direction], terminusOf(line.id, direction)?.name ?? ""),
        }),
      )
    : [];
  const statusOptions = REPORT_STATUSES.map((status) => ({ value: status, label: t.statuses[status] }));
  const crowdOptions = CROWD_LEVELS.map((level) => ({ value: level, label: t.crowdLevels[level] }));

  function chooseLine(lineId: LineId | "") {
    setForm((current) => ({ ...current, lineId, stationId: "", direction: "" }));
    setFieldErrors((current) => ({ ...current, lineId: undefined }));
  }

  function chooseStation(stationId: string) {
    const next = withStation(form, stationId, refusals);
    setForm(next.form);
    setFieldErrors((current) => ({ ...current, stationId: undefined, direction: next.refused }));
  }

  function showProblem(summary: string, fields: ReportFieldErrors) {
    setError(summary);
    setFieldErrors(fields);
    focusAfterProblem.current = REQUIRED_REPORT_FIELDS.find((field) => fields[field]) ?? "summary";
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const checked = checkReportForm(form, t);
    if (!checked.ok) {
      showProblem(checked.summary, checked.fields);
      return;
    }
    setFieldErrors({});
    try {
      await submit.mutateAsync(checked.report);
      clearTimeout(bannerTimer.current);
      setSubmitted(true);
      bannerTimer.current = setTimeout(() => {
        // The thanks going away hands its focus to the emptied form's first field (decision 131).
        const hadFocus = successRef.current?.contains(document.activeElement) ?? false;
        flushSync(() => {
          setSubmitted(false);
          setForm(EMPTY_REPORT_FORM);
        });
        if (hadFocus) fieldRefs.current.lineId?.focus();
      }, SUCCESS_BANNER_MS);
    } catch (caught) {
      // Offline, no answer or the server's data away, in the words the screens use (decision 165).
      showProblem(
        caught instanceof Error && caught.message ? sendFailureReason(caught, t) : t.unexpectedSubmitReport,
        {},
      );
    }
  }

  /** A field the form checks itself: marked required, showing its message, focused when it is at fault. */
  const requiredField = (field: RequiredReportField) => ({
    required: true,
    error: fieldErrors[field],
    ref: (element: HTMLSelectElement | null) => {
      fieldRefs.current[field] = element;
    },
  });

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {error ? (
        <div ref={errorRef} tabIndex={-1} className="focus:outline-none">
          <ErrorBox title={t.error}>{error}</ErrorBox>
        </div>
      ) : null}
      {submitted ? (
        <div ref={successRef} tabIndex={-1} className="focus:outline-none">
          <SuccessBox title={t.reportSubmitted}>{t.reportThanks}</SuccessBox>
        </div>
      ) : null}
      <SelectField
        label={t.trainLine}
        value={form.lineId}
        options={LINE_OPTIONS}
        placeholder={t.chooseLinePlaceholder}
        {...requiredField("lineId")}
        onChange={chooseLine}
      />
      <SelectField
        label={t.station}
        value={form.stationId}
        options={stationOptions}
        placeholder={t.chooseStationPlaceholder}
        disabled={!line}
        {...requiredField("stationId")}
        onChange={chooseStation}
      />
      <SelectField
        label={t.direction}
        value={form.direction}
        options={directionOptions}
        placeholder={t.chooseDirectionPlaceholder}
        disabled={!line}
        {...requiredField("direction")}
        onChange={(direction) => {
          setForm((current) => ({ ...current, direction }));
          setFieldErrors((current) => ({ ...current, direction: undefined }));
        }}
      />
      <SelectField
        label={t.trainStatus}
        value={form.status}
        options={statusOptions}
        onChange={(status) => status && setForm((current) => ({ ...current, status }))}
      />
      <SelectField
        label={t.crowdLevel}
        value={form.crowdLevel}
        options={crowdOptions}
        onChange={(crowdLevel) => crowdLevel && setForm((current) => ({ ...current, crowdLevel }))}
      />
      <Button type="submit" busy={submit.isPending}>
        {t.submitReport}
      </Button>
    </form>
  );
}
