import {
  CROWD_LEVELS,
  DIRECTION_LABELS,
  directionsOf,
  getLine,
  LINES,
  type LineId,
  MESSAGES,
  REPORT_STATUSES,
  SUCCESS_BANNER_MS,
  servingDirections,
  terminusOf,
} from "@riles/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ErrorBox, SuccessBox } from "../../../components/ui/message-box";
import { CROWD_LABELS, STATUS_LABELS } from "../../../lib/report-options";
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
const STATUS_OPTIONS = REPORT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const CROWD_OPTIONS = CROWD_LEVELS.map((level) => ({ value: level, label: CROWD_LABELS[level] }));

/** The departure report form (docs/product.md). */
export function ReportForm() {
  const [searchParams] = useSearchParams();
  const submit = useSubmitReport();
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
  useEffect(() => {
    if (submitted) successRef.current?.focus();
  }, [submitted]);
  // A refused submit: the first field at fault, or the summary when no field is.
  const focusAfterProblem = useRef<RequiredReportField | "summary" | null>(null);
  useEffect(() => {
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
          label: `${DIRECTION_LABELS[direction]} (to ${terminusOf(line.id, direction)?.name})`,
        }),
      )
    : [];

  function chooseLine(lineId: LineId | "") {
    setForm((current) => ({ ...current, lineId, stationId: "", direction: "" }));
    setFieldErrors((current) => ({ ...current, lineId: undefined }));
  }

  function chooseStation(stationId: string) {
    const next = withStation(form, stationId);
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
    const checked = checkReportForm(form);
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
        setSubmitted(false);
        setForm(EMPTY_REPORT_FORM);
      }, SUCCESS_BANNER_MS);
    } catch (caught) {
      showProblem(
        caught instanceof Error && caught.message ? caught.message : MESSAGES.unexpectedSubmitReport,
        {},
      );
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {error ? (
        <div ref={errorRef} tabIndex={-1} className="focus:outline-none">
          <ErrorBox title="Error">{error}</ErrorBox>
        </div>
      ) : null}
      {submitted ? (
        <div ref={successRef} tabIndex={-1} className="focus:outline-none">
          <SuccessBox title={MESSAGES.reportSubmitted}>{MESSAGES.reportThanks}</SuccessBox>
        </div>
      ) : null}
      <SelectField
        label="Train Line"
        value={form.lineId}
        options={LINE_OPTIONS}
        placeholder="Select a line"
        required
        error={fieldErrors.lineId}
        ref={(element) => {
          fieldRefs.current.lineId = element;
        }}
        onChange={chooseLine}
      />
      <SelectField
        label="Station"
        value={form.stationId}
        options={stationOptions}
        placeholder="Select a station"
        required
        disabled={!line}
        error={fieldErrors.stationId}
        ref={(element) => {
          fieldRefs.current.stationId = element;
        }}
        onChange={chooseStation}
      />
      <SelectField
        label="Direction"
        value={form.direction}
        options={directionOptions}
        placeholder="Select a direction"
        required
        disabled={!line}
        error={fieldErrors.direction}
        ref={(element) => {
          fieldRefs.current.direction = element;
        }}
        onChange={(direction) => {
          setForm((current) => ({ ...current, direction }));
          setFieldErrors((current) => ({ ...current, direction: undefined }));
        }}
      />
      <SelectField
        label="Train Status"
        value={form.status}
        options={STATUS_OPTIONS}
        onChange={(status) => status && setForm((current) => ({ ...current, status }))}
      />
      <SelectField
        label="Crowd Level"
        value={form.crowdLevel}
        options={CROWD_OPTIONS}
        onChange={(crowdLevel) => crowdLevel && setForm((current) => ({ ...current, crowdLevel }))}
      />
      <button
        type="submit"
        disabled={submit.isPending}
        aria-busy={submit.isPending}
        className="min-h-11 rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
      >
        Submit Report
      </button>
    </form>
  );
}
