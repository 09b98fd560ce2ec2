import type { ModeratedReport } from "@riles/core";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EDSA_DELAYED_REPORT } from "#web/test/report-fixtures.ts";
import { ModeratedReportItem } from "./moderated-report-item";

const ENTRY: ModeratedReport = {
  report: EDSA_DELAYED_REPORT,
  confirmed_by: 0,
  disputed_by: 0,
  counts: true,
  own: false,
  hidden: null,
  reporter: {
    account_created_at: "2026-11-20T00:00:00.000Z",
    reports_last_24h: 1,
    disputed_reports: 0,
    suspension: null,
  },
};

function renderItem(entry: ModeratedReport = ENTRY) {
  const onAction = vi.fn();
  render(
    <ul>
      <ModeratedReportItem
        entry={entry}
        now={new Date("2026-11-24T00:05:00.000Z")}
        pending={false}
        onAction={onAction}
      />
    </ul>,
  );
  return onAction;
}

// Decision 131: a button that goes away hands its focus to what replaces it.
describe("ModeratedReportItem's focus", () => {
  it("goes to the reason when Hide opens its form, and back to the report's button once it is sent", async () => {
    const onAction = renderItem();
    await userEvent.click(screen.getByRole("button", { name: "Hide" }));
    expect(screen.getByRole("textbox", { name: "Reason" })).toHaveFocus();

    await userEvent.type(screen.getByRole("textbox", { name: "Reason" }), "Spam");
    await userEvent.click(screen.getByRole("button", { name: "Hide report" }));
    expect(onAction).toHaveBeenCalledWith({ kind: "hide", reportId: ENTRY.report.id, reason: "Spam" });
    expect(screen.getByRole("button", { name: "Hide" })).toHaveFocus();
  });

  it("goes back to Suspend when its form is cancelled", async () => {
    renderItem();
    await userEvent.click(screen.getByRole("button", { name: "Suspend" }));
    expect(screen.getByRole("textbox", { name: "Reason" })).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Suspend" })).toHaveFocus();
  });

  it("goes back to the reason when the form is sent without one", async () => {
    const onAction = renderItem();
    await userEvent.click(screen.getByRole("button", { name: "Hide" }));
    await userEvent.click(screen.getByRole("button", { name: "Hide report" }));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Reason" })).toHaveFocus();
    expect(screen.getByRole("textbox", { name: "Reason" })).toHaveAccessibleDescription(
      "Please give a reason",
    );
  });

  it("describes each action's button by its report, as every report has the same buttons", () => {
    renderItem();
    expect(screen.getByRole("button", { name: "Hide" })).toHaveAccessibleDescription(
      "LRT-1 · EDSA · Northbound",
    );
    expect(screen.getByRole("button", { name: "Suspend" })).toHaveAccessibleDescription(
      "LRT-1 · EDSA · Northbound",
    );
  });
});

describe("ModeratedReportItem's standing", () => {
  it("says both when the report is hidden and its account suspended", () => {
    renderItem({
      ...ENTRY,
      counts: false,
      hidden: { reason: "Spam", at: "2026-11-24T00:01:00.000Z" },
      reporter: {
        account_created_at: "2026-11-20T00:00:00.000Z",
        reports_last_24h: 1,
        disputed_reports: 0,
        suspension: { id: "s1", until: "2026-11-27T00:05:00.000Z", reason: "Repeated spam" },
      },
    });
    expect(screen.getByText("Hidden: Spam")).toBeInTheDocument();
    expect(screen.getByText(/^Account suspended until .+: Repeated spam$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Unhide" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lift suspension" })).toBeInTheDocument();
  });
});
