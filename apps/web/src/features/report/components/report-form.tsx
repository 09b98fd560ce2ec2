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
  terminusOf,
} from "@riles/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ErrorBox, SuccessBox } from "../../../components/ui/message-box";
import { reportsQueryKey } from "../../arrivals/api/reports-query-key";
import { SESSION_QUERY_KEY } from "../../auth/api/session";
import { SubmitReportError, submitReport } from "../api/submit-report";
import { EMPTY_REPORT_FORM, initialReportForm, type ReportFormState } from "../report-form-state";
import { CROWD_LABELS, STATUS_LABELS } from "../report-options";
import { SelectField } from "./select-field";

const LINE_OPTIONS = LINES.map((line) => ({ value: line.id, label: line.name }));
const STATUS_OPTIONS = REPORT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const CROWD_OPTIONS = CROWD_LEVELS.map((level) => ({ value: level, label: CROWD_LABELS[level] }));

/** The departure report form (docs/product.md). */
export function ReportForm() {
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<ReportFormState>(() => initialReportForm(searchParams));
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(bannerTimer.current), []);

  const line = form.lineId ? getLine(form.lineId) : undefined;
  const stationOptions = (line?.stations ?? []).map((station) => ({
    value: station.id,
    label: station.name,
  }));
  const directionOptions = line
    ? directionsOf(line.id).map((direction) => ({
        value: direction,
        label: `${DIRECTION_LABELS[direction]} (to ${terminusOf(line.id, direction)?.name})`,
      }))
    : [];

  function chooseLine(lineId: LineId | "") {
    setForm((current) => ({ ...current, lineId, stationId: "", direction: "" }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!form.lineId || !form.stationId || !form.direction) {
      setError(MESSAGES.fillRequiredFields);
      return;
    }
    const report = {
      line_id: form.lineId,
      station_id: form.stationId,
      direction: form.direction,
      status: form.status,
      crowd_level: form.crowdLevel,
    };
    setSubmitting(true);
    try {
      await submitReport(report);
      clearTimeout(bannerTimer.current);
      setSubmitted(true);
      bannerTimer.current = setTimeout(() => {
        setSubmitted(false);
        setForm(EMPTY_REPORT_FORM);
      }, SUCCESS_BANNER_MS);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : MESSAGES.unexpectedSubmitReport);
      // The session ended on the server: asking again sends an anonymous visitor to /auth.
      if (caught instanceof SubmitReportError && caught.status === 401) {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
    } finally {
      setSubmitting(false);
      // docs/product.md: the station's cached arrivals are dropped after a submit.
      queryClient.removeQueries({ queryKey: reportsQueryKey(report.line_id, report.station_id) });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      {error ? <ErrorBox title="Error">{error}</ErrorBox> : null}
      {submitted ? <SuccessBox title={MESSAGES.reportSubmitted}>{MESSAGES.reportThanks}</SuccessBox> : null}
      <SelectField
        label="Train Line"
        value={form.lineId}
        options={LINE_OPTIONS}
        placeholder="Select a line"
        required
        onChange={chooseLine}
      />
      <SelectField
        label="Station"
        value={form.stationId}
        options={stationOptions}
        placeholder="Select a station"
        required
        disabled={!line}
        onChange={(stationId) => setForm((current) => ({ ...current, stationId }))}
      />
      <SelectField
        label="Direction"
        value={form.direction}
        options={directionOptions}
        placeholder="Select a direction"
        required
        disabled={!line}
        onChange={(direction) => setForm((current) => ({ ...current, direction }))}
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
        disabled={submitting}
        aria-busy={submitting}
        className="rounded-lg bg-indigo-700 px-4 py-2 font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:opacity-60"
      >
        Submit Report
      </button>
    </form>
  );
}
